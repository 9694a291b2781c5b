import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { orderItems, orders, payments, refunds } from './db/schema.ts';
import { ORDER_ADDRESS, serviceDateIn } from './test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from './test/test-app.ts';
import { CARD, marketplace, type World } from './test/money-model.ts';

describeApi('money model: the database itself', (ctx) => {
  let world: World | undefined;

  test('the database itself refuses a refund past the payment, an order paid short and a change of a paid order', async () => {
    const t = ctx();
    world ??= await marketplace(t);
    const buyer = await signUp(t.app);
    const placed = await buyer.client.post('/store/order', {
      items: JSON.stringify([{ productId: world.dishes[0]!, productVolume: 1 }]),
      serviceDeliveryDate: serviceDateIn(t, 3),
      payInCash: 'false',
      ...ORDER_ADDRESS,
    });
    const orderId = placed.json().model.order.id as number;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order!.amountToPayCents })
    ).json().model;
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const refused = async (work: () => Promise<unknown>) => {
      const error = await work().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error, 'the database accepted it').toBeDefined();
    };
    // An open payment freezes the order's amount and items.
    await refused(() => t.db.update(orders).set({ amountToPayCents: 1 }).where(eq(orders.id, orderId)));
    await refused(() => t.db.update(orderItems).set({ volume: 50 }).where(eq(orderItems.orderId, orderId)));
    // Not paid until a hold of the whole amount exists; a payment's amount is the order's.
    await refused(() =>
      t.db.update(orders).set({ paymentStatus: 'authorized' }).where(eq(orders.id, orderId)),
    );
    await refused(() =>
      t.db.insert(payments).values({
        orderId,
        provider: 'sandbox',
        providerRef: 'pi_second',
        amountCents: order!.amountToPayCents,
        status: 'requires_payment',
      }),
    );
    // Nothing is refunded of a payment that holds nothing; never more than it holds.
    await refused(() =>
      t.db.insert(refunds).values({ orderId, paymentId: payment!.id, amountCents: 100, reason: 'test' }),
    );
    expect((await confirm(t, intent)).statusCode).toBe(200);
    await t.db
      .insert(refunds)
      .values({ orderId, paymentId: payment!.id, amountCents: order!.amountToPayCents - 1, reason: 'test' });
    await refused(() =>
      t.db.insert(refunds).values({ orderId, paymentId: payment!.id, amountCents: 2, reason: 'test' }),
    );
    await refused(() =>
      t.db.insert(refunds).values({ orderId, paymentId: payment!.id, amountCents: 0, reason: 'test' }),
    );
  });
});

const confirm = (t: TestApp, intent: { id: string; secret: string }) =>
  new TestClient(t.app).post('/payments/sandbox/confirm', { ...intent, ...CARD });
