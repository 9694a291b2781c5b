/**
 * How many services one buyer may keep from everybody else without paying. An unpaid order holds
 * its chefs' services (HOLD_MINUTES), and a guest needs no account to place one, so without a bound a
 * script kept a chef who takes one or two services a day unbookable for free. Each unpaid order is
 * counted against whoever placed it, by three takers: the guest browser (its signed cookie), the
 * account, and the network address. A hold renewed by a payment start is renewed once at most, so
 * an order keeps its services HOLD_MINUTES × (1 + MAX_HOLD_RENEWALS) at most.
 */

/** Who placed an order, as its unpaid holds are counted. */
export type HoldTaker = 'guestBrowser' | 'account' | 'address';

export type HoldLimits = Readonly<Record<HoldTaker, number>>;

/**
 * Unpaid orders one taker may have placed within HOLD_QUOTA_HOURS. A paid order no longer counts (it
 * is a booking, not a hold); an order replaced by a changed checkout, cancelled or lapsed still does,
 * or replacing an order again and again would hold a service for ever. Three covers a customer who
 * goes back and changes the checkout twice; a household or office behind one address that leaves
 * three orders unpaid in a day waits or pays one of them.
 */
export const UNPAID_HOLD_LIMITS: HoldLimits = { guestBrowser: 3, account: 3, address: 3 };

/** The window unpaid orders are counted in. */
export const HOLD_QUOTA_HOURS = 24;

/** How often starting a payment may renew an order's hold. */
export const MAX_HOLD_RENEWALS = 1;

/** The instant from which unpaid orders count against their taker, at `nowMs`. */
export function holdQuotaSince(nowMs: number): Date {
  return new Date(nowMs - HOLD_QUOTA_HOURS * 3_600_000);
}

/**
 * The first taker that has as many unpaid orders as its limit already (a new order is refused), or
 * undefined. `counts` names only the takers the order has (a guest has no account; a signed-in
 * buyer is counted by account, not by browser).
 */
export function holdLimitReached(
  counts: Partial<Record<HoldTaker, number>>,
  limits: HoldLimits = UNPAID_HOLD_LIMITS,
): HoldTaker | undefined {
  const order: HoldTaker[] = ['account', 'guestBrowser', 'address'];
  return order.find((taker) => counts[taker] !== undefined && counts[taker] >= limits[taker]);
}

/** Whether a hold renewed `renewals` times may be renewed again. */
export function mayRenewHold(renewals: number): boolean {
  return renewals < MAX_HOLD_RENEWALS;
}
