import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { formatMessage, messagesLt } from '#domain/i18n/messages.ts';
import { payments, refunds } from './db/schema.ts';
import { createChef, createDish, placeOrder } from './test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from './test/test-app.ts';

/**
 * Money findings: each test reproduces one finding of a review of the money rules, and failed on
 * the code before its fix. The property test (money-model.test.ts) holds the same rules over random
 * sequences.
 */

const CARD = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };

async function chefWithDishes(t: TestApp, count: number) {
  const chef = await createChef(t, { hourRateCents: 2000 });
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await createDish(chef.client, { title: `Dish ${i}`, preparationMinutes: 90 })).productId);
  return { chef, ids };
}

const confirmCard = (t: TestApp, intent: { id: string; secret: string }) =>
  new TestClient(t.app).post('/payments/sandbox/confirm', { id: intent.id, secret: intent.secret, ...CARD });

const orderView = async (client: TestClient, orderId: number) =>
  (await client.get('/secure/order', { orderId: String(orderId) })).json().model.order;

describeApi('finding 2: an order is paid only for its whole amount', (ctx) => {
  test('items added after the payment started never ride on the smaller authorisation', async () => {
    const t = ctx();
    const { ids } = await chefWithDishes(t, 2);
    const buyer = await signUp(t.app);
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId: ids[0]! }]);
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    const added = await buyer.client.post('/store/order', {
      orderId,
      productId: ids[1]!,
      productVolume: 100,
    });
    expect(added.statusCode, added.body).toBe(200);
    const confirmed = await confirmCard(t, intent);
    const after = await orderView(buyer.client, orderId);
    // The order grew, so the first payment no longer pays it: refused, and the order is still unpaid.
    expect(after.amountToPay).toBeGreaterThan(order.amountToPay);
    expect(confirmed.statusCode).toBeGreaterThanOrEqual(400);
    expect(after.paymentStatus).toBe('pending');
    expect(after.payments).toBeNull();
    // A new payment for the new amount pays it.
    const second = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: after.amountToPay })
    ).json().model;
    expect(second.id).not.toBe(intent.id);
    expect((await confirmCard(t, second)).statusCode).toBe(200);
    const paid = await orderView(buyer.client, orderId);
    expect(paid.paymentStatus).toBe('authorized');
    expect(paid.payments).toEqual([expect.objectContaining({ amount: paid.amountToPay })]);
  });
});

describeApi('finding 3: refunds never exceed what was paid', (ctx) => {
  test('the chef cancels one item, then the buyer cancels the rest', async () => {
    const t = ctx();
    const { chef, ids } = await chefWithDishes(t, 2);
    const buyer = await signUp(t.app);
    const { orderId, order } = await placeOrder(t, buyer.client, [
      { productId: ids[0]!, productVolume: 2 },
      { productId: ids[1]!, productVolume: 2 },
    ]);
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    expect((await confirmCard(t, intent)).statusCode).toBe(200);
    const declined = await chef.client.post('/secure/order-status', {
      orderId,
      itemId: order.orderItems[0].id,
      status: 'cancelled',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const cancelled = await buyer.client.post('/secure/order-status', { orderId, status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const refunded = rows.reduce((total, row) => total + row.amountCents, 0);
    expect(refunded).toBeGreaterThan(0);
    expect(refunded).toBeLessThanOrEqual(order.amountToPay);
    // The buyer's early cancellation keeps only the provider's commission of what was paid.
    expect(refunded).toBe(order.amountToPay - order.fees.paymentGatewayFee);
  });
});

describeApi('finding 9: one open payment per order', (ctx) => {
  test('a second start, and starts at once, answer the same intent; one authorisation results', async () => {
    const t = ctx();
    const { ids } = await chefWithDishes(t, 1);
    const buyer = await signUp(t.app);
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId: ids[0]! }]);
    const start = () => buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay });
    const first = (await start()).json().model;
    const second = (await start()).json().model;
    expect(second).toEqual(first);
    const racing = await Promise.all([start(), start(), start()]);
    for (const answer of racing) expect(answer.json().model.id).toBe(first.id);
    expect((await confirmCard(t, first)).statusCode).toBe(200);
    expect((await confirmCard(t, second)).statusCode).toBe(200);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((row) => row.status)).toEqual(['authorized']);
  });
});

describeApi('finding 13: a card order is delivered on its service day, not before', (ctx) => {
  test('delivering before the service day (Vilnius time) is refused in the caller\u2019s language', async () => {
    const t = ctx();
    const { chef, ids } = await chefWithDishes(t, 1);
    const buyer = await signUp(t.app);
    // The test clock starts 2026-06-01 09:00 UTC; the service is 2026-06-02 17:00 UTC (20:00 in Vilnius).
    const serviceAt = Date.UTC(2026, 5, 2, 17);
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId: ids[0]! }], {
      serviceDeliveryDate: String(serviceAt / 1000),
    });
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    await confirmCard(t, intent);
    expect(
      (await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' })).statusCode,
    ).toBe(200);
    const deliver = () =>
      chef.client.post('/secure/order-status', {
        orderId,
        status: 'delivered',
        handoverCode: order.handoverCode,
      });
    const early = await deliver();
    expect(early.statusCode).toBe(409);
    expect(early.json().messages[0]).toMatchObject({
      code: 'orders.deliveryBeforeServiceDay',
      message: 'This order\u2019s service day is 2026-06-02. You can mark it delivered from that day.',
    });
    // The client shows the code in the user's language, with the answer's params.
    const { code, params } = early.json().messages[0];
    expect(formatMessage(messagesLt, code, params)).toBe(
      'Šio užsakymo paslaugos diena – 2026-06-02. Pristatytu jį pažymėti galėsite nuo tos dienos.',
    );
    // 23:30 in Vilnius the evening before: still too early.
    t.clock.advance(Date.UTC(2026, 5, 1, 20, 30) - t.clock.now().getTime());
    expect((await deliver()).statusCode).toBe(409);
    // Midnight has passed in Vilnius (21:30 UTC): the service day has begun.
    t.clock.advanceMinutes(60);
    const onTheDay = await deliver();
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    expect((await orderView(buyer.client, orderId)).orderItems[0].status).toBe('delivered');
  });
});
