import { percentOf } from '../money.ts';
import { PREPAYMENT_PERCENT } from './fees.ts';

/** spec accounts §9: payments to chefs are processed 1 day after drop-off. */
export const PAYOUT_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the portal pays a chef for one delivered item: the prepayment it collected for them by card
 * (50% of a time-priced line). The rest the customer pays the chef at the service.
 */
export function payoutFor(
  item: { unitPriceCents: number; volume: number; pricedByTime: boolean },
  payInCash: boolean,
): number {
  if (payInCash || !item.pricedByTime) return 0;
  return percentOf(item.unitPriceCents * item.volume, PREPAYMENT_PERCENT);
}

export function payoutDueAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + PAYOUT_DELAY_MS);
}
