import type { Payout } from '#domain/orders/order-life.response.ts';

export type PayoutLine =
  | { key: 'paid'; at: number; amount: number }
  | { key: 'upcoming'; at: number; amount: number }
  | { key: 'held'; amount: number }
  | { key: 'other'; amount: number };

/**
 * How one payout reads: paid on its date (less what a complaint refund took), upcoming on
 * its due date (1 day after drop-off), or held by an open complaint with no date until it is resolved.
 */
export function payoutLine(payout: Payout): PayoutLine {
  if (payout.status === 'paid') {
    return {
      key: 'paid',
      at: payout.paidTimestamp ?? payout.dueTimestamp,
      amount: payout.amount - (payout.deducted ?? 0),
    };
  }
  if (payout.status === 'scheduled')
    return { key: 'upcoming', at: payout.dueTimestamp, amount: payout.amount };
  if (payout.status === 'held') return { key: 'held', amount: payout.amount };
  return { key: 'other', amount: payout.amount };
}

/** Held first (they need attention), then upcoming soonest first, then paid newest first. */
export function sortPayouts(payouts: readonly Payout[]): Payout[] {
  const rank = (payout: Payout) =>
    payout.status === 'held' ? 0 : payout.status === 'scheduled' ? 1 : payout.status === 'paid' ? 2 : 3;
  return [...payouts].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (a.status === 'scheduled') return a.dueTimestamp - b.dueTimestamp;
    return (b.paidTimestamp ?? b.dueTimestamp) - (a.paidTimestamp ?? a.dueTimestamp);
  });
}
