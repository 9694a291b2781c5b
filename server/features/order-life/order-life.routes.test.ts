import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { HANDOVER_MAX_WRONG_TRIES } from '#domain/orders/handover-pin.ts';
import { notifications, payments, refunds, sandboxIntents, users } from '../../db/schema.ts';
import { chefOrder as placed } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

/**
 * A service later today: card orders are delivered from their service day on, and the
 * dishes' 90 minutes plus the chef's lead time must fit before it.
 */
const today = (t: TestApp) => t.clock.now().getTime() + 4 * 3_600_000;

const status = (client: TestClient, form: Record<string, string | number>) =>
  client.post('/secure/order-status', form);
const view = async (client: TestClient, orderId: number) =>
  (await client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
const sandboxIntent = async (t: TestApp, id: string) =>
  (await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)))[0]!;

describeApi('POST /secure/order-status: confirm and deliver', (ctx) => {
  test('the chef confirms a paid order, which captures the payment, then delivers', async () => {
    const t = ctx();
    const { chef, buyer, orderId, intentId } = await placed(t, { serviceAt: today(t) });
    expect((await status(chef.client, { orderId, status: 'confirmed' })).statusCode).toBe(200);
    let order = await view(buyer.client, orderId);
    expect(order.orderItems[0]).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(Number),
      deliveredAt: null,
    });
    expect(order.paymentStatus).toBe('captured');
    expect((await sandboxIntent(t, intentId!)).status).toBe('succeeded');
    // The rest of the price is paid to the chef in cash: the same hand-over PIN as a cash order.
    expect(order.fees.payToChef).toBeGreaterThan(0);
    expect(order.handoverCode).toMatch(/^\d{6}$/);
    const chefView = await view(chef.client, orderId);
    expect(chefView).toMatchObject({
      handoverCode: null,
      handoverRequired: true,
      cashAtService: order.fees.payToChef,
    });
    const withoutPin = await status(chef.client, { orderId, status: 'delivered' });
    expect(withoutPin.statusCode).toBe(400);
    expect(withoutPin.json().fieldErrors).toEqual({ handoverCode: 'invalid' });
    expect((await view(buyer.client, orderId)).orderItems[0].status).toBe('confirmed');
    const delivered = await status(chef.client, {
      orderId,
      status: 'delivered',
      handoverCode: order.handoverCode,
    });
    expect(delivered.statusCode).toBe(200);
    order = await view(buyer.client, orderId);
    expect(order.orderItems[0]).toMatchObject({ status: 'delivered', deliveredAt: expect.any(Number) });
    expect(order.cashReceivedAt).toEqual(expect.any(Number));
  });

  test('refusals: unpaid, out of order, wrong party, stranger', async () => {
    const t = ctx();
    const unpaid = await placed(t, { pay: false });
    const notPaid = await status(unpaid.chef.client, { orderId: unpaid.orderId, status: 'confirmed' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().messages[0]).toMatchObject({ code: 'orders.unpaid' });
    const { chef, buyer, orderId } = await placed(t);
    const early = await status(chef.client, { orderId, status: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json().messages[0].message).toBe('Confirm the item before marking it delivered.');
    expect((await status(buyer.client, { orderId, status: 'confirmed' })).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    expect((await status(stranger.client, { orderId, status: 'cancelled' })).statusCode).toBe(404);
    expect((await status(new TestClient(t.app), { orderId, status: 'cancelled' })).statusCode).toBe(401);
    expect((await view(buyer.client, orderId)).orderItems[0].status).toBe('placed');
  });

  test('two confirmations racing leave one result and one capture', async () => {
    const t = ctx();
    const { chef, orderId } = await placed(t);
    const results = await Promise.all(
      [1, 2, 3].map(() => status(chef.client, { orderId, status: 'confirmed' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((row) => row.status)).toEqual(['captured']);
  });

  test('a cash order is delivered with the customer\u2019s hand-over code, which only the customer sees', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await placed(t, { payInCash: true });
    const code = (await view(buyer.client, orderId)).handoverCode as string;
    expect(code).toMatch(/^\d{6}$/);
    expect((await view(chef.client, orderId)).handoverCode).toBeNull();
    await status(chef.client, { orderId, status: 'confirmed' });
    const wrong = await status(chef.client, {
      orderId,
      status: 'delivered',
      handoverCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ handoverCode: 'invalid' });
    expect((await status(chef.client, { orderId, status: 'delivered', handoverCode: code })).statusCode).toBe(
      200,
    );
    expect((await view(buyer.client, orderId)).cashReceivedAt).toEqual(expect.any(Number));
  });
});

describeApi('the hand-over PIN cannot be guessed', (ctx) => {
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const newCode = (client: TestClient, orderId: number) =>
    client.post('/secure/order-handover-code', { orderId });

  test('after 5 wrong PINs the order locks, even for the right one; the customer is told and issues a new PIN, which delivers', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await placed(t, { payInCash: true });
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, buyer.id));
    const code = (await view(buyer.client, orderId)).handoverCode as string;
    await status(chef.client, { orderId, status: 'confirmed' });
    for (let i = 1; i < HANDOVER_MAX_WRONG_TRIES; i++) {
      const wrong = await status(chef.client, { orderId, status: 'delivered', handoverCode: wrongFor(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors).toEqual({ handoverCode: 'invalid' });
    }
    const last = await status(chef.client, { orderId, status: 'delivered', handoverCode: wrongFor(code) });
    expect(last.statusCode).toBe(409);
    expect(last.json().messages[0].code).toBe('orders.handoverLocked');
    // Locked: the right PIN no longer delivers, and the chef is told what to do next.
    const right = await status(chef.client, { orderId, status: 'delivered', handoverCode: code });
    expect(right.statusCode).toBe(409);
    expect(right.json().messages[0]).toMatchObject({ code: 'orders.handoverLocked' });
    expect(right.json().messages[0].message).toMatch(/issue a new hand-over PIN on their order page/);
    expect((await view(buyer.client, orderId)).orderItems[0].status).toBe('confirmed');
    expect(await view(chef.client, orderId)).toMatchObject({ handoverLocked: true, handoverCode: null });
    expect(await view(buyer.client, orderId)).toMatchObject({ handoverLocked: true });

    // The customer hears of it once, in the app and by mail in their language.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.filter((row) => row.kind === 'handoverLocked')).toHaveLength(1);
    await expect.poll(() => t.mailer.lastTo(buyer.email)?.subject).toMatch(/perdavimo PIN/);

    // Nobody but the customer may issue a new PIN.
    expect((await newCode(chef.client, orderId)).statusCode).toBe(404);
    expect((await newCode((await signUp(t.app)).client, orderId)).statusCode).toBe(404);
    const issued = await newCode(buyer.client, orderId);
    expect(issued.statusCode, issued.body).toBe(200);
    const fresh = issued.json().model.handoverCode as string;
    expect(fresh).toMatch(/^\d{6}$/);
    expect(await view(buyer.client, orderId)).toMatchObject({ handoverCode: fresh, handoverLocked: false });
    // The count starts again: a wrong PIN is one wrong try, then the new PIN delivers.
    const again = await status(chef.client, { orderId, status: 'delivered', handoverCode: wrongFor(fresh) });
    expect(again.statusCode).toBe(400);
    expect(
      (await status(chef.client, { orderId, status: 'delivered', handoverCode: fresh })).statusCode,
    ).toBe(200);
    expect((await view(buyer.client, orderId)).cashReceivedAt).toEqual(expect.any(Number));
    // Nothing is left to hand over: no new PIN.
    const done = await newCode(buyer.client, orderId);
    expect(done.statusCode).toBe(409);
    expect(done.json().messages[0].code).toBe('orders.handoverNotPending');
  });

  test('wrong PINs sent at once all count', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await placed(t, { payInCash: true });
    const code = (await view(buyer.client, orderId)).handoverCode as string;
    await status(chef.client, { orderId, status: 'confirmed' });
    const tries = await Promise.all(
      Array.from({ length: HANDOVER_MAX_WRONG_TRIES }, () =>
        status(chef.client, { orderId, status: 'delivered', handoverCode: wrongFor(code) }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([
      ...Array.from({ length: HANDOVER_MAX_WRONG_TRIES - 1 }, () => 400),
      409,
    ]);
    expect((await status(chef.client, { orderId, status: 'delivered', handoverCode: code })).statusCode).toBe(
      409,
    );
  });

  test('an order without cash to hand over has no PIN to renew', async () => {
    const t = ctx();
    const { buyer, orderId } = await placed(t);
    // A card order's cash remainder has a PIN; cancelled, nothing is left to hand over.
    await status(buyer.client, { orderId, status: 'cancelled' });
    const refused = await newCode(buyer.client, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].code).toBe('orders.handoverNotPending');
  });
});

describeApi('cancellation and refunds', (ctx) => {
  test('more than 24 hours ahead: the preview and the refund are all but the provider\u2019s commission', async () => {
    const t = ctx();
    const { buyer, orderId, order, intentId } = await placed(t);
    const preview = (
      await buyer.client.get('/secure/order-cancellation', { orderId: String(orderId) })
    ).json().model.refund;
    expect(preview).toEqual({
      refundCents: order.amountToPay - order.fees.paymentGatewayFee,
      keptCents: order.fees.paymentGatewayFee,
      reason: 'earlyCancellation',
      isLate: false,
    });
    const response = await status(buyer.client, { orderId, status: 'cancelled' });
    expect(response.json().model.refund).toEqual(preview);
    expect(
      (await view(buyer.client, orderId)).orderItems.every(
        (i: { status: string }) => i.status === 'cancelled',
      ),
    ).toBe(true);
    // Not captured yet: the sandbox, as Stripe, takes only what is kept and lets the rest go.
    expect(await sandboxIntent(t, intentId!)).toMatchObject({
      status: 'succeeded',
      capturedCents: preview.keptCents,
      refundedCents: 0,
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({
      status: 'succeeded',
      amountCents: preview.refundCents,
      reason: 'earlyCancellation',
    });
    // The order page shows the recorded refund after any reload.
    expect((await view(buyer.client, orderId)).refunds).toEqual([
      expect.objectContaining({
        amount: preview.refundCents,
        reason: 'earlyCancellation',
        status: 'succeeded',
      }),
    ]);
  });

  test('less than 24 hours ahead: the 30 euro penalty is kept', async () => {
    const t = ctx();
    const { buyer, orderId, order } = await placed(t, { serviceAt: t.clock.now().getTime() + 5 * 3_600_000 });
    const response = await status(buyer.client, { orderId, status: 'cancelled' });
    expect(response.json().model.refund).toMatchObject({
      refundCents: order.amountToPay - 3000,
      keptCents: 3000,
      reason: 'lateCancellation',
      isLate: true,
    });
  });

  test('after delivery nothing is cancelled; a chef who declines refunds in full', async () => {
    const t = ctx();
    const delivered = await placed(t, { serviceAt: today(t) });
    await status(delivered.chef.client, { orderId: delivered.orderId, status: 'confirmed' });
    await status(delivered.chef.client, {
      orderId: delivered.orderId,
      status: 'delivered',
      handoverCode: delivered.order.handoverCode,
    });
    const late = await status(delivered.buyer.client, { orderId: delivered.orderId, status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json().messages[0].code).toBe('orders.cannot.cancelledFromDelivered');
    const declined = await placed(t);
    const response = await status(declined.chef.client, { orderId: declined.orderId, status: 'cancelled' });
    expect(response.json().model.refund).toMatchObject({
      refundCents: declined.order.amountToPay,
      reason: 'chefCancelled',
    });
  });

  test('an unpaid order charges only its live items, and a wholly cancelled one is not paid', async () => {
    const t = ctx();
    const { buyer, orderId, order } = await placed(t, { pay: false, dishes: 2 });
    const [first, second] = order.orderItems as { id: number; product: { id: number } }[];
    expect((await status(buyer.client, { orderId, itemId: first!.id, status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const oneDish = (
      await buyer.client.post('/store/order-fees', {
        items: JSON.stringify([{ productId: second!.product.id, productVolume: 2 }]),
        payInCash: 'false',
      })
    ).json().model.fees;
    const left = await view(buyer.client, orderId);
    expect(left.amountToPay).toBe(oneDish.totalAmount);
    expect(left.amountToPay).toBeLessThan(order.amountToPay);
    const stale = await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay });
    expect(stale.statusCode).toBe(409);
    expect(
      (await buyer.client.post('/secure/stripe-intent', { orderId, amount: left.amountToPay })).statusCode,
    ).toBe(200);

    await status(buyer.client, { orderId, itemId: second!.id, status: 'cancelled' });
    const nothing = await buyer.client.post('/secure/stripe-intent', { orderId, amount: left.amountToPay });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().messages[0].code).toBe('payments.orderCancelled');
  });

  test('a refund decided before a crash is sent once at the next start, however often it is retried', async () => {
    const t = ctx();
    const { buyer, chef, orderId, intentId } = await placed(t);
    // Captured: a refund is sent to the provider only of money it took.
    expect((await status(chef.client, { orderId, status: 'confirmed' })).statusCode).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    // The cancellation's transaction committed, then the process died before the provider was asked.
    await t.db.insert(refunds).values({
      orderId,
      paymentId: payment!.id,
      amountCents: 1500,
      reason: 'earlyCancellation',
      requestedBy: null,
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const { SandboxProvider } = await import('../payments/payments.service.ts');
    const provider = new SandboxProvider(t.db, () => t.clock.now());
    await provider.refund(intentId!, 1500, `refund-${refund!.id}`); // it had reached the provider after all
    await t.app.ready();
    const { OrderLifeService } = await import('./order-life.service.ts');
    const { CardHoldsService } = await import('./card-holds.service.ts');
    const { AvailabilityService } = await import('../availability/availability.service.ts');
    const availability = new AvailabilityService(t.db, t.clock);
    const holds = new CardHoldsService(t.db, t.clock, provider, t.app.log, availability);
    const service = new OrderLifeService(t.db, t.clock, provider, t.app.log, holds, availability);
    await Promise.all([service.sendPendingRefunds(), service.sendPendingRefunds()]);
    expect((await sandboxIntent(t, intentId!)).refundedCents).toBe(1500);
    const [after] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after!.status).toBe('succeeded');
    expect((await view(buyer.client, orderId)).orderItems[0].status).toBe('confirmed');
  });
});

describeApi('payouts', (ctx) => {
  test('a delivered item\u2019s chef share becomes payable 1 day after drop-off; the job run twice pays once', async () => {
    const t = ctx();
    const { chef, orderId, order } = await placed(t, { serviceAt: today(t) });
    await status(chef.client, { orderId, status: 'confirmed' });
    await status(chef.client, { orderId, status: 'delivered', handoverCode: order.handoverCode });
    let mine = (await chef.client.get('/secure/payouts')).json().model;
    expect(mine).toMatchObject({ upcomingCents: order.fees.prepayment, paidCents: 0 });
    expect(mine.payouts[0]).toMatchObject({
      status: 'scheduled',
      amount: 3000,
      paidTimestamp: null,
      orderId,
      title: 'Dish 0',
    });
    expect(mine.payouts[0].dueTimestamp - t.clock.now().getTime()).toBe(24 * 3_600_000);

    t.clock.advance(23 * 3_600_000);
    expect(await t.app.payouts.runDue()).toEqual({ paid: 0 });
    t.clock.advance(3_600_000);
    const runs = await Promise.all([t.app.payouts.runDue(), t.app.payouts.runDue()]);
    expect(runs.reduce((sum, run) => sum + run.paid, 0)).toBe(1);
    expect(await t.app.payouts.runDue()).toEqual({ paid: 0 });
    mine = (await chef.client.get('/secure/payouts')).json().model;
    expect(mine).toMatchObject({ upcomingCents: 0, paidCents: 3000 });
  });

  test('a cash order pays nothing through the portal: the chef was paid at the door', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await placed(t, { payInCash: true });
    const code = (await view(buyer.client, orderId)).handoverCode;
    await status(chef.client, { orderId, status: 'confirmed' });
    await status(chef.client, { orderId, status: 'delivered', handoverCode: code });
    expect((await chef.client.get('/secure/payouts')).json().model.payouts).toEqual([]);
  });
});
