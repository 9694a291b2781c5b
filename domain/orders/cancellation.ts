import type { Cents } from '../money.ts';

/** spec marketplace §1, §9. */
export const CANCELLATION_NOTICE_HOURS = 24;
export const LATE_CANCELLATION_PENALTY_CENTS = 3000;
export const REFUND_WORKING_DAYS = 7;

export interface CancellationInput {
  /** What the customer paid by card for this order (amountToPay when the payment was recorded). */
  paidCents: Cents;
  /** The payment provider's commission, kept on an early cancellation. */
  providerCommissionCents: Cents;
  /** Ingredient costs the chef already had, kept on a late cancellation. */
  ingredientCostsCents: Cents;
  serviceDate: Date;
  now: Date;
  cancelledBy: 'buyer' | 'seller';
}

/** Why a cancellation refunds what it does, as a message code. */
export const REFUND_PLAN_REASONS = [
  'chefCancelled',
  'earlyCancellation',
  'lateCancellation',
  'nothingPaid',
] as const;

export interface RefundPlan {
  refundCents: Cents;
  keptCents: Cents;
  /** Why, as a message code the order page shows before and after the cancellation. */
  reason: (typeof REFUND_PLAN_REASONS)[number];
  isLate: boolean;
}

/**
 * spec marketplace §1: more than 24 hours before the service, a full refund less the payment
 * provider's commission; less than 24 hours, the 30 euro penalty and the ingredient costs are kept.
 * A chef who cancels refunds the customer in full.
 */
export function planRefund(input: CancellationInput): RefundPlan {
  const hoursLeft = (input.serviceDate.getTime() - input.now.getTime()) / 3_600_000;
  const isLate = hoursLeft < CANCELLATION_NOTICE_HOURS;
  if (input.paidCents <= 0) return { refundCents: 0, keptCents: 0, reason: 'nothingPaid', isLate };
  if (input.cancelledBy === 'seller') {
    return { refundCents: input.paidCents, keptCents: 0, reason: 'chefCancelled', isLate };
  }
  const kept = isLate
    ? LATE_CANCELLATION_PENALTY_CENTS + input.ingredientCostsCents
    : input.providerCommissionCents;
  const keptCents = Math.min(input.paidCents, Math.max(0, kept));
  return {
    refundCents: input.paidCents - keptCents,
    keptCents,
    reason: isLate ? 'lateCancellation' : 'earlyCancellation',
    isLate,
  };
}

export interface KeptLine {
  key: 'penalty' | 'ingredients' | 'commission';
  cents: Cents;
}

/**
 * What a refund keeps, line by line, as the order page shows it (spec marketplace §1): late, the
 * 30 euro penalty first and then the ingredient costs, as planRefund adds them; early, the payment
 * provider's commission; a chef's cancellation, or nothing paid, keeps nothing.
 */
export function keptLines(plan: Pick<RefundPlan, 'keptCents' | 'reason'>): KeptLine[] {
  if (plan.keptCents <= 0) return [];
  if (plan.reason === 'lateCancellation') {
    const penalty = Math.min(plan.keptCents, LATE_CANCELLATION_PENALTY_CENTS);
    const lines: KeptLine[] = [{ key: 'penalty', cents: penalty }];
    if (plan.keptCents > penalty) lines.push({ key: 'ingredients', cents: plan.keptCents - penalty });
    return lines;
  }
  if (plan.reason === 'earlyCancellation') return [{ key: 'commission', cents: plan.keptCents }];
  return [];
}
