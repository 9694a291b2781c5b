import { z } from 'zod';
import { REFUND_PLAN_REASONS } from './cancellation.ts';

/** What a cancellation refunds and keeps, and why (domain/orders/cancellation.ts `RefundPlan`), in cents. */
export const RefundPlanSchema = z.object({
  refundCents: z.number(),
  keptCents: z.number(),
  reason: z.enum(REFUND_PLAN_REASONS),
  isLate: z.boolean(),
});

/** GET /secure/order-cancellation: what cancelling now would refund. */
export const CancellationPreviewSchema = z.object({ refund: RefundPlanSchema });
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

/** POST /secure/order-status: the change made, and the refund a cancellation recorded (else null). */
export const StatusChangeAnswerSchema = z.object({
  orderId: z.number(),
  status: z.enum(['confirmed', 'delivered', 'cancelled']),
  refund: RefundPlanSchema.nullable(),
});
export type StatusChangeAnswer = z.infer<typeof StatusChangeAnswerSchema>;

/** POST /secure/order-handover-code: the order's new hand-over PIN. */
export const HandoverCodeAnswerSchema = z.object({ orderId: z.number(), handoverCode: z.string() });
export type HandoverCodeAnswer = z.infer<typeof HandoverCodeAnswerSchema>;

/** POST /secure/rate-order: the items rated, and the chefs the rating rule disabled (spec §5). */
export const RatedAnswerSchema = z.object({ rated: z.array(z.number()), disabledChefs: z.array(z.string()) });
export type RatedAnswer = z.infer<typeof RatedAnswerSchema>;

/** POST /secure/review-reply. */
export const ReviewReplyAnswerSchema = z.object({ reviewId: z.string() });

/** A payout's states: scheduled, held while a complaint is open, paid, or cancelled by a full refund. */
export const PAYOUT_STATES = ['scheduled', 'held', 'paid', 'cancelled'] as const;

/** One payout of a chef (money in cents, times in ms). */
export const PayoutSchema = z.object({
  id: z.string(),
  orderItemId: z.number(),
  orderId: z.number(),
  sID: z.string(),
  /** The dish's title as ordered. */
  title: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATES),
  dueTimestamp: z.number(),
  paidTimestamp: z.number().nullable(),
  /** Withheld from this payment to settle complaint refunds (cents). */
  deducted: z.number(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** GET /secure/payouts: the signed-in chef's totals by state and their latest payouts. */
export const PayoutsSummarySchema = z.object({
  upcomingCents: z.number(),
  paidCents: z.number(),
  heldCents: z.number(),
  payouts: z.array(PayoutSchema),
});
export type PayoutsSummary = z.infer<typeof PayoutsSummarySchema>;
