import { expect, test } from 'vitest';
import { payoutLine, sortPayouts } from './payout-rules.ts';
import type { Payout } from '#domain/orders/order-life.response.ts';

const base: Payout = {
  id: 'p1',
  orderItemId: 1,
  orderId: 7,
  sID: 'AB12CD34-rest',
  title: 'Kugelis',
  amount: 3000,
  status: 'scheduled',
  dueTimestamp: Date.UTC(2026, 5, 11, 17),
  paidTimestamp: null,
  deducted: 0,
};

test('upcoming on its due date, paid on its payment date less deductions, held without a date', () => {
  expect(payoutLine(base)).toEqual({ key: 'upcoming', at: base.dueTimestamp, amount: 3000 });
  expect(payoutLine({ ...base, status: 'paid', paidTimestamp: 5, deducted: 500 })).toEqual({
    key: 'paid',
    at: 5,
    amount: 2500,
  });
  expect(payoutLine({ ...base, status: 'held' })).toEqual({ key: 'held', amount: 3000 });
  expect(payoutLine({ ...base, status: 'cancelled' })).toEqual({ key: 'other', amount: 3000 });
});

test('held first, then upcoming soonest first, then paid newest first', () => {
  const list: Payout[] = [
    { ...base, id: 'paid-old', status: 'paid', paidTimestamp: 1 },
    { ...base, id: 'later', dueTimestamp: 20 },
    { ...base, id: 'held', status: 'held' },
    { ...base, id: 'paid-new', status: 'paid', paidTimestamp: 9 },
    { ...base, id: 'sooner', dueTimestamp: 10 },
  ];
  expect(sortPayouts(list).map((payout) => payout.id)).toEqual([
    'held',
    'sooner',
    'later',
    'paid-new',
    'paid-old',
  ]);
});
