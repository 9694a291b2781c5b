import { z } from 'zod';
import type { Cents } from '../money.ts';
import { capRefund } from './settlement.ts';
import { complaintUntil, complaintWindowProblem } from './complaint-window.ts';
import { INVALID, recordId, requiredText } from '../validation.ts';

import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_REASON_MAX,
  COMPLAINT_RESPONSE_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  type ComplaintOutcome,
} from './complaint-limits.ts';

// The limits live apart from zod (complaint-limits.ts), so an order's page need not load it.
export * from './complaint-limits.ts';
export { complaintAnswerBy, complaintUntil, complaintWindowProblem } from './complaint-window.ts';

const positiveId = (code: string) => recordId(code);

/** A JSON text array of file ids, as form bodies carry lists (absent or empty: no photos). */
const photoIds = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(z.uuid(INVALID), { error: INVALID })
    .max(COMPLAINT_PHOTOS_MAX, 'complaints.tooManyPhotos')
    .refine((ids) => new Set(ids).size === ids.length, INVALID),
);

/** POST /secure/complaint. */
export const ComplaintSchema = z.object({
  orderId: positiveId('orders.orderIdRequired'),
  itemId: positiveId('forms.validation.required'),
  text: requiredText(COMPLAINT_TEXT_MAX).pipe(
    z.string().min(COMPLAINT_TEXT_MIN, 'forms.validation.minLength'),
  ),
  photoIds,
});
export type ComplaintInput = z.infer<typeof ComplaintSchema>;

/** POST /secure/complaint-response. */
export const ComplaintResponseSchema = z.object({
  complaintId: z.uuid(INVALID),
  text: requiredText(COMPLAINT_RESPONSE_MAX),
});

/** POST /secure/store-management/complaint-resolution; the refund's upper bound is checked by the server. */
export const ComplaintResolutionSchema = z
  .object({
    complaintId: z.uuid(INVALID),
    outcome: z.enum(COMPLAINT_OUTCOMES, { error: INVALID }),
    refundAmount: z.preprocess(
      (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
      z.number({ error: INVALID }).int(INVALID).min(1, 'forms.validation.min').optional(),
    ),
    reason: requiredText(COMPLAINT_REASON_MAX),
  })
  .refine((input) => input.outcome !== 'partial' || input.refundAmount !== undefined, {
    message: 'forms.validation.required',
    path: ['refundAmount'],
  });
export type ComplaintResolution = z.infer<typeof ComplaintResolutionSchema>;

export const ComplaintListSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: INVALID }).default('open'),
});

/** Why the buyer may not complain about the item now, as a message code; undefined when they may. */
export function complaintProblem(input: {
  itemStatus: string;
  deliveredAt: number | null;
  now: number;
  alreadyComplained: boolean;
}): string | undefined {
  return complaintWindowProblem({ ...input, complaintUntil: complaintUntil(input.deliveredAt) });
}

/**
 * The most a complaint can refund for one item: only what was paid by card can go back to
 * the card, so the item's price is capped by what is left of the card payment for it
 * (`refundableCents`: the payment less earlier refunds and the other chefs' shares, settlement.ts).
 * Cash handed to the chef is not refunded through the portal.
 */
export function refundableMax(input: { itemTotalCents: Cents; refundableCents: Cents }): Cents {
  return capRefund(input.itemTotalCents, input.refundableCents);
}

export { COMPLAINT_DECISION_ACTIONS, partialRefundProblem } from './complaint-decisions.ts';

/** The refund an outcome gives: all that is refundable, the operator's amount, or nothing. */
export function refundFor(
  outcome: ComplaintOutcome,
  requestedCents: Cents | undefined,
  maxCents: Cents,
): Cents {
  if (outcome === 'full') return maxCents;
  if (outcome === 'partial') return requestedCents ?? 0;
  return 0;
}

export interface PayoutAdjustment {
  /** What the chef is still paid for the item. */
  amountCents: Cents;
  status: 'scheduled' | 'cancelled';
  /** The part of the refund the chef bears, when the payout was already paid (withheld later). */
  chefShareCents: Cents;
}

/**
 * What a resolution does to the item's payout: rejected, it is released as it was; refunded in full,
 * the chef is paid nothing; in part, the chef's payout shrinks by the refund (never below zero).
 */
export function adjustPayout(
  outcome: ComplaintOutcome,
  refundCents: Cents,
  payoutCents: Cents,
): PayoutAdjustment {
  const chefShareCents =
    outcome === 'full' ? payoutCents : outcome === 'partial' ? Math.min(refundCents, payoutCents) : 0;
  const amountCents = payoutCents - chefShareCents;
  return {
    amountCents,
    status: outcome === 'none' || amountCents > 0 ? 'scheduled' : 'cancelled',
    chefShareCents,
  };
}
