import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { createChef, createDish, ORDER_ADDRESS, serviceDateIn } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

/**
 * Order creation is the marketplace's busiest write (docs/performance.md), and its cost is the
 * number of statements it sends. These are the bounds; a change that adds statements fails here.
 * A signed-in customer's order with an Idempotency-Key: the session, the key, the dishes (with the
 * new order's id), then the order, items and address in one statement. This was 21 statements for
 * three dishes of two chefs (18 for one dish of one chef): the notices read the order back and were
 * written one recipient and one table at a time; then 7, in a transaction; the order's own two
 * statements are prepared once. Nobody is told of an order until it is paid, so
 * placing it queues no mail at all. The last statement tells the other app servers that orders
 * changed (a NOTIFY, after the answer's commit), so their kept order lists empty.
 * Nobody may hoard a chef's time (domain/orders/hold-limits.ts), so the order is written in a
 * transaction that first locks its buyer's takers (account or guest browser, and address) and
 * counts their unpaid orders: BEGIN, the lock, the count, the write, COMMIT; four statements more
 * than the one prepared write (still used with UNPAID_HOLD_LIMITS=off, as the bench runs).
 */
const PLACE_STATEMENTS = 9;
/** No session and no Idempotency-Key: the bench's call (3 with the limits off). */
const GUEST_PLACE_STATEMENTS = 7;

/** The statements of one request, split where the mail hand-over claims the queued mails. */
async function cost(t: TestApp, send: () => Promise<{ statusCode: number; body: string }>) {
  let status = 0;
  let body = '';
  const statements = await t.sql.during(async () => {
    // TestClient waits for the background mail hand-over, so it is counted too.
    ({ statusCode: status, body } = await send());
  });
  expect(status, body).toBe(200);
  const claim = statements.findIndex((statement) => /^update "mail_outbox"/.test(statement));
  const end = claim === -1 ? statements.length : claim;
  return { request: statements.slice(0, end), handOver: statements.slice(end), body };
}

let addresses = 0;

function order(t: TestApp, client: TestClient, lines: number[], idempotencyKey?: string) {
  return client.request({
    // An address of its own: the tests' orders stay unpaid, and an address may have three.
    remoteAddress: `10.9.0.${++addresses}`,
    method: 'POST',
    url: '/store/order',
    payload: new URLSearchParams({
      items: JSON.stringify(lines.map((productId) => ({ productId, productVolume: 1 }))),
      serviceDeliveryDate: serviceDateIn(t),
      payInCash: 'false',
      ...ORDER_ADDRESS,
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

describeApi(
  'what placing an order costs in SQL statements',
  (ctx) => {
    test('order, items and address in one statement, whatever the dishes and chefs; nobody told yet', async () => {
      const t = ctx();
      const a = await createChef(t);
      const b = await createChef(t);
      const [a1, a2, b1] = [
        (await createDish(a.client, { title: 'Kibinai' })).productId,
        (await createDish(a.client, { title: 'Šaltibarščiai' })).productId,
        (await createDish(b.client, { title: 'Cepelinai' })).productId,
      ];
      const buyer = await signUp(t.app);

      const one = await cost(t, () => order(t, buyer.client, [a1], 'cost-one-0001'));
      const three = await cost(t, () => order(t, buyer.client, [a1, a2, b1], 'cost-three-0001'));

      expect(three.request.length, three.request.join('\n')).toBeLessThanOrEqual(PLACE_STATEMENTS);
      // No mail is queued, so none is handed over after the answer.
      expect(three.handOver).toEqual([]);
      expect(one.handOver).toEqual([]);
      // More dishes and more chefs cost no more statements, and all is written by one of them (with
      // each chef's service of the order), after the buyer's unpaid orders are counted.
      expect(three.request.length).toBe(one.request.length);
      expect(
        three.request.filter((statement) =>
          /^with .*insert into "order_addresses".* insert into "slot_bookings"/s.test(statement),
        ),
      ).toHaveLength(1);
      // Everything it wrote is there, and nobody is told of an unpaid order.
      const id = JSON.parse(three.body).model.order.id as number;
      const view = (await buyer.client.get('/secure/order', { orderId: String(id) })).json().model.order;
      expect(view.orderItems.map((item: { product: { title: string } }) => item.product.title)).toEqual([
        'Kibinai',
        'Šaltibarščiai',
        'Cepelinai',
      ]);
      expect(await t.db.select().from(notifications).where(eq(notifications.orderId, id))).toEqual([]);
    });

    test('a guest\u2019s order, as the bench places them, costs two fewer: no session, no key', async () => {
      const t = ctx();
      const a = await createChef(t);
      const b = await createChef(t);
      const dishes = [(await createDish(a.client)).productId, (await createDish(b.client)).productId];
      const guest = await cost(t, () => order(t, new TestClient(t.app), dishes));
      expect(guest.request.length, guest.request.join('\n')).toBeLessThanOrEqual(GUEST_PLACE_STATEMENTS);
      expect(guest.handOver).toEqual([]);
      const id = JSON.parse(guest.body).model.order.id as number;
      expect(await t.db.select().from(notifications).where(eq(notifications.orderId, id))).toEqual([]);
    });

    test('a retried request answers its first order from the session and four reads, writing nothing', async () => {
      const t = ctx();
      const chef = await createChef(t);
      const { productId } = await createDish(chef.client);
      const buyer = await signUp(t.app);
      const first = await cost(t, () => order(t, buyer.client, [productId], 'cost-retry-0001'));
      const retry = await cost(t, () => order(t, buyer.client, [productId], 'cost-retry-0001'));
      expect(JSON.parse(retry.body).model.order).toEqual(JSON.parse(first.body).model.order);
      // The key's lookup, then the order's items, address and holds, to tell a retry of the same
      // checkout (answered as it is) from a changed one (which replaces the order), and the NOTIFY
      // every order placement sends.
      const statements = [...retry.request, ...retry.handOver];
      expect(statements).toHaveLength(6);
      expect(statements.at(-1)).toMatch(/pg_notify/);
      expect(statements.filter((statement) => /^\s*(insert|update|delete)/i.test(statement))).toEqual([]);
    });
  },
  // As in production: the buyer's unpaid orders are counted (domain/orders/hold-limits.ts).
  { env: { UNPAID_HOLD_LIMITS: 'on' } },
);
