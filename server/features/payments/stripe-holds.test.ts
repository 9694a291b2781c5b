import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { payments, refunds } from '../../db/schema.ts';
import { createChef, createDish, placeOrder, serviceDateIn } from '../../test/factories.ts';
import { deliver, startFakeStripe, stripeEnv } from '../../test/fake-stripe.ts';
import type { TestClient } from '../../test/test-app.ts';
import { describeApi, GOOD_PASSWORD, signUp, type TestApp } from '../../test/test-app.ts';

const fake = await startFakeStripe();
afterAll(() => fake.stop());
const HOUR = 3_600_000;

/** An order of `dishes` (one per chef, 90 minutes at 20 EUR/h, two of each) paid on Stripe. */
async function paidOnStripe(t: TestApp, { chefs = 1, serviceDeliveryDate = serviceDateIn(t) } = {}) {
  const cooks: Awaited<ReturnType<typeof createChef>>[] = [];
  const lines = [];
  for (let i = 0; i < chefs; i++) {
    const chef = await createChef(t, { hourRateCents: 2000 });
    cooks.push(chef);
    lines.push({
      productId: (await createDish(chef.client, { preparationMinutes: 90 })).productId,
      productVolume: 2,
    });
  }
  const buyer = await signUp(t.app);
  const { orderId, order } = await placeOrder(t, buyer.client, lines, { serviceDeliveryDate });
  const intent = (
    await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
  ).json().model as { id: string };
  expect((await deliver(t.app, fake.confirmCard(intent.id))).statusCode).toBe(200);
  // Days pass in these lives: everyone signs in again first (a session ends after a day idle).
  const view = async () => {
    for (const party of [buyer, ...cooks])
      await party.client.post('/pw-login', { identityKey: party.email, password: GOOD_PASSWORD });
    return readOrder();
  };
  const readOrder = async () =>
    (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
  expect((await view()).paymentStatus).toBe('authorized');
  return { chefs: cooks, buyer, orderId, order, intentId: intent.id, view };
}

const status = (client: TestClient, form: Record<string, string | number>) =>
  client.post('/secure/order-status', form);

describeApi(
  'card holds on Stripe: captured, let go, released after 72 hours, dropped after 7 days',
  (ctx) => {
    beforeAll(() => fake.useClock(() => ctx().clock.now()));

    test('a customer cancelling before the chef confirms: only the commission kept is captured, nothing is refunded', async () => {
      const t = ctx();
      const { buyer, orderId, order, intentId, view } = await paidOnStripe(t);
      const cancelled = await status(buyer.client, { orderId, status: 'cancelled' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(fake.intent(intentId)).toMatchObject({
        status: 'succeeded',
        amount_received: order.fees.paymentGatewayFee,
      });
      expect(fake.refundedOf(intentId)).toBe(0);
      const after = await view();
      expect(after.paymentStatus).toBe('captured');
      expect(after.refunds).toEqual([
        expect.objectContaining({
          amount: order.amountToPay - order.fees.paymentGatewayFee,
          status: 'succeeded',
        }),
      ]);
    });

    test('a chef declining the whole order before confirming: the PaymentIntent is canceled, not refunded', async () => {
      const t = ctx();
      const { chefs, orderId, order, intentId, view } = await paidOnStripe(t);
      expect((await status(chefs[0]!.client, { orderId, status: 'cancelled' })).statusCode).toBe(200);
      expect(fake.intent(intentId)).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'requested_by_customer',
      });
      expect(
        fake.calls.some((call) => call.url === '/v1/refunds' && call.body.payment_intent === intentId),
      ).toBe(false);
      const after = await view();
      expect(after.paymentStatus).toBe('released');
      expect(after.refunds).toEqual([
        expect.objectContaining({ amount: order.amountToPay, status: 'succeeded' }),
      ]);
    });

    test('one chef declines, the other confirms: the capture takes the order less the declined share', async () => {
      const t = ctx();
      const { chefs, orderId, order, intentId, view } = await paidOnStripe(t, { chefs: 2 });
      expect((await status(chefs[0]!.client, { orderId, status: 'cancelled' })).statusCode).toBe(200);
      expect(fake.intent(intentId)!.status).toBe('requires_capture');
      const share = (await view()).refunds[0].amount as number;
      expect(share).toBe(3000); // half of the declined dishes' 6000
      expect((await status(chefs[1]!.client, { orderId, status: 'confirmed' })).statusCode).toBe(200);
      expect(fake.intent(intentId)).toMatchObject({
        status: 'succeeded',
        amount_received: order.amountToPay - share,
      });
      expect(fake.refundedOf(intentId)).toBe(0);
      expect((await view()).paymentStatus).toBe('captured');
    });

    test('after the capture, refunds are Stripe refunds: a partial one, then the rest, never past the capture', async () => {
      const t = ctx();
      const { chefs, buyer, orderId, order, intentId, view } = await paidOnStripe(t, { chefs: 2 });
      await status(chefs[0]!.client, { orderId, status: 'confirmed' });
      expect(fake.intent(intentId)).toMatchObject({
        status: 'succeeded',
        amount_received: order.amountToPay,
      });
      await status(chefs[1]!.client, { orderId, status: 'cancelled' });
      expect(fake.refundedOf(intentId)).toBe(3000);
      await status(buyer.client, { orderId, status: 'cancelled' });
      const recorded = (await view()).refunds as { amount: number; status: string }[];
      expect(recorded.map((refund) => refund.status)).toEqual(['succeeded', 'succeeded']);
      const total = recorded.reduce((sum, refund) => sum + refund.amount, 0);
      expect(total).toBe(order.amountToPay - order.fees.paymentGatewayFee); // all but the commission
      expect(fake.refundedOf(intentId)).toBe(total);
    });

    test('nobody confirms within 72 hours: the hold is released, the order cancelled and both sides told', async () => {
      const t = ctx();
      const { chefs, buyer, orderId, order, intentId, view } = await paidOnStripe(t);
      t.clock.advance(71 * HOUR);
      await t.app.jobs.runDue();
      expect(fake.intent(intentId)!.status).toBe('requires_capture');
      t.clock.advance(HOUR);
      await t.app.jobs.runDue();
      expect(fake.intent(intentId)).toMatchObject({ status: 'canceled' });
      const after = await view();
      expect(after).toMatchObject({ paymentStatus: 'released' });
      expect(after.orderItems.map((item: { status: string }) => item.status)).toEqual(['cancelled']);
      expect(after.refunds).toEqual([
        expect.objectContaining({ amount: order.amountToPay, reason: 'notConfirmed', status: 'succeeded' }),
      ]);
      const late = await status(chefs[0]!.client, { orderId, status: 'confirmed' });
      expect(late.statusCode).toBe(409);
      await t.app.mailQueue.settled();
      for (const to of [buyer.email, chefs[0]!.email])
        expect(t.mailer.sent.some((mail) => mail.to === to && /is cancelled/.test(mail.subject))).toBe(true);
    });

    test('a service sooner than 72 hours: an unconfirmed hold is released when the service comes', async () => {
      const t = ctx();
      const at = String(Math.floor((t.clock.now().getTime() + 30 * HOUR) / 1000));
      const { intentId, view } = await paidOnStripe(t, { serviceDeliveryDate: at });
      t.clock.advance(29 * HOUR);
      await t.app.jobs.runDue();
      expect(fake.intent(intentId)!.status).toBe('requires_capture');
      t.clock.advance(HOUR);
      await t.app.jobs.runDue();
      expect(fake.intent(intentId)!.status).toBe('canceled');
      expect((await view()).paymentStatus).toBe('released');
    });

    test('a capture Stripe failed is tried again by the job, once', async () => {
      const t = ctx();
      const { chefs, orderId, order, intentId, view } = await paidOnStripe(t);
      fake.failNext.push({ path: /\/capture$/, status: 500 });
      expect((await status(chefs[0]!.client, { orderId, status: 'confirmed' })).statusCode).toBe(200);
      expect((await view()).paymentStatus).toBe('authorized');
      t.clock.advance(2 * 60_000);
      await t.app.jobs.runDue();
      expect(fake.intent(intentId)).toMatchObject({
        status: 'succeeded',
        amount_received: order.amountToPay,
      });
      expect((await view()).paymentStatus).toBe('captured');
      expect(
        fake.calls.filter((call) => call.url === `/v1/payment_intents/${intentId}/capture`),
      ).toHaveLength(2);
    });

    test('a hold Stripe dropped after 7 days, told by its webhook or found by the job: released, never captured', async () => {
      const t = ctx();
      const told = await paidOnStripe(t);
      const found = await paidOnStripe(t);
      for (const { chefs, orderId } of [told, found]) {
        fake.failNext.push({ path: /\/capture$/, status: 500 }); // the capture fails, and no job runs for days
        expect((await status(chefs[0]!.client, { orderId, status: 'confirmed' })).statusCode).toBe(200);
      }
      t.clock.advance(7 * 24 * HOUR);
      expect(fake.intent(told.intentId)).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'automatic',
      });
      const dropped = fake.events.findLast(
        (event) => event.type === 'payment_intent.canceled' && event.data.object.id === told.intentId,
      )!;
      expect((await deliver(t.app, dropped)).statusCode).toBe(200);
      expect((await deliver(t.app, dropped)).statusCode).toBe(200);
      await t.app.jobs.runDue();
      for (const { view, order } of [told, found]) {
        const after = await view();
        expect(after.paymentStatus).toBe('released');
        expect(after.orderItems.map((item: { status: string }) => item.status)).toEqual(['cancelled']);
        expect(after.refunds).toEqual([
          expect.objectContaining({ amount: order.amountToPay, reason: 'authorizationExpired' }),
        ]);
      }
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, told.orderId));
      expect(payment).toMatchObject({ status: 'released', lastError: 'canceled:automatic' });
      expect(await t.db.select().from(refunds).where(eq(refunds.orderId, told.orderId))).toHaveLength(1);
      const refundCalls = fake.calls.filter((call) => call.url === '/v1/refunds');
      expect(
        refundCalls.filter((call) => [told.intentId, found.intentId].includes(call.body.payment_intent!)),
      ).toEqual([]);
    });
  },
  { env: stripeEnv(), stripeSettings: fake.settings },
);
