import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INVALID } from '#domain/validation.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { REVIEW_COMMENT_MAX } from '#domain/orders/ratings.ts';
import { optionalText } from '#domain/validation.ts';
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

const id = (code: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number({ error: code }).int(INVALID).positive(INVALID).max(2_147_483_647, INVALID),
  );
const StatusSchema = z.object({
  orderId: id('orders.orderIdRequired'),
  itemId: id(INVALID).optional(),
  status: z.enum(['confirmed', 'delivered', 'cancelled'], { error: INVALID }),
  handoverCode: z.string().trim().max(12).optional(),
});

/** DESIGN §4: POST /secure/order-status, and the cancellation preview the order page shows first. */
const RateSchema = z.object({
  orderId: id('orders.orderIdRequired'),
  itemId: id(INVALID).optional(),
  rating: z.coerce
    .number({ error: INVALID })
    .int(INVALID)
    .min(1, 'forms.validation.min')
    .max(5, 'forms.validation.max'),
  comment: optionalText(REVIEW_COMMENT_MAX),
});
const ReplySchema = z.object({
  reviewId: z.uuid(INVALID),
  reply: optionalText(REVIEW_COMMENT_MAX).pipe(z.string('forms.validation.required')),
});

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
      return ok(await reviews.rate(user.id, parse(RateSchema, request.body)));
    },
  );

  app.post(
    '/secure/review-reply',
    { ...access('signedIn'), ...answers(ReviewReplyAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const { reviewId, reply } = parse(ReplySchema, request.body);
      return ok(await reviews.reply(user.id, reviewId, reply));
    },
  );

  app.post(
    '/secure/order-status',
    { ...access('signedIn'), ...answers(StatusChangeAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      return ok(await orderLife.change(user, parse(StatusSchema, request.body)));
    },
  );

  // The customer's new hand-over PIN, which unlocks a hand-over locked by wrong PINs.
  app.post(
    '/secure/order-handover-code',
    { ...access('signedIn'), ...answers(HandoverCodeAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const { orderId } = parse(z.object({ orderId: id('orders.orderIdRequired') }), request.body);
      return ok(await orderLife.renewHandoverCode(user, orderId));
    },
  );

  app.get(
    '/secure/order-cancellation',
    { ...access('signedIn'), ...answers(CancellationPreviewSchema) },
    async (request) => {
      const user = requireUser(request);
      const { orderId } = parse(z.object({ orderId: id('orders.orderIdRequired') }), request.query);
      return ok({ refund: await orderLife.previewCancellation(user, orderId) });
    },
  );
}
