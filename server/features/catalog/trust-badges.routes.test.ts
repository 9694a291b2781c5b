import { expect, test } from 'vitest';
import { createChef, createDish, payByCard, placeOrder, serviceDateIn } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

const HOUR = 3_600_000;

async function badgesOf(t: TestApp, chefId: string) {
  const answer = await new TestClient(t.app).post('/store/merchants', { page: '1' });
  const card = (
    answer.json().model.merchants as { userId: string; earnedBadges: { kind: string; since: number }[] }[]
  ).find((merchant) => merchant.userId === chefId)!;
  return card.earnedBadges.map((badge) => badge.kind);
}

/** One paid order of the chef's dish by a new customer; confirmed by the chef after `confirmAfterMs`. */
async function order(
  t: TestApp,
  chef: Awaited<ReturnType<typeof createChef>>,
  productId: number,
  confirmAfterMs: number | null,
) {
  const buyer = await signUp(t.app);
  const placed = await placeOrder(t, buyer.client, [{ productId }], {
    serviceDeliveryDate: serviceDateIn(t, 20),
  });
  await payByCard(t, buyer.client, placed.orderId, placed.order.amountToPay);
  if (confirmAfterMs !== null) {
    t.clock.advance(confirmAfterMs);
    const confirmed = await chef.client.post('/secure/order-status', {
      orderId: placed.orderId,
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return placed.orderId;
}

describeApi("'Reliable' and 'Quick to answer', earned from orders and messages", (ctx) => {
  test('ten orders confirmed in time earn Reliable once the job has judged them; a cancellation by the chef takes it', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { title: 'Kibinai', preparationMinutes: 60 });
    for (let i = 0; i < 9; i++) await order(t, chef, productId, HOUR);
    await t.app.jobs.runDue();
    expect(await badgesOf(t, chef.id)).not.toContain('reliable');
    await order(t, chef, productId, 2 * HOUR);
    t.clock.advance(61_000);
    await t.app.jobs.runDue();
    expect(await badgesOf(t, chef.id)).toContain('reliable');

    // The chef declines the next order: no cancellation by the chef among the last 20 any more.
    const declined = await order(t, chef, productId, null);
    const cancel = await chef.client.post('/secure/order-status', { orderId: declined, status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    t.clock.advance(61_000);
    await t.app.jobs.runDue();
    expect(await badgesOf(t, chef.id)).not.toContain('reliable');
  });

  test('a chef whose replies come within 2 hours is Quick to answer; 2 hours exactly is not', async () => {
    const t = ctx();
    const ask = async (chef: Awaited<ReturnType<typeof createChef>>, replyAfterMs: number) => {
      const customer = await signUp(t.app);
      const thread = (
        await customer.client.post('/secure/message-thread', { chefNickname: chef.nickname })
      ).json().model.thread;
      const asked = await customer.client.post('/secure/message', {
        threadId: thread.id,
        text: 'Ar gaminate be glitimo?',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      t.clock.advance(replyAfterMs);
      const replied = await chef.client.post('/secure/message', {
        threadId: thread.id,
        text: 'Taip, gaminu.',
      });
      expect(replied.statusCode, replied.body).toBe(200);
    };
    const quick = await createChef(t);
    const slow = await createChef(t);
    await ask(quick, 2 * HOUR - 60_000);
    await ask(slow, 2 * HOUR);
    t.clock.advance(61_000);
    await t.app.jobs.runDue();
    expect(await badgesOf(t, quick.id)).toContain('quickToAnswer');
    expect(await badgesOf(t, slow.id)).not.toContain('quickToAnswer');
  });
});
