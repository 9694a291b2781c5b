import type { Cents } from '../money.ts';
import { payoutFor } from './payouts.ts';
import type { ItemStatus } from './order-status.ts';
import type { MoneyState } from './money-state-names.ts';

/**
 * The money of an order, named once for every screen and mail (DESIGN §5). Every order is paid in
 * two parts: by card when it is placed (the portal's fee, and with `prepayHalf` 50% of the dishes
 * priced by the chef's time), and in cash to the chef at the service (the rest of the dishes'
 * price). There is no other way to pay the rest: with either choice the chef collects cash.
 */

export {
  MONEY_STATES,
  PAYMENT_CHOICES,
  paymentChoice,
  type MoneyState,
  type PaymentChoice,
} from './money-state-names.ts';

export interface ItemMoneyFacts {
  status: ItemStatus;
  /** The order's card payment (fee, and prepayment when chosen) is recorded. */
  cardPaid: boolean;
  /** What the customer pays the chef in cash for this dish at the service. */
  cashCents: Cents;
  /** Card money was returned for this dish. */
  refunded: boolean;
}

/** The one money state of a dish; exactly one for every combination of facts. */
export function itemMoneyState(facts: ItemMoneyFacts): MoneyState {
  if (facts.refunded) return 'refunded';
  if (facts.status === 'cancelled') return 'nothingDue';
  if (!facts.cardPaid) return 'awaitingPayment';
  if (facts.cashCents <= 0) return 'paidOnline';
  return facts.status === 'delivered' ? 'collected' : 'toCollectInCash';
}

export interface PricedItem {
  id: number;
  status: string;
  unitPriceCents: Cents;
  volume: number;
  pricedByTime: boolean;
}

/** The cash part of one dish: its price less the prepayment of it paid by card. */
export function itemCashCents(item: Omit<PricedItem, 'id' | 'status'>, payInCash: boolean): Cents {
  return item.unitPriceCents * item.volume - payoutFor(item, payInCash);
}

/** Cancellation refunds, as the refunds' `reason` names them (complaints are per dish). */
const CANCELLATION_REASONS = new Set(['earlyCancellation', 'lateCancellation', 'chefCancelled']);

/**
 * The dishes card money was returned for. Refunds are recorded per order, so a cancellation's refund
 * is put where it belongs: a cancelled dish whose prepayment was paid by card (a chef's decline
 * returns exactly that), or every cancelled dish once the whole order is cancelled (the fees come
 * back too). A complaint's refund names its dish.
 */
export function refundedItemIds(input: {
  /** Every dish of the order, whoever views it. */
  items: readonly PricedItem[];
  payInCash: boolean;
  refunds: readonly { reason: string; amountCents: Cents }[];
  complaints: readonly { itemId: number; refundAmount: Cents | null }[];
}): Set<number> {
  const ids = new Set<number>();
  for (const complaint of input.complaints) {
    if ((complaint.refundAmount ?? 0) > 0) ids.add(complaint.itemId);
  }
  const cancellationRefunded = input.refunds.some(
    (refund) => CANCELLATION_REASONS.has(refund.reason) && refund.amountCents > 0,
  );
  if (!cancellationRefunded) return ids;
  const wholeOrderCancelled = input.items.every((item) => item.status === 'cancelled');
  for (const item of input.items) {
    if (item.status !== 'cancelled') continue;
    if (wholeOrderCancelled || payoutFor(item, input.payInCash) > 0) ids.add(item.id);
  }
  return ids;
}

/** Which state a whole order shows first: what still needs doing, then what was done. */
const ORDER_PRECEDENCE: readonly MoneyState[] = [
  'awaitingPayment',
  'toCollectInCash',
  'collected',
  'paidOnline',
  'refunded',
  'nothingDue',
];

/**
 * The order's money in one word, from its dishes' states: the first of them in the order above
 * (an order with one dish still to collect in cash is "to collect in cash", whatever the others),
 * with the cash still to collect for it. No dishes: nothing due.
 */
export function orderMoneyState(items: readonly { moneyState: MoneyState; cashAtService: Cents }[]): {
  state: MoneyState;
  cashCents: Cents;
} {
  const state = ORDER_PRECEDENCE.find((candidate) => items.some((item) => item.moneyState === candidate));
  if (!state) return { state: 'nothingDue', cashCents: 0 };
  const cashCents = items
    .filter((item) => item.moneyState === state)
    .reduce((total, item) => total + item.cashAtService, 0);
  return { state, cashCents };
}
