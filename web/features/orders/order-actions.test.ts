import { describe, expect, test } from 'vitest';
import { makeItem, makeOrder } from './order-fixtures.ts';
import type { ItemStatus } from './types.ts';
import { canBuyerCancel, canComplain, canRate, sellerActions } from './order-actions.ts';
import { aComplaint, aPayment } from '../../test/factories/orders.ts';

const paid = {
  payments: [aPayment({ amount: 1246, status: 'captured' })],
};

describe('the chef sees only the moves the transition table allows', () => {
  test.each([
    ['placed', paid, ['confirm', 'decline']],
    ['placed', { payments: null }, ['decline']],
    ['confirmed', paid, ['decline', 'deliver']],
    ['delivered', paid, []],
    ['cancelled', paid, []],
    // The contract allows only the four statuses; a value outside it still offers nothing.
    ['something-new', paid, []],
  ] as const)('%s (paid: %o) → %o', (status, order, actions) => {
    expect(sellerActions({ status: status as ItemStatus }, order)).toEqual(actions);
  });
});

test('the customer can cancel while an item is placed or confirmed, not once all are delivered or cancelled', () => {
  expect(canBuyerCancel(makeOrder({ orderItems: [makeItem({ status: 'placed' })] }))).toBe(true);
  expect(
    canBuyerCancel(
      makeOrder({
        orderItems: [makeItem({ status: 'delivered' }), makeItem({ id: 2, status: 'confirmed' })],
      }),
    ),
  ).toBe(true);
  expect(
    canBuyerCancel(
      makeOrder({
        orderItems: [makeItem({ status: 'delivered' }), makeItem({ id: 2, status: 'cancelled' })],
      }),
    ),
  ).toBe(false);
});

test('a delivered item is rated once', () => {
  expect(canRate({ status: 'delivered' }, false)).toBe(true);
  expect(canRate({ status: 'delivered' }, true)).toBe(false);
  expect(canRate({ status: 'confirmed' }, false)).toBe(false);
});

describe('complaints: delivered, none yet, inside the window', () => {
  const now = Date.UTC(2026, 4, 11, 12);
  const item = makeItem({ status: 'delivered', complaint: null, complaintUntil: now + 1000 });
  test('inside the item window', () => expect(canComplain(item, now)).toBe(true));
  // The server's rule (domain/orders/complaint-window.ts): the deadline's last millisecond is in time.
  test('1 ms before the deadline', () =>
    expect(canComplain({ ...item, complaintUntil: now + 1 }, now)).toBe(true));
  test('exactly at the deadline', () =>
    expect(canComplain({ ...item, complaintUntil: now }, now)).toBe(true));
  test('1 ms after the deadline', () =>
    expect(canComplain({ ...item, complaintUntil: now - 1 }, now)).toBe(false));
  test('no window given', () => expect(canComplain({ ...item, complaintUntil: null }, now)).toBe(false));
  test('not delivered', () => expect(canComplain({ ...item, status: 'confirmed' }, now)).toBe(false));
  test('already complained', () =>
    expect(
      canComplain(
        {
          ...item,
          complaint: aComplaint({ text: 'Cold food, raw inside', createdTimestamp: now }),
        },
        now,
      ),
    ).toBe(false));
});
