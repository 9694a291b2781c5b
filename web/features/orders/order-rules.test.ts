import { describe, expect, test } from 'vitest';
import { makeOrder } from './order-fixtures.ts';
import { activeTab, itemStatusLabel, lastChange, paymentStatus, sortOrders } from './order-rules.ts';
import { aPayment } from '../../test/factories/orders.ts';
import type { ItemStatus } from './types.ts';

describe('item status label (spec marketplace §4)', () => {
  test.each([
    [{ status: 'placed', deliveredAt: null }, { key: 'placed' }],
    [{ status: 'confirmed', deliveredAt: null }, { key: 'confirmed' }],
    [{ status: 'cancelled', deliveredAt: null }, { key: 'cancelled' }],
    [
      { status: 'delivered', deliveredAt: 1_780_000_000_000 },
      { key: 'delivered', at: 1_780_000_000_000 },
    ],
    // A delivery date wins over whatever the status says; a delivered item without one still reads delivered.
    [
      { status: 'confirmed', deliveredAt: 1_780_000_000 },
      { key: 'delivered', at: 1_780_000_000 },
    ],
    [
      { status: 'delivered', deliveredAt: null },
      { key: 'delivered', at: null },
    ],
  ])('%o → %o', (item, label) => {
    expect(itemStatusLabel({ ...item, status: item.status as ItemStatus })).toEqual(label);
  });
});

test('payment status: pending while payments is null, paid otherwise', () => {
  expect(paymentStatus({ payments: null })).toBe('pending');
  expect(paymentStatus({ payments: [] })).toBe('paid');
  expect(
    paymentStatus({
      payments: [aPayment({ amount: 1246, status: 'authorized' })],
    }),
  ).toBe('paid');
});

describe('orders sorting (spec marketplace §4)', () => {
  test('by update time, else create time, newest first; seconds and milliseconds compare alike', () => {
    const a = makeOrder({ id: 1, createTimestamp: 1_700_000_000_000, updateTimestamp: 1_700_000_500_000 });
    const b = makeOrder({ id: 2, createTimestamp: 1_700_000_100_000, updateTimestamp: 0 });
    // Seconds: 1_700_000_900 s is later than both.
    const c = makeOrder({ id: 3, createTimestamp: 1_600_000_000, updateTimestamp: 1_700_000_900 });
    const d = makeOrder({ id: 4, createTimestamp: 1_650_000_000_000, updateTimestamp: 0 });
    expect(sortOrders([a, b, c, d]).map((order) => order.id)).toEqual([3, 1, 2, 4]);
    expect(lastChange(b)).toBe(1_700_000_100_000);
    expect(lastChange(c)).toBe(1_700_000_900_000);
  });

  test('does not change the list it is given', () => {
    const list = [makeOrder({ id: 1, updateTimestamp: 1 }), makeOrder({ id: 2, updateTimestamp: 2 })];
    sortOrders(list);
    expect(list.map((order) => order.id)).toEqual([1, 2]);
  });
});

test('the Sell tab is only chosen when seller orders exist; otherwise Buy', () => {
  expect(activeTab('sell', 2)).toBe('sell');
  expect(activeTab('sell', 0)).toBe('buy');
  expect(activeTab('buy', 3)).toBe('buy');
  // A chef with sales opens on Sell.
  expect(activeTab(null, 3)).toBe('sell');
  expect(activeTab('nonsense', 3)).toBe('sell');
  expect(activeTab(null, 0)).toBe('buy');
});
