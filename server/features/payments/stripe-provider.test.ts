import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAKE_STRIPE_KEY, startFakeStripe } from '../../test/fake-stripe.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { ProviderRefusal, type PaymentProvider } from './payments.service.ts';
import { SandboxProvider } from './providers/sandbox.ts';
import { createStripeClient, StripeProvider } from './providers/stripe.ts';

const fake = await startFakeStripe();
const stripe = new StripeProvider(
  createStripeClient({ secretKey: FAKE_STRIPE_KEY, publishableKey: 'pk_test_local', ...fake.settings }),
  'pk_test_local',
);
let t: TestApp;
let sandbox: SandboxProvider;
beforeAll(async () => {
  t = await buildTestApp('pglite');
  sandbox = new SandboxProvider(t.db, () => t.clock.now());
  fake.useClock(() => t.clock.now());
});
afterAll(async () => {
  await t.app.close();
  await fake.stop();
});

const refusal = (code: string) => expect.objectContaining({ constructor: ProviderRefusal, code });
let keys = 0;

/** Both providers keep the same rules; each is confirmed by its own card form. */
const providers: [string, () => PaymentProvider, (id: string, secret: string) => Promise<unknown>][] = [
  ['Stripe (on the fake)', () => stripe, async (id) => fake.confirmCard(id)],
  [
    'the sandbox',
    () => sandbox,
    (id, secret) =>
      sandbox.confirm(id, secret, { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' }),
  ],
];

describe.each(providers)('%s: holds, captures and refunds as Stripe has them', (_name, provider, confirm) => {
  async function held(amountCents = 5000) {
    const intent = await provider().authorize({
      amountCents,
      metadata: { orderId: '1' },
      idempotencyKey: `k-${++keys}`,
    });
    await confirm(intent.id, intent.secret);
    return intent.id;
  }

  test('a start repeated with its idempotency key answers the same payment', async () => {
    const key = `again-${++keys}`;
    const first = await provider().authorize({ amountCents: 5000, metadata: {}, idempotencyKey: key });
    const second = await provider().authorize({ amountCents: 5000, metadata: {}, idempotencyKey: key });
    expect(second).toEqual(first);
  });

  test('a hold is refunded only once captured; a partial capture lets the rest go', async () => {
    const id = await held();
    await expect(provider().refund(id, 100, `r-${++keys}`)).rejects.toEqual(refusal('charge_not_refundable'));
    await expect(provider().capture(id, 5001)).rejects.toEqual(refusal('amount_too_large'));
    await provider().capture(id, 4000);
    expect(await provider().inspect(id)).toMatchObject({ status: 'succeeded', receivedCents: 4000 });
    await expect(provider().capture(id, 4000)).rejects.toEqual(refusal('payment_intent_unexpected_state'));
    await expect(provider().release(id)).rejects.toEqual(refusal('payment_intent_unexpected_state'));
  });

  test('partial then full refunds, a retry with its key paid once, never past what was captured', async () => {
    const id = await held();
    await provider().capture(id, 5000);
    const key = `r-${++keys}`;
    const first = await provider().refund(id, 1500, key);
    expect(await provider().refund(id, 1500, key)).toEqual(first);
    await expect(provider().refund(id, 1501, key)).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(provider().refund(id, 3501, `r-${++keys}`)).rejects.toEqual(refusal('amount_too_large'));
    await provider().refund(id, 3500, `r-${++keys}`);
    await expect(provider().refund(id, 1, `r-${++keys}`)).rejects.toEqual(refusal('charge_already_refunded'));
  });

  test('a released hold cannot be captured; an uncaptured one lapses after 7 days', async () => {
    const released = await held();
    await provider().release(released);
    expect(await provider().inspect(released)).toMatchObject({ status: 'canceled' });
    await expect(provider().capture(released, 5000)).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
    const forgotten = await held();
    t.clock.advance(7 * 24 * 3_600_000);
    expect(await provider().inspect(forgotten)).toMatchObject({
      status: 'canceled',
      cancellationReason: 'automatic',
    });
    await expect(provider().capture(forgotten, 5000)).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
  });
});

test('Stripe: a key reused with another amount is refused; an unknown intent is resource_missing', async () => {
  const key = `mismatch-${++keys}`;
  await stripe.authorize({ amountCents: 5000, metadata: {}, idempotencyKey: key });
  await expect(
    stripe.authorize({ amountCents: 6000, metadata: {}, idempotencyKey: key }),
  ).rejects.toBeInstanceOf(ProviderRefusal);
  expect(fake.calls.at(-1)).toMatchObject({ idempotencyKey: key, body: { amount: '6000' } });
  await expect(stripe.inspect('pi_nobody')).rejects.toEqual(refusal('resource_missing'));
});
