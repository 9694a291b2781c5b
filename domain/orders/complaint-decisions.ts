/**
 * The operator's complaint decisions, apart from complaints.ts and its zod schemas so
 * the console carries only these few lines.
 */

import type { Cents } from '../money.ts';

/**
 * Why the operator's partial refund cannot be given, as a message code; undefined when it can. The
 * server decides with it, and the console checks the same before sending.
 */
export function partialRefundProblem(
  requestedCents: Cents,
  maxCents: Cents,
): 'complaints.nothingToRefund' | 'complaints.refundTooHigh' | undefined {
  if (maxCents <= 0) return 'complaints.nothingToRefund';
  if (requestedCents > maxCents) return 'complaints.refundTooHigh';
  return undefined;
}

/** The audit action of a resolution: what the console's decision log names in words. */
export const COMPLAINT_DECISION_ACTIONS = {
  full: 'refunded-fully',
  partial: 'refunded-partially',
  none: 'rejected',
} as const satisfies Record<'full' | 'partial' | 'none', string>;
