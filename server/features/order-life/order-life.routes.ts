import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
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
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import {
  CancellationPreviewSchema,
  HandoverCodeAnswerSchema,
  PayoutsSummarySchema,
  RatedAnswerSchema,
  ReviewReplyAnswerSchema,
  StatusChangeAnswerSchema,
} from '#domain/orders/order-life.response.ts';

export function orderLifeRoutes(
  server: FastifyInstance,
  {
    orderLife,
    reviews,
    payouts,
  }: { orderLife: OrderLifeService; reviews: ReviewsService; payouts: PayoutsService },
) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get('/secure/payouts', { ...access('signedIn'), ...answers(PayoutsSummarySchema) }, async (request) =>
    ok(await payouts.forChef(requireUser(request).id)),
  );

  app.post(
    '/secure/rate-order',
    { ...access('signedIn'), ...takes({ body: RateOrderRequestSchema }, answers(RatedAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok(await reviews.rate(user.id, request.body));
    },
  );

  app.post(
    '/secure/review-reply',
    { ...access('signedIn'), ...takes({ body: ReviewReplyRequestSchema }, answers(ReviewReplyAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { reviewId, reply } = request.body;
      return ok(await reviews.reply(user.id, reviewId, reply));
    },
  );

  app.post(
    '/secure/order-status',
    {
      ...access('signedIn'),
      ...takes({ body: OrderStatusRequestSchema }, answers(StatusChangeAnswerSchema)),
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await orderLife.change(user, request.body));
    },
  );

  // The customer's new hand-over PIN, which unlocks a hand-over locked by wrong PINs.
  app.post(
    '/secure/order-handover-code',
    { ...access('signedIn'), ...takes({ body: OrderIdSchema }, answers(HandoverCodeAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok(await orderLife.renewHandoverCode(user, request.body.orderId));
    },
  );

  app.get(
    '/secure/order-cancellation',
    { ...access('signedIn'), ...takes({ query: OrderIdSchema }, answers(CancellationPreviewSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok({ refund: await orderLife.previewCancellation(user, request.query.orderId) });
    },
  );
}
