import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createChef, createDish, placeOrder } from '../../test/factories.ts';
import { deliver, postWebhook, signedEvent, startFakeStripe, stripeEnv } from '../../test/fake-stripe.ts';
import { buildTestApp, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

describe('the Stripe provider against a local stand-in, and its signed webhook', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp('pglite', { env: stripeEnv(), stripeSettings: fake.settings });
    fake.useClock(() => t.clock.now());
  });
  afterAll(async () => {
    await t.app.close();
    await fake.stop();
  });

  async function orderWithIntent() {
    const chef = await createChef(t, { hourRateCents: 2000 });
    const { productId } = await createDish(chef.client, { preparationMinutes: 90 });
    const buyer = await signUp(t.app);
    const { orderId } = await placeOrder(t, buyer.client, [{ productId, productVolume: 2 }]);
    const intent = (await buyer.client.post('/secure/stripe-intent', { orderId, amount: 4336 })).json().model;
    return { buyer, orderId, intent, chef };
  }

  const post = (payload: string, header: string) => postWebhook(t.app, payload, header);

  test('config names Stripe with its publishable key; the CSP lets Stripe.js in', async () => {
    const response = await new TestClient(t.app).get('/payments/config');
    expect(response.json().model).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local' });
    expect(response.headers['content-security-policy']).toContain('https://js.stripe.com');
  });

  test('a checkout creates a manual-capture PaymentIntent for the order\u2019s amount, with an idempotency key', async () => {
    const { intent, orderId } = await orderWithIntent();
    expect(intent).toMatchObject({
      provider: 'stripe',
      id: expect.stringMatching(/^pi_fake_/),
      secret: expect.stringContaining('_secret_'),
    });
    const call = fake.calls.findLast((c) => c.url === '/v1/payment_intents')!;
    expect(call.body).toMatchObject({
      amount: '4336',
      currency: 'eur',
      capture_method: 'manual',
      'metadata[orderId]': String(orderId),
    });
    expect(call.idempotencyKey).toMatch(/^order-\d+-payment-1$/);
    expect(
      (
        await new TestClient(t.app).post('/payments/sandbox/confirm', {
          id: intent.id,
          secret: intent.secret,
          cardNumber: '4242424242424242',
          expiry: '12/30',
          cvc: '123',
        })
      ).statusCode,
    ).toBe(404);
  });

  test('finding 9: a second start for the order retrieves its open PaymentIntent instead of making another', async () => {
    const { buyer, orderId, intent } = await orderWithIntent();
    const created = fake.calls.filter((c) => c.url === '/v1/payment_intents').length;
    const again = (await buyer.client.post('/secure/stripe-intent', { orderId, amount: 4336 })).json().model;
    expect(again).toEqual(intent);
    expect(fake.calls.filter((c) => c.url === '/v1/payment_intents').length).toBe(created);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', url: `/v1/payment_intents/${intent.id}` });
  });

  test('a payment the order outgrew is canceled and its hold released when Stripe reports it', async () => {
    const { buyer, orderId, intent } = await orderWithIntent();
    const chef = await createChef(t, { hourRateCents: 2000 });
    const { productId } = await createDish(chef.client, { preparationMinutes: 60 });
    const added = await buyer.client.post('/store/order', { orderId, productId, productVolume: 3 });
    expect(added.statusCode, added.body).toBe(200);
    const event = signedEvent({
      id: `evt_outgrown_${orderId}`,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: { id: intent.id, object: 'payment_intent', amount: 4336, amount_capturable: 4336 } },
    });
    expect((await post(event.payload, event.header)).statusCode).toBe(200);
    const order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(order).toMatchObject({ paymentStatus: 'pending', payments: null });
    expect(fake.calls.at(-1)).toMatchObject({ url: `/v1/payment_intents/${intent.id}/cancel` });
  });

  test('only a verified webhook marks the order paid, once, however often it is delivered', async () => {
    const { buyer, orderId, intent } = await orderWithIntent();
    const event = {
      id: `evt_${orderId}`,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: 4336,
          amount_capturable: 4336,
          amount_received: 0,
        },
      },
    };
    const forged = await post(JSON.stringify(event), 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    const tampered = signedEvent(event);
    expect((await post(tampered.payload.replace('4336', '4337'), tampered.header)).statusCode).toBe(400);
    const stale = signedEvent(event, Math.floor(Date.now() / 1000) - 3600);
    expect((await post(stale.payload, stale.header)).statusCode).toBe(400);
    let order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(order.paymentStatus).toBe('pending');

    const good = signedEvent(event);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(good.payload, good.header)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(order.paymentStatus).toBe('authorized');
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'stripe', amount: 4336, status: 'authorized' }),
    ]);
  });

  test('the webhook that pays the order mails the chef and the receipt, once for all its replays', async () => {
    const { buyer, orderId, intent, chef } = await orderWithIntent();
    const orderMails = (to: string) =>
      t.mailer.sent.filter(
        (mail) => mail.to === to && String(mail.meta?.template).startsWith('notification-'),
      );
    await t.app.mailQueue.settled();
    expect(orderMails(chef.email)).toEqual([]); // placed and being paid: not the chef's news yet
    const authorized = signedEvent({
      id: `evt_paid_${orderId}`,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: { id: intent.id, object: 'payment_intent', amount: 4336, amount_capturable: 4336 } },
    });
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => post(authorized.payload, authorized.header)),
    );
    expect(replays.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    // Stripe also reports the same payment under another event (a second delivery, another id).
    const again = signedEvent({
      id: `evt_paid_again_${orderId}`,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: { id: intent.id, object: 'payment_intent', amount: 4336, amount_capturable: 4336 } },
    });
    expect((await post(again.payload, again.header)).statusCode).toBe(200);
    await t.app.mailQueue.settled();
    expect(orderMails(chef.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New order /),
    ]);
    const receipts = orderMails(buyer.email);
    expect(receipts.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Receipt for your order /)]);
    expect(receipts[0]!.text).toContain('Paid by card: €43.36');
  });

  test('an event whose amount differs from the payment is refused', async () => {
    const { buyer, orderId, intent } = await orderWithIntent();
    const event = signedEvent({
      id: `evt_short_${orderId}`,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: { id: intent.id, object: 'payment_intent', amount: 100, amount_capturable: 100 } },
    });
    expect((await post(event.payload, event.header)).statusCode).toBe(409);
    expect(
      (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order
        .paymentStatus,
    ).toBe('pending');
  });

  test('an asset purchase is charged at once and credited by payment_intent.succeeded, once', async () => {
    const buyer = await signUp(t.app);
    const started = (await buyer.client.post('/secure/asset-purchase', { volume: 100 })).json().model;
    expect(started).toMatchObject({ amount: 2000, id: expect.stringMatching(/^pi_fake_/) });
    const call = fake.calls.findLast((c) => c.url === '/v1/payment_intents')!;
    expect(call.body).toMatchObject({
      amount: '2000',
      capture_method: 'automatic',
      'metadata[assetPurchaseId]': started.purchaseId,
    });
    const balance = async () => (await buyer.client.get('/secure/assets')).json().model.volume;
    const succeeded = (amount: number, id: string) =>
      signedEvent({
        id,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: started.id, object: 'payment_intent', amount, amount_received: amount } },
      });
    const short = succeeded(1999, `evt_short_${started.purchaseId}`);
    expect((await post(short.payload, short.header)).statusCode).toBe(409);
    expect(await balance()).toBe(0);
    const good = succeeded(2000, `evt_${started.purchaseId}`);
    const retry = succeeded(2000, `evt_retry_${started.purchaseId}`);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => post(good.payload, good.header)),
      post(retry.payload, retry.header),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await balance()).toBe(100);
  });

  test('replayed and out of order: a hold reported after its capture, twice, or after a cancel moves nothing back', async () => {
    const { buyer, orderId, intent, chef } = await orderWithIntent();
    const authorised = fake.confirmCard(intent.id);
    expect((await deliver(t.app, authorised)).statusCode).toBe(200);
    expect(
      (await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' })).statusCode,
    ).toBe(200);
    const captured = fake.events.findLast(
      (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intent.id,
    )!;
    // Stripe retries, and sends older events late: each answered 200, none changes the record.
    for (const event of [captured, captured, authorised, { ...authorised, id: `${authorised.id}_again` }])
      expect((await deliver(t.app, event)).statusCode).toBe(200);
    // A cancel of this intent that Stripe would never send now (it was captured): the record stands.
    const stale = { ...captured, id: `${captured.id}_canceled`, type: 'payment_intent.canceled' };
    expect((await deliver(t.app, stale)).statusCode).toBe(200);
    const order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(order.paymentStatus).toBe('captured');
    expect(order.payments).toEqual([expect.objectContaining({ status: 'captured', amount: 4336 })]);
    expect(fake.intent(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 4336 });
    expect(fake.calls.filter((call) => call.url === `/v1/payment_intents/${intent.id}/capture`)).toHaveLength(
      1,
    );
  });

  test('a cancel that overtakes the hold: the late authorisation never pays the order', async () => {
    const { buyer, orderId, intent } = await orderWithIntent();
    const authorised = fake.confirmCard(intent.id);
    const canceled = {
      ...authorised,
      id: `${authorised.id}_canceled`,
      type: 'payment_intent.canceled',
      data: { object: { ...authorised.data.object, status: 'canceled', cancellation_reason: 'abandoned' } },
    };
    expect((await deliver(t.app, canceled)).statusCode).toBe(200);
    expect((await deliver(t.app, authorised)).statusCode).toBe(200);
    const order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(order).toMatchObject({ paymentStatus: 'pending', payments: null });
  });
});
