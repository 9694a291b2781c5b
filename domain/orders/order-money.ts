import { sum, type Cents } from '../money.ts';
import { payoutFor } from './payouts.ts';

/**
 * The figures an order shows once it is placed (DESIGN §5): its full total, the part paid
 * by card, and the cash the chef is still owed at the service.
 */

/** The order's full total: what was paid by card (fees and prepayment) plus what is paid to the chef. */
export function orderFullTotal(fees: { totalAmount: Cents; payToChef: Cents }): Cents {
  return fees.totalAmount + fees.payToChef;
}

export interface CashItem {
  status: string;
  unitPriceCents: Cents;
  volume: number;
  pricedByTime: boolean;
}

/**
 * What the customer still hands the chefs at the service: each dish not cancelled, less the
 * prepayment of it paid by card. Nothing once every dish is cancelled. While nothing of the whole
 * order is cancelled it is the order's `payToChef` as computed at checkout (the prepayment was
 * rounded on the sum); `partial`: the items are one chef's share of the order.
 */
export function cashAtService(order: {
  payInCash: boolean;
  payToChefCents: Cents;
  items: readonly CashItem[];
  partial?: boolean;
}): Cents {
  const live = order.items.filter((item) => item.status !== 'cancelled');
  if (!order.partial && live.length === order.items.length) return order.payToChefCents;
  return sum(live.map((item) => item.unitPriceCents * item.volume - payoutFor(item, order.payInCash)));
}

/**
 * Whether the chef takes cash from the customer at the hand-over, so that the customer's hand-over
 * PIN proves it: a cash order, and a card order that leaves part of the price to pay the chef.
 */
export function handsOverCash(order: { payInCash: boolean; payToChefCents: Cents }): boolean {
  return order.payInCash || order.payToChefCents > 0;
}
