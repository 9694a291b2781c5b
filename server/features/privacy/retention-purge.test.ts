import { eq, inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import {
  assetEntries,
  assetPurchases,
  assetTransfers,
  assetWithdrawals,
  merchantInfos,
  payouts,
  users,
} from '../../db/schema.ts';
import { deliveredOrder } from '../../test/factories.ts';
import { describeApi, GOOD_PASSWORD, type TestApp, type TestClient } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60_000;

/** Every row of an order, per table (the order, its items and all that hangs from them). */
async function footprint(t: TestApp, orderId: number) {
  const { rows } = (await t.db.execute(sql`SELECT
    (SELECT count(*) FROM orders WHERE id = ${orderId})::int AS orders,
    (SELECT count(*) FROM order_items WHERE order_id = ${orderId})::int AS items,
    (SELECT count(*) FROM order_addresses WHERE order_id = ${orderId})::int AS addresses,
    (SELECT count(*) FROM payments WHERE order_id = ${orderId})::int AS payments,
    (SELECT count(*) FROM refunds WHERE order_id = ${orderId})::int AS refunds,
    (SELECT count(*) FROM payouts p JOIN order_items i ON i.id = p.order_item_id WHERE i.order_id = ${orderId})::int AS payouts,
    (SELECT count(*) FROM reviews r JOIN order_items i ON i.id = r.order_item_id WHERE i.order_id = ${orderId})::int AS reviews,
    (SELECT count(*) FROM complaints WHERE order_id = ${orderId})::int AS complaints,
    (SELECT count(*) FROM notifications WHERE order_id = ${orderId})::int AS notifications,
    (SELECT count(*) FROM slot_bookings WHERE order_id = ${orderId})::int AS bookings,
    (SELECT count(*) FROM message_threads WHERE order_id = ${orderId})::int AS threads,
    (SELECT count(*) FROM messages m JOIN message_threads th ON th.id = m.thread_id WHERE th.order_id = ${orderId})::int AS messages`)) as unknown as {
    rows: Record<string, number>[];
  };
  return Object.fromEntries(Object.entries(rows[0]!).map(([table, n]) => [table, Number(n)]));
}

const nothing = (of: Record<string, number>) =>
  Object.fromEntries(Object.keys(of).map((table) => [table, 0]));

/** Signs in afresh (the payouts' days have ended the session) and deletes the account. */
async function deleteAccount(who: { client: TestClient; email: string }) {
  const signedIn = await who.client.post('/pw-login', { identityKey: who.email, password: GOOD_PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const deleted = await who.client.post('/secure/account/delete', { password: GOOD_PASSWORD });
  expect(deleted.statusCode, deleted.body).toBe(200);
}

/**
 * A chef's dish ordered, paid by card, confirmed, delivered and rated, with a conversation; its
 * payout is paid by `payPayouts`, so the chef may leave too.
 */
async function settledOrder(t: TestApp) {
  const { chef, buyer, orderId, itemId } = await deliveredOrder(t);
  const rated = await buyer.client.post('/secure/rate-order', { orderId, itemId, rating: 5 });
  expect(rated.statusCode, rated.body).toBe(200);
  const thread = (await buyer.client.post('/secure/message-thread', { orderId })).json().model.thread;
  const sent = await buyer.client.post('/secure/message', { threadId: thread.id, text: 'Ačiū, buvo skanu!' });
  expect(sent.statusCode, sent.body).toBe(200);
  return { chef, buyer, orderId };
}

async function payPayouts(t: TestApp, chefId: string) {
  t.clock.advance(2 * DAY);
  await t.app.jobs.runDue();
  const [payout] = await t.db.select().from(payouts).where(eq(payouts.sellerUserId, chefId));
  expect(payout?.status).toBe('paid');
}

const taxNumberOf = async (t: TestApp, userId: string) =>
  (await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, userId)))[0]?.personalTaxNumber;

/** The VMVT number the chef gave and the one an operator found in the register. */
const foodBusinessNumbersOf = async (t: TestApp, userId: string) => {
  const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, userId));
  return [row?.foodBusinessNumber, row?.foodBusinessCheckedNumber];
};

async function purgeAt(t: TestApp, iso: string) {
  t.clock.set(new Date(iso));
  expect(await t.app.jobs.runDue()).toContain('retention-purge');
}

describeApi('the purge after the accounting period (G19)', (ctx) => {
  test('deletes what deleted accounts left once 10 years from the end of the deletion year are over, whole, and nothing else', async () => {
    const t = ctx();
    // Later than any real time the database's own defaults (a payment's created_at) may stamp: every
    // date that decides is the test clock's.
    t.clock.set(new Date('2040-03-05T09:00:00Z'));

    // 2040: both sides of order A leave; order B's customer leaves, its chef stays.
    const a = await settledOrder(t);
    await payPayouts(t, a.chef.id);
    const b = await settledOrder(t);
    await payPayouts(t, b.chef.id);
    for (const chef of [a.chef, b.chef])
      await t.db
        .update(merchantInfos)
        .set({
          personalTaxNumber: '38901011234',
          foodBusinessNumber: 'LT 13-0042',
          foodBusinessCheckedNumber: 'LT 13-0042',
        })
        .where(eq(merchantInfos.userId, chef.id));
    await deleteAccount(a.buyer);
    await deleteAccount(a.chef);
    await deleteAccount(b.buyer);
    // Their credits ledger (the accounts left with none): A's customer bought 100 and sent them out
    // of the portal; B's customer sent 50 to B's chef, who still has an account.
    const at = t.clock.now();
    const [purchase] = await t.db
      .insert(assetPurchases)
      .values({
        userId: a.buyer.id,
        volume: 100,
        amountCents: 100,
        provider: 'sandbox',
        providerRef: 'pi_a',
        status: 'succeeded',
        createdAt: at,
        paidAt: at,
      })
      .returning();
    const [out] = await t.db
      .insert(assetTransfers)
      .values({
        senderUserId: a.buyer.id,
        addressType: 0,
        recipientAddress: 'DOGE1',
        volume: 100,
        status: 'completed',
        createdAt: at,
        completedAt: at,
      })
      .returning();
    const [withdrawal] = await t.db
      .insert(assetWithdrawals)
      .values({
        userId: a.buyer.id,
        transferId: out!.id,
        addressType: 0,
        destination: 'DOGE1',
        volume: 100,
        status: 'processed',
        createdAt: at,
        decidedAt: at,
      })
      .returning();
    const [gift] = await t.db
      .insert(assetTransfers)
      .values({
        senderUserId: b.buyer.id,
        addressType: 3,
        recipientAddress: b.chef.email,
        recipientUserId: b.chef.id,
        volume: 50,
        status: 'completed',
        createdAt: at,
        completedAt: at,
      })
      .returning();
    await t.db.insert(assetEntries).values([
      { userId: a.buyer.id, delta: 100, kind: 'purchase', purchaseId: purchase!.id, createdAt: at },
      { userId: a.buyer.id, delta: -100, kind: 'withdrawal', withdrawalId: withdrawal!.id, createdAt: at },
      {
        userId: b.buyer.id,
        delta: -50,
        kind: 'transfer-out',
        transferId: gift!.id,
        counterpartyUserId: b.chef.id,
        createdAt: at,
      },
      {
        userId: b.chef.id,
        delta: 50,
        kind: 'transfer-in',
        transferId: gift!.id,
        counterpartyUserId: b.buyer.id,
        createdAt: at,
      },
    ]);

    // 2041: both sides of order C leave, a year later.
    t.clock.set(new Date('2041-04-10T09:00:00Z'));
    const c = await settledOrder(t);
    await payPayouts(t, c.chef.id);
    await t.db
      .update(merchantInfos)
      .set({ personalTaxNumber: '48902021234' })
      .where(eq(merchantInfos.userId, c.chef.id));
    await deleteAccount(c.buyer);
    await deleteAccount(c.chef);

    const [aRows, bRows, cRows] = [
      await footprint(t, a.orderId),
      await footprint(t, b.orderId),
      await footprint(t, c.orderId),
    ];
    // What the deletion kept is all there: the order, its money, the review and the conversation.
    for (const rows of [aRows, bRows, cRows])
      expect(rows).toMatchObject({
        orders: 1,
        items: 1,
        payments: 1,
        payouts: 1,
        reviews: 1,
        threads: 1,
        messages: 1,
      });

    // 23:59 on 31 December 2050 in Vilnius: 2040's ten years are not over yet.
    await purgeAt(t, '2050-12-31T21:59:00Z');
    expect(await footprint(t, a.orderId)).toEqual(aRows);
    expect(await taxNumberOf(t, a.chef.id)).toBe('38901011234');
    // The deletion kept the VMVT numbers with the orders, for a food-safety inquiry about them.
    expect(await foodBusinessNumbersOf(t, a.chef.id)).toEqual(['LT 13-0042', 'LT 13-0042']);

    // 2051: what both sides left in 2040 goes, every row of it; the rest stays whole.
    await purgeAt(t, '2051-03-01T09:00:00Z');
    expect(await footprint(t, a.orderId)).toEqual(nothing(aRows));
    expect(await footprint(t, b.orderId)).toEqual(bRows); // its chef still has an account
    expect(await footprint(t, c.orderId)).toEqual(cRows); // left in 2041
    expect(await taxNumberOf(t, a.chef.id)).toBeNull();
    expect(await foodBusinessNumbersOf(t, a.chef.id)).toEqual([null, null]);
    expect(await taxNumberOf(t, b.chef.id)).toBe('38901011234'); // a living chef's own number
    expect(await foodBusinessNumbersOf(t, b.chef.id)).toEqual(['LT 13-0042', 'LT 13-0042']);
    expect(await taxNumberOf(t, c.chef.id)).toBe('48902021234');
    // The name-less accounts stay (a living person's conversation may still name one).
    const left = await t.db
      .select({ id: users.id, deletedAt: users.deletedAt })
      .from(users)
      .where(inArray(users.id, [a.buyer.id, a.chef.id]));
    expect(left).toHaveLength(2);
    // Credits: A's customer's own rows and the transfer out of the portal go; B's customer's own
    // entry goes, the transfer to B's chef and B's chef's entry stay (B's chef's record).
    expect(await t.db.select().from(assetPurchases).where(eq(assetPurchases.userId, a.buyer.id))).toEqual([]);
    expect(await t.db.select().from(assetWithdrawals).where(eq(assetWithdrawals.userId, a.buyer.id))).toEqual(
      [],
    );
    expect(
      await t.db
        .select()
        .from(assetEntries)
        .where(inArray(assetEntries.userId, [a.buyer.id, b.buyer.id])),
    ).toEqual([]);
    const transfers = await t.db.select({ id: assetTransfers.id }).from(assetTransfers);
    expect(transfers.map((row) => row.id)).toEqual([gift!.id]);
    expect(
      await t.db
        .select({ delta: assetEntries.delta })
        .from(assetEntries)
        .where(eq(assetEntries.userId, b.chef.id)),
    ).toEqual([{ delta: 50 }]);

    // From midnight on 1 January 2052 in Vilnius, what was left in 2041 goes too; B never while its chef stays.
    await purgeAt(t, '2051-12-31T22:00:00Z');
    expect(await footprint(t, c.orderId)).toEqual(nothing(cRows));
    expect(await taxNumberOf(t, c.chef.id)).toBeNull();
    await purgeAt(t, '2070-01-02T09:00:00Z');
    expect(await footprint(t, b.orderId)).toEqual(bRows);
  });
});
