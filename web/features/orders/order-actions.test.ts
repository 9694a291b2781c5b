import { describe, expect, test } from 'vitest';
import { makeItem, makeOrder } from './order-fixtures.ts';
import { canBuyerCancel, canComplain, canRate, orderViewer, sellerActions } from './order-actions.ts';

const paid = {
  payments: [{ id: 1, provider: 'sandbox', amount: 1246, status: 'captured', createTimestamp: 1 }],
};

describe('the chef sees only the moves the transition table allows', () => {
  test.each([
    ['placed', paid, ['confirm', 'decline']],
    ['placed', { payments: null }, ['decline']],
    ['confirmed', paid, ['decline', 'deliver']],
    ['delivered', paid, []],
    ['cancelled', paid, []],
    ['something-new', paid, []],
  ] as const)('%s (paid: %o) → %o', (status, order, actions) => {
    expect(sellerActions({ status }, order)).toEqual(actions);
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
  test('inside the item window', () => expect(canComplain({}, item, now)).toBe(true));
  // The server's rule (domain/orders/complaint-window.ts): the deadline's last millisecond is in time.
  test('1 ms before the deadline', () =>
    expect(canComplain({}, { ...item, complaintUntil: now + 1 }, now)).toBe(true));
  test('exactly at the deadline', () =>
    expect(canComplain({}, { ...item, complaintUntil: now }, now)).toBe(true));
  test('1 ms after the deadline', () =>
    expect(canComplain({}, { ...item, complaintUntil: now - 1 }, now)).toBe(false));
  test('no window given', () => expect(canComplain({}, { ...item, complaintUntil: null }, now)).toBe(false));
  test('the order-wide window counts when the item has none', () =>
    expect(canComplain({ complaintUntil: now + 1 }, { ...item, complaintUntil: undefined }, now)).toBe(true));
  test('not delivered', () => expect(canComplain({}, { ...item, status: 'confirmed' }, now)).toBe(false));
  test('already complained', () =>
    expect(
      canComplain(
        {},
        {
          ...item,
          complaint: {
            id: 'c1',
            status: 'open',
            text: 'Cold food',
            photos: [],
            chefResponse: null,
            outcome: null,
            refundAmount: null,
            resolutionReason: null,
            createdTimestamp: now,
            resolvedTimestamp: null,
          },
        },
        now,
      ),
    ).toBe(false));
});

describe('who is looking', () => {
  const order = makeOrder({ orderItems: [makeItem({ sellerUserId: 'chef-1' })] });
  test('the server says so', () =>
    expect(orderViewer({ ...order, viewer: 'buyer' }, 'chef-1')).toBe('buyer'));
  test('all items are mine: the chef', () => expect(orderViewer(order, 'chef-1')).toBe('seller'));
  test('otherwise the buyer', () => expect(orderViewer(order, 'customer-1')).toBe('buyer'));
  test('no user: the buyer view, which hides nothing the server did not send', () =>
    expect(orderViewer(order, null)).toBe('buyer'));
});
