import { expect, test } from 'vitest';
import { computeFees } from './fees.ts';
import { cashAtService, handsOverCash, orderFullTotal } from './order-money.ts';

// DESIGN §5's example: one dish of 90 minutes at 20 EUR/h, quantity 2.
const line = { unitPriceCents: 3000, productVolume: 2, pricedByTime: true };
const online = computeFees([line], { payInCash: false });
const cash = computeFees([line], { payInCash: true });
const item = (status: string, unitPriceCents = 3000, volume = 2, pricedByTime = true) => ({
  status,
  unitPriceCents,
  volume,
  pricedByTime,
});

test('the full total is the card part plus what is paid to the chef', () => {
  expect(orderFullTotal(online)).toBe(4336 + 3000);
  expect(orderFullTotal(cash)).toBe(1246 + 6000);
});

test('the cash owed at the service: the rest of the price of the dishes not cancelled', () => {
  expect(
    cashAtService({ payInCash: false, payToChefCents: online.payToChef, items: [item('confirmed')] }),
  ).toBe(3000);
  expect(cashAtService({ payInCash: true, payToChefCents: cash.payToChef, items: [item('placed')] })).toBe(
    6000,
  );
  expect(cashAtService({ payInCash: true, payToChefCents: 6000, items: [item('cancelled')] })).toBe(0);
  expect(cashAtService({ payInCash: false, payToChefCents: 3000, items: [item('cancelled')] })).toBe(0);
  // Two dishes, one cancelled: the other's price less its prepayment (50% if priced by time).
  expect(
    cashAtService({
      payInCash: false,
      payToChefCents: 3000 + 1500,
      items: [item('cancelled'), item('delivered', 1500, 1, false)],
    }),
  ).toBe(1500);
  expect(
    cashAtService({
      payInCash: false,
      payToChefCents: 4000,
      items: [item('confirmed', 2000, 1), item('cancelled', 6000, 1)],
    }),
  ).toBe(1000);
});

test('the hand-over PIN: cash orders and card orders with a cash remainder', () => {
  expect(handsOverCash({ payInCash: true, payToChefCents: 6000 })).toBe(true);
  expect(handsOverCash({ payInCash: false, payToChefCents: 3000 })).toBe(true);
  expect(handsOverCash({ payInCash: false, payToChefCents: 0 })).toBe(false);
});

test('a chef sees the cash owed for their own dishes only', () => {
  expect(
    cashAtService({
      payInCash: false,
      payToChefCents: 9999,
      items: [item('confirmed', 2000, 1)],
      partial: true,
    }),
  ).toBe(1000);
});
