/**
 * The names of the payment choices and of the money states (domain/orders/money-state.ts has the
 * rules), apart from them so the screens and schemas that only name them carry no money arithmetic.
 */

/** The customer's choice at checkout, as the order's `payInCash` records it. */
export const PAYMENT_CHOICES = ['allInCash', 'prepayHalf'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export function paymentChoice(payInCash: boolean): PaymentChoice {
  return payInCash ? 'allInCash' : 'prepayHalf';
}

/**
 * One dish's money, one word each:
 * - awaitingPayment: the order's card payment is not made yet, so nothing is due to the chef;
 * - toCollectInCash: paid by card as chosen; the chef still collects the cash part at the service;
 * - collected: delivered, and the cash part handed over (the customer's PIN recorded it);
 * - paidOnline: everything of the dish was paid by card (no cash part);
 * - refunded: card money was returned for it (a cancellation or a complaint);
 * - nothingDue: cancelled with nothing paid for it, so nothing to pay and nothing to refund.
 */
export const MONEY_STATES = [
  'awaitingPayment',
  'toCollectInCash',
  'collected',
  'paidOnline',
  'refunded',
  'nothingDue',
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];
