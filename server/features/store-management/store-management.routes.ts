import type { FastifyInstance } from 'fastify';
import {
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
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CredentialChecksService } from './credential-checks.service.ts';
import type { StoreManagementService } from './store-management.service.ts';
import { access } from '../../plugins/access.ts';
import { answers, answersKept } from '../../plugins/response-schemas.ts';

export const CONSOLE_PREFIX = '/secure/store-management/';

/**
 * The console's own calls; merchant-status, complaints and withdrawals live with their features and
 * declare `staff` there too (OPERATOR and ADMIN only, declared per route).
 */
export function storeManagementRoutes(
  app: FastifyInstance,
  { console, checks }: { console: StoreManagementService; checks: CredentialChecksService },
) {
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
    { ...access('staff'), ...answers(ApplicationAnswerSchema) },
    async (request) => {
      const { userId } = parse(ApplicationQuerySchema, request.query);
      return ok({ application: await console.application(userId, request.lang) });
    },
  );

  app.post(
    '/secure/store-management/certificates-check',
    { ...access('staff'), ...answers(CertificatesCheckAnswerSchema) },
    async (request) => {
      const input = parse(CertificatesCheckSchema, request.body);
      return ok({ certificatesCheck: await checks.checkCertificates(requireUser(request), input) });
    },
  );

  app.post(
    '/secure/store-management/food-business-check',
    { ...access('staff'), ...answers(FoodBusinessCheckAnswerSchema) },
    async (request) => {
      const input = parse(FoodBusinessCheckSchema, request.body);
      return ok({ foodBusinessCheck: await checks.checkFoodBusiness(requireUser(request), input) });
    },
  );

  app.get(
    '/secure/store-management/flagged-chefs',
    { ...access('staff'), ...answers(FlaggedChefsAnswerSchema) },
    async () => ok({ chefs: await console.flaggedChefs() }),
  );

  app.post(
    '/secure/store-management/flagged-chef',
    { ...access('staff'), ...answers(FlaggedDecisionAnswerSchema) },
    async (request) => {
      const decision = parse(FlaggedDecisionSchema, request.body);
      return ok({ legalInfo: await console.decideFlagged(requireUser(request), decision) });
    },
  );

  app.get(
    '/secure/store-management/orders',
    // A kept search (StoreManagementService.orders): encoded and compressed once per change.
    { ...access('staff'), ...answersKept(OrdersPageSchema) },
    async (request) => ok(await console.orders(parse(OrdersQuerySchema, request.query))),
  );

  app.get(
    '/secure/store-management/order',
    { ...access('staff'), ...answers(OrderDetailAnswerSchema) },
    async (request) => {
      const { orderId } = parse(OrderQuerySchema, request.query);
      return ok({ order: await console.order(orderId) });
    },
  );

  app.get(
    '/secure/store-management/payouts',
    { ...access('staff'), ...answers(PayoutsAnswerSchema) },
    async (request) => {
      const { status } = parse(PayoutsQuerySchema, request.query);
      return ok(await console.payouts(status));
    },
  );

  app.get(
    '/secure/store-management/dishes',
    { ...access('staff'), ...answers(DishesPageSchema) },
    async (request) => ok(await console.dishes(parse(DishesQuerySchema, request.query))),
  );

  app.post(
    '/secure/store-management/dish-deactivation',
    { ...access('staff'), ...answers(DishDeactivationAnswerSchema) },
    async (request) => {
      const { productId, reason } = parse(DishDeactivationSchema, request.body);
      return ok({ dish: await console.deactivateDish(requireUser(request), productId, reason) });
    },
  );

  app.get(
    '/secure/store-management/decisions',
    { ...access('staff'), ...answers(DecisionsAnswerSchema) },
    async (request) => {
      const { subjectType, subjectId } = parse(DecisionsQuerySchema, request.query);
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
    { ...access('admin'), ...answers(UserRoleAnswerSchema) },
    async (request) => {
      const admin = requireUser(request);
      const input = parse(UserRoleSchema, request.body);
      return ok({ user: await console.changeRole(admin, input) });
    },
  );
}
