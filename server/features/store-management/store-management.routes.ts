import type { FastifyInstance } from 'fastify';
import { isStaff } from '#domain/accounts/roles.ts';
import {
  ApplicationQuerySchema,
  DecisionsQuerySchema,
  DishDeactivationSchema,
  DishesQuerySchema,
  FlaggedDecisionSchema,
  OrderQuerySchema,
  OrdersQuerySchema,
  PayoutsQuerySchema,
  UserRoleSchema,
} from '#domain/store-management/console.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import type { StoreManagementService } from './store-management.service.ts';

export const CONSOLE_PREFIX = '/secure/store-management/';

/**
 * Issue 7 §1: OPERATOR and ADMIN only, for every path under the console's prefix, whichever feature
 * registers the route (complaints, withdrawals too) and even for paths that do not exist, so a
 * customer learns nothing. Registered once, right after the session hook (401 comes first).
 */
export function registerStoreManagementGuard(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    if (!request.url.startsWith(CONSOLE_PREFIX)) return;
    if (!isStaff(requireUser(request).role)) throw AppError.forbidden();
  });
}

/** The console's own calls; merchant-status lives with the chefs feature. */
export function storeManagementRoutes(
  app: FastifyInstance,
  { console }: { console: StoreManagementService },
) {
  app.get('/secure/store-management/summary', async () => ok({ counts: await console.summary() }));

  app.get('/secure/store-management/applications', async () =>
    ok({ applications: await console.applications() }),
  );

  app.get('/secure/store-management/application', async (request) => {
    const { userId } = parse(ApplicationQuerySchema, request.query);
    return ok({ application: await console.application(userId, request.lang) });
  });

  app.get('/secure/store-management/flagged-chefs', async () => ok({ chefs: await console.flaggedChefs() }));

  app.post('/secure/store-management/flagged-chef', async (request) => {
    const decision = parse(FlaggedDecisionSchema, request.body);
    return ok({ legalInfo: await console.decideFlagged(requireUser(request), decision) });
  });

  app.get('/secure/store-management/orders', async (request) =>
    ok(await console.orders(parse(OrdersQuerySchema, request.query))),
  );

  app.get('/secure/store-management/order', async (request) => {
    const { orderId } = parse(OrderQuerySchema, request.query);
    return ok({ order: await console.order(orderId) });
  });

  app.get('/secure/store-management/payouts', async (request) => {
    const { status } = parse(PayoutsQuerySchema, request.query);
    return ok(await console.payouts(status));
  });

  app.get('/secure/store-management/dishes', async (request) =>
    ok(await console.dishes(parse(DishesQuerySchema, request.query))),
  );

  app.post('/secure/store-management/dish-deactivation', async (request) => {
    const { productId, reason } = parse(DishDeactivationSchema, request.body);
    return ok({ dish: await console.deactivateDish(requireUser(request), productId, reason) });
  });

  app.get('/secure/store-management/decisions', async (request) => {
    const { subjectType, subjectId } = parse(DecisionsQuerySchema, request.query);
    return ok({ decisions: await console.decisions(subjectType, subjectId) });
  });

  app.get('/secure/store-management/staff', async (request) => {
    requireRole(request, ['ADMIN']);
    return ok({ staff: await console.staff() });
  });

  app.post('/secure/store-management/user-role', async (request) => {
    const admin = requireRole(request, ['ADMIN']);
    const input = parse(UserRoleSchema, request.body);
    return ok({ user: await console.changeRole(admin, input) });
  });
}
