import { MARKETPLACE_TIME_ZONE } from '../constants.ts';
import { vilniusDate } from '../availability/vilnius-day.ts';
import { sum, type Cents } from '../money.ts';
import { payoutFor } from './payouts.ts';

/**
 * The one figure every refund draws on (a buyer's or a chef's cancellation, a complaint the
 * operator resolves), and the day rule of delivery. No I/O: the callers read the rows under the
 * order's lock and ask here.
 */

/** The statuses in which a payment holds the customer's money: authorised (a hold) or captured. */
export const HOLDING_PAYMENT_STATUSES = ['authorized', 'captured'] as const;

export interface PaymentFigures {
  status: string;
  /** What was authorised; a chef's confirmation captures all of it. */
  amountCents: Cents;
}

export interface SettlementItem {
  id: number;
  status: string;
  unitPriceCents: Cents;
  volume: number;
  pricedByTime: boolean;
}

/**
 * What the card payment must keep for the chefs: each item not cancelled, other than those being
 * refunded (`except`), keeps its payout (less what a complaint took back from it) or, before
 * delivery, the prepayment share its payout will be. A refund never takes a chef's share of another
 * item, so payouts and refunds together never exceed what was paid.
 */
export function reservedForChefs(input: {
  items: readonly SettlementItem[];
  payInCash: boolean;
  payouts: readonly { orderItemId: number; amountCents: Cents; status: string }[];
  deductions: readonly { orderItemId: number; amountCents: Cents }[];
  except: readonly number[];
}): Cents {
  return sum(
    input.items
      .filter((item) => item.status !== 'cancelled' && !input.except.includes(item.id))
      .map((item) => {
        const payout = input.payouts.find((candidate) => candidate.orderItemId === item.id);
        if (!payout) return payoutFor(item, input.payInCash);
        if (payout.status === 'cancelled') return 0;
        const deducted = sum(
          input.deductions
            .filter((deduction) => deduction.orderItemId === item.id)
            .map((deduction) => deduction.amountCents),
        );
        return Math.max(0, payout.amountCents - deducted);
      }),
  );
}

/**
 * What can still be refunded of an order's card payment: what it holds (captured, or authorised and
 * not yet captured, whose refund releases the hold) less every refund already recorded, whatever its
 * sending state, and less what is kept for the chefs of the other items (`reservedForChefs`).
 * Nothing for an order without a holding payment.
 */
export function remainingRefundable(
  payment: PaymentFigures | undefined,
  refunds: readonly { amountCents: Cents }[],
  reservedCents: Cents = 0,
): Cents {
  if (!payment || !(HOLDING_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) return 0;
  return Math.max(0, payment.amountCents - sum(refunds.map((refund) => refund.amountCents)) - reservedCents);
}

/** A refund a rule asks for, never more than what is left to refund. */
export function capRefund(requestedCents: Cents, remainingCents: Cents): Cents {
  return Math.max(0, Math.min(requestedCents, remainingCents));
}

/** The marketplace's time zone: service days are Vilnius calendar days. */
export { MARKETPLACE_TIME_ZONE };

/** The calendar day of `moment` in Vilnius, as YYYY-MM-DD. */
export function marketplaceDay(moment: Date): string {
  return vilniusDate(moment.getTime());
}

/**
 * A card order's item is delivered on its service day or later (Vilnius days),
 * since delivery starts the payout clock and ends the customer's right to cancel. Answers the
 * service day when `now` is before it, else undefined. Cash orders prove the hand-over with the
 * customer's code instead.
 */
export function deliveryTooEarly(serviceDate: Date, now: Date): string | undefined {
  const serviceDay = marketplaceDay(serviceDate);
  return marketplaceDay(now) < serviceDay ? serviceDay : undefined;
}
