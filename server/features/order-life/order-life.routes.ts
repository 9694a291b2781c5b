import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  OrderIdSchema,
  OrderStatusRequestSchema,
  RateOrderRequestSchema,
  ReviewReplyRequestSchema,
} from '#domain/orders/order.request.ts';
import type { OrderLifeService } from './order-life.service.ts';
import type { PayoutsService } from './payouts.service.ts';
import type { ReviewsService } from './reviews.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import {
  CancellationPreviewSchema,
  HandoverCodeAnswerSchema,
  PayoutsSummarySchema,
  RatedAnswerSchema,
  ReviewReplyAnswerSchema,
  StatusChangeAnswerSchema,
} from '#domain/orders/order-life.response.ts';

export function orderLifeRoutes(
  app: FastifyInstance,
  {
    orderLife,
    reviews,
    payouts,
  }: { orderLife: OrderLifeService; reviews: ReviewsService; payouts: PayoutsService },
) {
  app.get('/secure/payouts', { ...access('signedIn'), ...answers(PayoutsSummarySchema) }, async (request) =>
    ok(await payouts.forChef(requireUser(request).id)),
  );

  app.post(
    '/secure/rate-order',
    { ...access('signedIn'), ...answers(RatedAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      return ok(await reviews.rate(user.id, parse(RateOrderRequestSchema, request.body)));
    },
  );

  app.post(
    '/secure/review-reply',
    { ...access('signedIn'), ...answers(ReviewReplyAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const { reviewId, reply } = parse(ReviewReplyRequestSchema, request.body);
      return ok(await reviews.reply(user.id, reviewId, reply));
    },
  );

  app.post(
    '/secure/order-status',
    { ...access('signedIn'), ...answers(StatusChangeAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      return ok(await orderLife.change(user, parse(OrderStatusRequestSchema, request.body)));
    },
  );

  // The customer's new hand-over PIN, which unlocks a hand-over locked by wrong PINs.
  app.post(
    '/secure/order-handover-code',
    { ...access('signedIn'), ...answers(HandoverCodeAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const { orderId } = parse(OrderIdSchema, request.body);
      return ok(await orderLife.renewHandoverCode(user, orderId));
    },
  );

  app.get(
    '/secure/order-cancellation',
    { ...access('signedIn'), ...answers(CancellationPreviewSchema) },
    async (request) => {
      const user = requireUser(request);
      const { orderId } = parse(OrderIdSchema, request.query);
      return ok({ refund: await orderLife.previewCancellation(user, orderId) });
    },
  );
}
