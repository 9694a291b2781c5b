import { describe, expect, test } from 'vitest';
import { itemNotices, paidOrderNotices } from './item-notices.ts';

const order = { sId: '0A1B2C3D-9f0e-4c2a-8d7b-000000000001', buyerUserId: 'buyer' };
const items = [
  { title: 'Kibinai', sellerUserId: 'ona' },
  { title: 'Cepelinai', sellerUserId: 'jonas' },
  { title: 'Šaltibarščiai', sellerUserId: 'ona' },
];

describe('who is told about the items of an order', () => {
  test('a paid order: the buyer about every dish and the amount paid, each chef about their own dishes', () => {
    expect(paidOrderNotices(order, items, 4336)).toEqual([
      {
        userId: 'buyer',
        kind: 'orderPlaced',
        params: { orderNumber: '0A1B2C3D', dishes: 'Kibinai, Cepelinai, Šaltibarščiai', amount: 4336 },
      },
      {
        userId: 'ona',
        kind: 'orderReceived',
        params: { orderNumber: '0A1B2C3D', dishes: 'Kibinai, Šaltibarščiai' },
      },
      { userId: 'jonas', kind: 'orderReceived', params: { orderNumber: '0A1B2C3D', dishes: 'Cepelinai' } },
    ]);
  });

  test("the chef's news names the payment choice, so the mail says how much cash they collect", () => {
    const received = (payInCash: boolean) =>
      paidOrderNotices({ ...order, payInCash }, items, 100)
        .filter((notice) => notice.kind === 'orderReceived')
        .map((notice) => notice.params.choice);
    expect(received(true)).toEqual(['allInCash', 'allInCash']);
    expect(received(false)).toEqual(['prepayHalf', 'prepayHalf']);
  });

  test('a guest is told nothing here, and no items tell no one', () => {
    const guests = { ...order, buyerUserId: null };
    expect(itemNotices(guests, items, { kind: 'itemConfirmed', to: 'buyer' })).toEqual([]);
    expect(paidOrderNotices(guests, items, 100).map((notice) => notice.userId)).toEqual(['ona', 'jonas']);
    expect(itemNotices(order, [], { kind: 'orderCancelled', to: 'sellers' })).toEqual([]);
  });
});
