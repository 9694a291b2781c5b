import { expect, test } from 'vitest';
import { chefOrder } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-app.ts';
import { describeApi, type TestApp } from '../../test/test-app.ts';

/**
 * Each dish's money state in the order answers, as the customer and the chef see it: one word of
 * domain/orders/money-state.ts, never "paid" while the chef still collects cash.
 */

/** Two dishes of 90 minutes at 20 EUR/h, two of each: 60.00 EUR a dish, 120.00 EUR in all. */
const placed = (t: TestApp, options: Omit<Parameters<typeof chefOrder>[1], 'dishes'> = {}) =>
  chefOrder(t, { ...options, dishes: 2 });
const view = async (client: TestClient, orderId: number) =>
  (await client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
type MoneyView = { id: number; orderItems: { moneyState: string; cashAtService: number }[] };
const sellerView = async (client: TestClient, orderId: number) =>
  ((await client.get('/secure/seller-orders')).json().model.orders as MoneyView[]).find(
    (order) => order.id === orderId,
  )!;
const money = (order: { orderItems: { moneyState: string; cashAtService: number }[] }) =>
  order.orderItems.map(({ moneyState, cashAtService }) => ({ moneyState, cashAtService }));
const status = (client: TestClient, form: Record<string, string | number>) =>
  client.post('/secure/order-status', form);

describeApi('order answers: each dish’s money state', (ctx) => {
  test('50% now by card: awaiting payment, then half of each dish to collect in cash, then collected', async () => {
    const t = ctx();
    const unpaid = await placed(t, { pay: false });
    expect(money(await view(unpaid.buyer.client, unpaid.orderId))).toEqual([
      { moneyState: 'awaitingPayment', cashAtService: 3000 },
      { moneyState: 'awaitingPayment', cashAtService: 3000 },
    ]);

    const { chef, buyer, orderId } = await placed(t, { serviceAt: t.clock.now().getTime() + 4 * 3_600_000 });
    const order = await view(buyer.client, orderId);
    const toCollect = { moneyState: 'toCollectInCash', cashAtService: 3000 };
    expect(money(order)).toEqual([toCollect, toCollect]);
    expect(order.fees.payToChef).toBe(6000);
    // The chef sees the same words: not "paid" while 60.00 EUR is still to be collected.
    expect(money(await sellerView(chef.client, orderId))).toEqual([toCollect, toCollect]);

    const [first] = order.orderItems as { id: number }[];
    await status(chef.client, { orderId, status: 'confirmed' });
    await status(chef.client, {
      orderId,
      itemId: first!.id,
      status: 'delivered',
      handoverCode: order.handoverCode,
    });
    expect(money(await sellerView(chef.client, orderId))).toEqual([
      { moneyState: 'collected', cashAtService: 3000 },
      toCollect,
    ]);
  });

  test('all in cash: only the fee by card, the whole price to collect in cash', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await placed(t, { payInCash: true });
    const toCollect = { moneyState: 'toCollectInCash', cashAtService: 6000 };
    expect(money(await view(buyer.client, orderId))).toEqual([toCollect, toCollect]);
    expect(money(await sellerView(chef.client, orderId))).toEqual([toCollect, toCollect]);
  });

  test('after a refund: a declined prepaid dish is refunded, a declined cash dish had nothing to pay', async () => {
    const t = ctx();
    const card = await placed(t);
    const [soup] = (await view(card.buyer.client, card.orderId)).orderItems as { id: number }[];
    await status(card.chef.client, { orderId: card.orderId, itemId: soup!.id, status: 'cancelled' });
    const cardView = await view(card.buyer.client, card.orderId);
    expect(money(cardView)).toEqual([
      { moneyState: 'refunded', cashAtService: 0 },
      { moneyState: 'toCollectInCash', cashAtService: 3000 },
    ]);
    expect(money(await sellerView(card.chef.client, card.orderId))).toEqual(money(cardView));

    const cash = await placed(t, { payInCash: true });
    const [cashSoup] = (await view(cash.buyer.client, cash.orderId)).orderItems as { id: number }[];
    await status(cash.chef.client, { orderId: cash.orderId, itemId: cashSoup!.id, status: 'cancelled' });
    expect(money(await view(cash.buyer.client, cash.orderId))).toEqual([
      { moneyState: 'nothingDue', cashAtService: 0 },
      { moneyState: 'toCollectInCash', cashAtService: 6000 },
    ]);
    // The customer cancels the rest more than 24 hours ahead: the fee comes back, so both are refunded.
    await status(cash.buyer.client, { orderId: cash.orderId, status: 'cancelled' });
    const cancelled = await view(cash.buyer.client, cash.orderId);
    expect(cancelled.refunds).toHaveLength(1);
    expect(money(cancelled)).toEqual([
      { moneyState: 'refunded', cashAtService: 0 },
      { moneyState: 'refunded', cashAtService: 0 },
    ]);
    expect(money(await sellerView(cash.chef.client, cash.orderId))).toEqual(money(cancelled));
  });
});
