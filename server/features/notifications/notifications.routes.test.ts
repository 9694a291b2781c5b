import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect, test } from 'vitest';
import { mailOutbox, notifications, users } from '../../db/schema.ts';
import { buildTestApp, describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';
import {
  chefKitchen,
  createChef,
  createDish,
  deliveredOrder,
  paidOrder,
  payByCard,
  placeOrder,
  serviceDateToday,
} from '../../test/factories.ts';
import { createMailer } from '../../lib/mailer.ts';
import { orderFacts } from '../orders/orders.queries.ts';
import { Notifier } from './notifier.service.ts';

const HOUR = 3_600_000;

const kindsOf = async (t: TestApp, userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);
const list = async (client: TestClient) => (await client.get('/secure/notifications')).json().model;

describeApi('notifications for the order life events', (ctx) => {
  test('a slow mail server never holds up the answer: mails leave after it, in the background', async () => {
    const t = ctx();
    const { chef, productId } = await chefKitchen(t);
    const buyer = await signUp(t.app);
    const { orderId, order } = await placeOrder(t, buyer.client, [{ productId }], { payInCash: true });
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    const before = t.mailer.sent.length;
    const release = t.mailer.hold();
    // app.inject, not TestClient: the test client waits for the mail queue, which is held. The chef
    // and the customer are mailed when the order is paid.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...intent,
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    try {
      expect(paid.statusCode, paid.body).toBe(200);
      expect(t.mailer.sent.length).toBe(before); // answered while the mail server still has not taken it
    } finally {
      release();
    }
    await t.app.mailQueue.settled();
    expect(t.mailer.sent.slice(before).map((mail) => mail.to)).toEqual(
      expect.arrayContaining([buyer.email, chef.email]),
    );
  });

  test('each event reaches the right side in the app and by mail, in the recipient\u2019s language', async () => {
    const t = ctx();
    const { chef, buyer, orderId, order } = await paidOrder(t, { serviceDeliveryDate: serviceDateToday(t) });
    const number = order.sID.split('-')[0];
    expect(await kindsOf(t, buyer.id)).toEqual(['orderPlaced']);
    expect(await kindsOf(t, chef.id)).toEqual(['orderReceived']);
    const placedMail = t.mailer.lastTo(buyer.email)!;
    expect(placedMail.subject).toBe(`Receipt for your order ${number}`);
    expect(placedMail.text).toContain('Cepelinai');
    expect(placedMail.text).toContain(`€${(order.amountToPay / 100).toFixed(2)}`);
    expect(placedMail.text).toMatch(new RegExp(`http://localhost:\\d+/order/${orderId}$`, 'm'));

    // The chef reads Lithuanian: from now on their mails are in Lithuanian.
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, chef.id));
    await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' });
    await chef.client.post('/secure/order-status', {
      orderId,
      status: 'delivered',
      handoverCode: order.handoverCode,
    });
    expect(await kindsOf(t, buyer.id)).toEqual(['orderPlaced', 'itemConfirmed', 'itemDelivered']);
    expect(t.mailer.lastTo(buyer.email)!.subject).toBe(`Order ${number} is delivered`);

    const rated = await buyer.client.post('/secure/rate-order', { orderId, rating: 5, comment: 'Lovely' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await kindsOf(t, chef.id)).toEqual(['orderReceived', 'reviewReceived']);
    expect(t.mailer.lastTo(chef.email)!.subject).toBe('Naujas atsiliepimas: Cepelinai');
    expect((await list(chef.client)).notifications[0]).toMatchObject({
      kind: 'reviewReceived',
      params: { orderNumber: number, dishes: 'Cepelinai', rating: 5 },
      orderId,
      readTimestamp: null,
    });

    const reviewId = (await t.db.query.reviews.findFirst())!.id;
    await chef.client.post('/secure/review-reply', { reviewId, reply: 'Thank you!' });
    expect((await kindsOf(t, buyer.id)).at(-1)).toBe('reviewReplied');

    for (let hours = 0; hours < 25; hours += 12) {
      t.clock.advance(12 * HOUR);
      await chef.client.get('/secure/notifications');
    }
    await t.app.payouts.runDue();
    expect((await kindsOf(t, chef.id)).at(-1)).toBe('payoutMade');
    expect(t.mailer.lastTo(chef.email)!.subject).toBe('Išmokėta 30,00 €');
    expect(t.mailer.lastTo(chef.email)!.text).toContain(`Atidaryti užsakymą:`);

    // Every queued mail was handed to the mailer; nothing waits in the outbox queue.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.transport, 'queued'))).toEqual([]);
  });

  test('cancellations tell the other side, with the refund amount; a decline is a decline', async () => {
    const t = ctx();
    const byBuyer = await paidOrder(t);
    const cancelled = await byBuyer.buyer.client.post('/secure/order-status', {
      orderId: byBuyer.orderId,
      status: 'cancelled',
    });
    const refund = cancelled.json().model.refund.refundCents as number;
    expect(refund).toBeGreaterThan(0);
    const told = (await list(byBuyer.chef.client)).notifications[0];
    expect(told).toMatchObject({ kind: 'orderCancelled', params: { amount: refund } });
    expect(await kindsOf(t, byBuyer.buyer.id)).toEqual(['orderPlaced']);

    const byChef = await paidOrder(t);
    await byChef.chef.client.post('/secure/order-status', { orderId: byChef.orderId, status: 'cancelled' });
    const declined = (await list(byChef.buyer.client)).notifications[0];
    expect(declined).toMatchObject({ kind: 'itemDeclined', params: { amount: byChef.order.amountToPay } });
    expect(t.mailer.lastTo(byChef.buyer.email)!.text).toContain(
      `€${(byChef.order.amountToPay / 100).toFixed(2)}`,
    );
  });

  test('only the caller\u2019s own, newest first; marking read by ids or all', async () => {
    const t = ctx();
    const { buyer, chef } = await deliveredOrder(t);
    const stranger = await signUp(t.app);
    expect(await list(stranger.client)).toEqual({ notifications: [], unreadCount: 0, unreadMessages: 0 });
    const mine = await list(buyer.client);
    expect(mine.unreadCount).toBe(3);
    expect(mine.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'itemDelivered',
      'itemConfirmed',
      'orderPlaced',
    ]);
    const ids = mine.notifications.map((n: { id: string }) => n.id);
    // Someone else's ids change nothing.
    const foreign = await stranger.client.post('/secure/notifications-read', { ids: JSON.stringify(ids) });
    expect(foreign.json().model).toEqual({ unreadCount: 0, unreadMessages: 0 });
    expect((await list(buyer.client)).unreadCount).toBe(3);

    const one = await buyer.client.post('/secure/notifications-read', { ids: JSON.stringify([ids[0]]) });
    expect(one.json().model).toEqual({ unreadCount: 2, unreadMessages: 0 });
    expect((await list(buyer.client)).notifications[0].readTimestamp).toBe(t.clock.now().getTime());
    expect((await buyer.client.post('/secure/notifications-read', {})).json().model).toEqual({
      unreadCount: 0,
      unreadMessages: 0,
    });
    expect((await list(chef.client)).unreadCount).toBe(1);
    expect((await buyer.client.post('/secure/notifications-read', { ids: '["x"]' })).statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/secure/notifications')).statusCode).toBe(401);
  });
});

test('a notification written in a transaction that rolls back leaves no row and no mail', async () => {
  const t = await buildTestApp('pglite');
  try {
    const { id } = await signUp(t.app);
    const notifier = new Notifier(t.db, t.clock, t.mailer, 'https://example.test', t.app.log, orderFacts);
    await expect(
      t.db.transaction(async (tx) => {
        await notifier.notify(tx, {
          userId: id,
          kind: 'payoutMade',
          params: { orderNumber: 'A1', dishes: 'X' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await notifier.flush();
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.transport, 'queued'))).toEqual([]);

    // Committed, then the app server that had claimed it died while sending: nobody touches it
    // while its claim holds; once the claim has lapsed it is sent, once, however many flush at once.
    await t.db.transaction((tx) =>
      notifier.notify(tx, {
        userId: id,
        kind: 'payoutMade',
        params: { orderNumber: 'A1', dishes: 'X', amount: 500 },
      }),
    );
    await t.db
      .update(mailOutbox)
      .set({ transport: 'sending', lockedUntil: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(mailOutbox.transport, 'queued'));
    const before = t.mailer.sent.length;
    expect(await notifier.flush()).toBe(0);
    t.clock.advance(61_000);
    await Promise.all([notifier.flush(), notifier.flush()]);
    expect(t.mailer.sent.length - before).toBe(1);
    expect(t.mailer.sent.at(-1)!.subject).toBe('Payout of €5.00 made');
  } finally {
    await t.app.close();
  }
});

test('without SMTP, queued mails are delivered to the outbox where they stand, all in one statement', async () => {
  const t = await buildTestApp('pglite');
  try {
    const logs: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
    const mailer = createMailer({ db: t.db, logger: log, from: 'App <a@b.lt>' });
    const notifier = new Notifier(t.db, t.clock, mailer, 'https://example.test', log, orderFacts);
    const people = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    await t.db.transaction((tx) =>
      notifier.notifyAll(
        tx,
        people.map(({ id }) => ({
          userId: id,
          kind: 'payoutMade' as const,
          params: { orderNumber: 'A1', dishes: 'X', amount: 500 },
        })),
      ),
    );
    const statements = await t.sql.during(() => notifier.flush());
    expect(statements).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Payout of €5.00 made'));
    expect(mails.map((mail) => [mail.toAddress, mail.transport]).sort()).toEqual(
      people.map(({ email }) => [email, 'outbox']).sort(),
    );
    expect(logs.filter((line) => line.includes('mail stored in the outbox'))).toHaveLength(3);
    // Delivered once: a second flush finds nothing queued.
    expect(await notifier.flush()).toBe(0);
  } finally {
    await t.app.close();
  }
});

describeApi('a notice that asked for something says when it is done', (ctx) => {
  type Listed = { kind: string; orderId: number | null; done: boolean };
  const doneOf = async (client: TestClient, kind: string, orderId: number) => {
    const notices = (await list(client)).notifications as Listed[];
    const found = notices.filter((notice) => notice.kind === kind && notice.orderId === orderId);
    expect(found, `${kind} about order ${orderId}`).toHaveLength(1);
    return found[0]!.done;
  };

  test('confirm, rate, reply and answer: each notice is done once its task is, only for its reader', async () => {
    const t = ctx();
    const { chef, buyer, orderId, itemId } = await paidOrder(t, { serviceDeliveryDate: serviceDateToday(t) });
    expect(await doneOf(chef.client, 'orderReceived', orderId)).toBe(false);
    await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' });
    expect(await doneOf(chef.client, 'orderReceived', orderId)).toBe(true);
    // A notice that only tells is never "done".
    expect(await doneOf(buyer.client, 'itemConfirmed', orderId)).toBe(false);

    const { handoverCode } = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json()
      .model.order as { handoverCode: string | null };
    await chef.client.post('/secure/order-status', {
      orderId,
      status: 'delivered',
      ...(handoverCode ? { handoverCode } : {}),
    });
    expect(await doneOf(buyer.client, 'itemDelivered', orderId)).toBe(false);
    await buyer.client.post('/secure/rate-order', { orderId, itemId, rating: 4 });
    expect(await doneOf(buyer.client, 'itemDelivered', orderId)).toBe(true);

    expect(await doneOf(chef.client, 'reviewReceived', orderId)).toBe(false);
    const reviewId = (await buyer.client.get('/secure/order-reviews', { orderId: String(orderId) })).json()
      .model.reviews[0].id as string;
    await chef.client.post('/secure/review-reply', { reviewId, reply: 'Ačiū!' });
    expect(await doneOf(chef.client, 'reviewReceived', orderId)).toBe(true);

    const opened = await buyer.client.post('/secure/complaint', {
      orderId,
      itemId,
      text: 'The sauce was missing entirely.',
      photoIds: '[]',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await doneOf(chef.client, 'complaintOpened', orderId)).toBe(false);
    await chef.client.post('/secure/complaint-response', {
      complaintId: opened.json().model.complaint.id,
      text: 'It was in the blue box.',
    });
    expect(await doneOf(chef.client, 'complaintOpened', orderId)).toBe(true);
  });

  test('a notice to confirm is done when the customer cancelled first: nothing is left to confirm', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await paidOrder(t);
    expect(await doneOf(chef.client, 'orderReceived', orderId)).toBe(false);
    const cancelled = await buyer.client.post('/secure/order-status', { orderId, status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await doneOf(chef.client, 'orderReceived', orderId)).toBe(true);
  });

  test('one chef’s work left in a shared order does not keep another chef’s notice open', async () => {
    const t = ctx();
    const first = await createChef(t);
    const second = await createChef(t);
    const dish = async (chef: typeof first) =>
      (await createDish(chef.client, { title: 'Kibinai', preparationMinutes: 60 })).productId;
    const buyer = await signUp(t.app);
    const { orderId, order } = await placeOrder(t, buyer.client, [
      { productId: await dish(first) },
      { productId: await dish(second) },
    ]);
    await payByCard(t, buyer.client, orderId, order.amountToPay);
    await first.client.post('/secure/order-status', { orderId, status: 'confirmed' });
    expect(await doneOf(first.client, 'orderReceived', orderId)).toBe(true);
    expect(await doneOf(second.client, 'orderReceived', orderId)).toBe(false);
  });
});
