import { sum, type Cents } from '../money.ts';

/**
 * What becomes of an order's card hold (DESIGN §4): captured when a chef confirms, released when no
 * chef confirmed within 72 hours of the authorisation or before the service, and settled once no
 * item is left. No I/O: the payments' job and the order's changes read the rows and ask here.
 */

/** DESIGN §4: a hold no chef confirmed within this long is released and the order cancelled. */
export const UNCONFIRMED_HOLD_HOURS = 72;

/** When an unconfirmed hold is released: 72 hours after its authorisation, or at the service. */
export function holdReleaseAt(authorizedAt: Date, serviceDate: Date): Date {
  const limit = authorizedAt.getTime() + UNCONFIRMED_HOLD_HOURS * 3_600_000;
  return new Date(Math.min(limit, serviceDate.getTime()));
}

export type HoldOutcome =
  /** Take `cents` of the hold (the rest goes back to the card): a chef confirmed, or what is kept of a cancelled order. */
  | { action: 'capture'; cents: Cents }
  /** Give all of it back: every item was cancelled with a full refund. */
  | { action: 'release' }
  /** Nobody confirmed in time: cancel the open items, give everything back. */
  | { action: 'expire' }
  | { action: 'wait' };

/**
 * What to do with a hold of `amountCents` from which `refunds` were already given back (each
 * refund recorded before the capture is money never taken: the capture takes less).
 */
export function holdOutcome(input: {
  amountCents: Cents;
  refunds: readonly { amountCents: Cents }[];
  itemStatuses: readonly string[];
  authorizedAt: Date;
  serviceDate: Date;
  now: Date;
}): HoldOutcome {
  const left = input.amountCents - sum(input.refunds.map((refund) => refund.amountCents));
  const confirmed = input.itemStatuses.some((status) => status === 'confirmed' || status === 'delivered');
  const live = input.itemStatuses.some((status) => status !== 'cancelled');
  if (confirmed || !live) return left > 0 ? { action: 'capture', cents: left } : { action: 'release' };
  if (input.now >= holdReleaseAt(input.authorizedAt, input.serviceDate)) return { action: 'expire' };
  return { action: 'wait' };
}
