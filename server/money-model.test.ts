import fc from 'fast-check';
import { afterAll, beforeAll, test } from 'vitest';
import { startFakeStripe, stripeEnv } from './test/fake-stripe.ts';
import { describeApi } from './test/test-app.ts';
import { index, actionArb, marketplace, run, type Action, type World } from './test/money-model.ts';

/**
 * The money rules as a property. Random sequences of what the parties do (place, add a
 * dish, start and confirm a payment, a declined card, confirm, deliver, cancel, complain, resolve,
 * refund, payouts as time passes) go through the real API, some of them at once; after every step
 * each order of the run is checked:
 * - at most one open payment, and an order is paid only by a hold equal to its amount to pay;
 * - refunded <= captured <= authorised = amount to pay (a hold not yet captured bounds its refunds);
 * - refunds + payouts + what is kept for open items + the platform's fees account for every cent
 *   paid by card, the platform keeping between nothing and its fees plus the late penalty;
 * - a cash order's cash is recorded as received exactly when one of its items was delivered;
 * - no answer is a 500;
 * - the provider holds what the records say: a captured payment took its captured amount and
 *   refunded exactly the refunds sent, a released one is canceled, a hold still holds.
 * It runs against the built-in sandbox and against the Stripe provider on a fake of Stripe's API
 * (server/test/fake-stripe.ts), where the card is confirmed as Stripe.js does and the order is
 * paid by the signed webhook.
 * MONEY_MODEL_RUNS sets the number of sequences (npm run test:reliability runs more), and
 * MONEY_MODEL_SEED replays a failed run's seed (the world is shared, so run as many as it did).
 * The actions and the checks after each are in server/test/money-model.ts; what the database
 * itself refuses is in money-model-database.test.ts.
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 12);
const fake = await startFakeStripe();
afterAll(() => fake.stop());

for (const provider of ['sandbox', 'stripe'] as const) {
  describeApi(
    `money model on the ${provider}: random order lives keep every cent accounted for`,
    (ctx) => {
      let world: World | undefined;
      beforeAll(() => fake.useClock(() => ctx().clock.now()));

      test(`${RUNS} random sequences through the API`, { timeout: 60_000 + RUNS * 20_000 }, async () => {
        const t = ctx();
        world ??= await marketplace(t);
        await fc.assert(
          fc.asyncProperty(
            // Each run starts with orders placed (mostly for today, so they can be delivered) and paid.
            fc.array(
              fc.record({
                kind: fc.constant('place' as const),
                dish: index,
                cash: fc.boolean(),
                soon: fc.constantFrom(true, true, true, false),
                two: fc.boolean(),
              }),
              { minLength: 1, maxLength: 2 },
            ),
            fc.array(actionArb, { minLength: 6, maxLength: 20 }),
            async (places, actions) => {
              const paying = places.map((_, order): Action => ({ kind: 'pay', order, first: false }));
              await run(t, world!, [...places, ...paying, ...actions], provider, fake);
            },
          ),
          {
            numRuns: RUNS,
            endOnFailure: true,
            ...(process.env.MONEY_MODEL_SEED ? { seed: Number(process.env.MONEY_MODEL_SEED) } : {}),
          },
        );
      });
    },
    provider === 'stripe' ? { env: stripeEnv(), stripeSettings: fake.settings } : {},
  );
}
