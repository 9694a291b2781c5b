import type { FastifyInstance } from 'fastify';
import {
  AccountDisableSchema,
  AccountEnableSchema,
  AccountQuerySchema,
  ApplicationQuerySchema,
  CertificatesCheckSchema,
  DecisionsQuerySchema,
  FoodBusinessCheckSchema,
  DishDeactivationSchema,
  DishesQuerySchema,
  FlaggedDecisionSchema,
  OrderQuerySchema,
  OrdersQuerySchema,
  PayoutsQuerySchema,
  UserRoleSchema,
} from '#domain/store-management/console.schema.ts';
import {
  AccountAnswerSchema,
  ApplicationAnswerSchema,
  ApplicationsAnswerSchema,
  CertificatesCheckAnswerSchema,
  ConsoleCountsSchema,
  DecisionsAnswerSchema,
  DishDeactivationAnswerSchema,
  DishesPageSchema,
  FlaggedChefsAnswerSchema,
  FlaggedDecisionAnswerSchema,
  FoodBusinessCheckAnswerSchema,
  OrderDetailAnswerSchema,
  OrdersPageSchema,
  PayoutsAnswerSchema,
  StaffAnswerSchema,
  UserRoleAnswerSchema,
} from '#domain/store-management/console.response.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CredentialChecksService } from './credential-checks.service.ts';
import type { StoreManagementService } from './store-management.service.ts';
import { access } from '../../plugins/access.ts';
import { answers, answersKept } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';

export const CONSOLE_PREFIX = '/secure/store-management/';

/**
 * The console's own calls; merchant-status, complaints and withdrawals live with their features and
 * declare `staff` there too (OPERATOR and ADMIN only, declared per route).
 */
export function storeManagementRoutes(
  server: FastifyInstance,
  { console, checks }: { console: StoreManagementService; checks: CredentialChecksService },
) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  // A path under the prefix that no call has is refused like the calls (a customer learns nothing):
  // the router matches this route for it, and its declaration is checked like any other.
  app.route({
    method: ['GET', 'POST'],
    url: `${CONSOLE_PREFIX}*`,
    ...access('staff'),
    handler: async () => {
      throw AppError.notFound();
    },
  });

  app.get(
    '/secure/store-management/summary',
    { ...access('staff'), ...answers(ConsoleCountsSchema) },
    async () => ok({ counts: await console.summary() }),
  );

  app.get(
    '/secure/store-management/applications',
    { ...access('staff'), ...answers(ApplicationsAnswerSchema) },
    async () => ok({ applications: await console.applications() }),
  );

  app.get(
    '/secure/store-management/application',
    { ...access('staff'), ...takes({ query: ApplicationQuerySchema }, answers(ApplicationAnswerSchema)) },
    async (request) => {
      return ok({ application: await console.application(request.query.userId, request.lang) });
    },
  );

  app.post(
    '/secure/store-management/certificates-check',
    {
      ...access('staff'),
      ...takes({ body: CertificatesCheckSchema }, answers(CertificatesCheckAnswerSchema)),
    },
    async (request) => {
      return ok({ certificatesCheck: await checks.checkCertificates(requireUser(request), request.body) });
    },
  );

  app.post(
    '/secure/store-management/food-business-check',
    {
      ...access('staff'),
      ...takes({ body: FoodBusinessCheckSchema }, answers(FoodBusinessCheckAnswerSchema)),
    },
    async (request) => {
      return ok({ foodBusinessCheck: await checks.checkFoodBusiness(requireUser(request), request.body) });
    },
  );

  app.get(
    '/secure/store-management/flagged-chefs',
    { ...access('staff'), ...answers(FlaggedChefsAnswerSchema) },
    async () => ok({ chefs: await console.flaggedChefs() }),
  );

  app.post(
    '/secure/store-management/flagged-chef',
    { ...access('staff'), ...takes({ body: FlaggedDecisionSchema }, answers(FlaggedDecisionAnswerSchema)) },
    async (request) => {
      return ok({ legalInfo: await console.decideFlagged(requireUser(request), request.body) });
    },
  );

  app.get(
    '/secure/store-management/orders',
    // A kept search (StoreManagementService.orders): encoded and compressed once per change.
    { ...access('staff'), ...takes({ query: OrdersQuerySchema }, answersKept(OrdersPageSchema)) },
    async (request) => ok(await console.orders(request.query)),
  );

  app.get(
    '/secure/store-management/order',
    { ...access('staff'), ...takes({ query: OrderQuerySchema }, answers(OrderDetailAnswerSchema)) },
    async (request) => {
      return ok({ order: await console.order(request.query.orderId) });
    },
  );

  app.get(
    '/secure/store-management/payouts',
    { ...access('staff'), ...takes({ query: PayoutsQuerySchema }, answers(PayoutsAnswerSchema)) },
    async (request) => {
      return ok(await console.payouts(request.query.status));
    },
  );

  app.get(
    '/secure/store-management/dishes',
    { ...access('staff'), ...takes({ query: DishesQuerySchema }, answers(DishesPageSchema)) },
    async (request) => ok(await console.dishes(request.query)),
  );

  app.post(
    '/secure/store-management/dish-deactivation',
    { ...access('staff'), ...takes({ body: DishDeactivationSchema }, answers(DishDeactivationAnswerSchema)) },
    async (request) => {
      const { productId, reason } = request.body;
      return ok({ dish: await console.deactivateDish(requireUser(request), productId, reason) });
    },
  );

  app.get(
    '/secure/store-management/decisions',
    { ...access('staff'), ...takes({ query: DecisionsQuerySchema }, answers(DecisionsAnswerSchema)) },
    async (request) => {
      const { subjectType, subjectId } = request.query;
      return ok({ decisions: await console.decisions(subjectType, subjectId) });
    },
  );

  app.get(
    '/secure/store-management/staff',
    { ...access('admin'), ...answers(StaffAnswerSchema) },
    async () => {
      return ok({ staff: await console.staff() });
    },
  );

  app.post(
    '/secure/store-management/user-role',
    { ...access('admin'), ...takes({ body: UserRoleSchema }, answers(UserRoleAnswerSchema)) },
    async (request) => {
      const admin = requireUser(request);
      return ok({ user: await console.changeRole(admin, request.body) });
    },
  );

  // ADMIN only, as roles are (domain/accounts/policies.ts, 'account.disable'): an account found by its
  // e-mail, disabled with a reason (its sessions end, no sign-in finds it) or enabled again.
  app.get(
    '/secure/store-management/account',
    { ...access('admin'), ...takes({ query: AccountQuerySchema }, answers(AccountAnswerSchema)) },
    async (request) => ok({ account: await console.account(request.query.email) }),
  );

  app.post(
    '/secure/store-management/account-disable',
    { ...access('admin'), ...takes({ body: AccountDisableSchema }, answers(AccountAnswerSchema)) },
    async (request) => {
      return ok({ account: await console.disableAccount(requireUser(request), request.body) });
    },
  );

  app.post(
    '/secure/store-management/account-enable',
    { ...access('admin'), ...takes({ body: AccountEnableSchema }, answers(AccountAnswerSchema)) },
    async (request) => {
      return ok({ account: await console.enableAccount(requireUser(request), request.body) });
    },
  );
}
