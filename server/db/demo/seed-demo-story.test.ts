import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payoutFor } from '#domain/orders/payouts.ts';
import { buildApp } from '../../app.ts';
import { readEnv } from '../../env.ts';
import { demoStoryServices } from '../../demo-story-services.ts';
import { PayoutsService } from '../../features/order-life/payouts.service.ts';
import { DiskStorage } from '../../lib/file-storage.ts';
import { TestClient, TEST_BACKENDS, TEST_SECRET } from '../../test/test-app.ts';
import { freshDatabase } from '../../test/test-database.ts';
import type { Database } from '../client.ts';
import { DEMO_PASSWORD, seedDemoData } from '../seed.ts';
import { DEMO_CHEFS } from './demo-catalog.ts';
import {
  STORY_CHEF,
  STORY_CUSTOMERS,
  STORY_FLAGGED_CHEF,
  STORY_ORDERS,
  type StoryOrder,
} from './demo-story.ts';
import { seedDemoCatalog } from './seed-demo-catalog.ts';
import { seedDemoStory, serviceTime } from './seed-demo-story.ts';

const DAY = 86_400_000;

/** Row counts of every table the story writes: a second seeding must leave them as they are. */
const COUNTED = [
  'users',
  'orders',
  'order_items',
  'payments',
  'payouts',
  'reviews',
  'complaints',
  'notifications',
  'mail_outbox',
  'refunds',
];

describe.each(TEST_BACKENDS)('the demo story [%s]', (backend) => {
  let database: Database;
  let root: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const now = new Date();
  let counts: Record<string, number>;
  let seededAgain: boolean;

  const query = async <T>(text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const count = async () => {
    const result: Record<string, number> = {};
    for (const table of COUNTED) {
      const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      result[table] = row!.n;
    }
    return result;
  };
  const signIn = async (email: string) => {
    const client = new TestClient(app);
    const response = await client.post('/pw-login', { identityKey: email, password: DEMO_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  };

  beforeAll(async () => {
    database = await freshDatabase(backend);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-story-'));
    app = await buildApp({
      env: readEnv({ NODE_ENV: 'test' }),
      database,
      secret: TEST_SECRET,
      filesRoot: root,
      logger: false,
    });
    // As main.ts does at start: the accounts, the catalogue, then the story.
    await seedDemoData(database.db);
    await seedDemoCatalog(database.db, new DiskStorage(root));
    expect(await seedDemoStory(database.db, demoStoryServices(database.db, app.log), app.log, now)).toBe(
      true,
    );
    counts = await count();
    // A restart: the catalogue and the story are found and left alone.
    await seedDemoCatalog(database.db, new DiskStorage(root));
    seededAgain = await seedDemoStory(
      database.db,
      demoStoryServices(database.db, app.log),
      app.log,
      new Date(now.getTime() + 60_000),
    );
  }, 180_000);
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('seeding twice changes nothing', async () => {
    expect(seededAgain).toBe(false);
    expect(await count()).toEqual(counts);
    expect(counts.orders).toBe(STORY_ORDERS.length);
    // No mail leaves for the story's events: they happened before the demo started.
    expect(counts.mail_outbox).toBe(0);
  });

  test('every past event is in the past and every booked service where the story puts it', async () => {
    const rows = await query<{ key: string; service: Date; created: Date; delivered: Date | null }>(`
      SELECT o.idempotency_key AS key, o.service_date AS service, o.created_at AS created,
             max(i.delivered_at) AS delivered
      FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY o.id`);
    const byKey = (story: StoryOrder) => rows.find((row) => row.key.endsWith(`demo-story:${story.key}`))!;
    for (const story of STORY_ORDERS) {
      const row = byKey(story);
      expect(new Date(row.service).getTime(), story.key).toBe(serviceTime(now, story.service).getTime());
      expect(new Date(row.created).getTime(), story.key).toBeLessThan(now.getTime());
      if ((story.stage ?? 'delivered') === 'delivered') {
        expect(new Date(row.delivered!).getTime(), story.key).toBeLessThan(now.getTime());
      } else {
        expect(new Date(row.service).getTime(), story.key).toBeGreaterThan(now.getTime());
      }
    }
    for (const table of ['reviews', 'complaints', 'notifications', 'payments', 'payouts']) {
      const [latest] = await query<{ at: Date | null }>(`SELECT max(created_at) AS at FROM ${table}`);
      expect(new Date(latest!.at!).getTime(), table).toBeLessThanOrEqual(now.getTime());
    }
    // Services are at Vilnius dinner and lunch times, whatever the season.
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vilnius',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    for (const story of STORY_ORDERS) {
      const at = Number(hour.format(serviceTime(now, story.service)));
      expect(at, story.key).toBeGreaterThanOrEqual(12);
      expect(at, story.key).toBeLessThanOrEqual(19);
      if ('at' in story.service) expect(at, story.key).toBe(Number(story.service.at.slice(0, 2)));
    }
  });

  test('the money adds up: payments, payouts and fees agree', async () => {
    const orders = await query<{
      id: number;
      amount_to_pay_cents: number;
      service_fee_cents: number;
      government_fee_cents: number;
      gateway_fee_cents: number;
      prepayment_cents: number;
      subtotal_cents: number;
      pay_to_chef_cents: number;
      pay_in_cash: boolean;
      payment_status: string;
    }>('SELECT * FROM orders');
    for (const order of orders) {
      expect(order.amount_to_pay_cents).toBe(
        order.service_fee_cents +
          order.government_fee_cents +
          order.gateway_fee_cents +
          order.prepayment_cents,
      );
      // Card orders: half the dishes by card, the other half to the chef at the service.
      if (!order.pay_in_cash)
        expect(order.prepayment_cents + order.pay_to_chef_cents).toBe(order.subtotal_cents);
      const paid = await query<{ amount_cents: number; status: string }>(
        `SELECT amount_cents, status FROM payments WHERE order_id = ${order.id}`,
      );
      expect(paid).toHaveLength(1);
      expect(paid[0]!.amount_cents).toBe(order.amount_to_pay_cents);
      expect(paid[0]!.status).toBe(order.payment_status);
    }
    const items = await query<{
      id: number;
      status: string;
      unit_price_cents: number;
      volume: number;
      priced_by_time: boolean;
      pay_in_cash: boolean;
      prepayment_cents: number;
      order_id: number;
      delivered_at: Date | null;
      payout: number | null;
      payout_status: string | null;
      due_at: Date | null;
      paid_at: Date | null;
    }>(`SELECT i.*, o.pay_in_cash, o.prepayment_cents, p.amount_cents AS payout, p.status AS payout_status,
               p.due_at, p.paid_at
        FROM order_items i JOIN orders o ON o.id = i.order_id LEFT JOIN payouts p ON p.order_item_id = i.id`);
    for (const item of items) {
      const owed = payoutFor(
        { unitPriceCents: item.unit_price_cents, volume: item.volume, pricedByTime: item.priced_by_time },
        item.pay_in_cash,
      );
      if (item.status !== 'delivered' || owed === 0) {
        expect(item.payout, `item ${item.id}`).toBeNull();
        continue;
      }
      expect(item.payout).toBe(owed);
      expect(new Date(item.due_at!).getTime()).toBe(new Date(item.delivered_at!).getTime() + DAY);
      if (item.payout_status === 'paid')
        expect(new Date(item.paid_at!).getTime()).toBeGreaterThanOrEqual(new Date(item.due_at!).getTime());
    }
    // Each delivered card order's payouts are its prepayment: what the card took for the chefs.
    const perOrder = await query<{ prepayment_cents: number; payouts: number }>(`
      SELECT o.prepayment_cents, sum(p.amount_cents)::int AS payouts FROM orders o
      JOIN order_items i ON i.order_id = o.id JOIN payouts p ON p.order_item_id = i.id GROUP BY o.id`);
    expect(perOrder.length).toBeGreaterThan(10);
    for (const order of perOrder) expect(order.payouts).toBe(order.prepayment_cents);

    const statuses = await query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM payouts GROUP BY status',
    );
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.n]));
    // Paid: delivered more than a day ago; scheduled: this morning's; held: the complaint's.
    expect(byStatus).toEqual({ paid: expect.any(Number), scheduled: 1, held: 1 });
    expect(byStatus.paid).toBeGreaterThan(10);
    expect(await query('SELECT 1 FROM refunds')).toHaveLength(0);
  });

  test('customer@demo.lt sees a lived-in account: orders in every state, ratings and replies, the bell', async () => {
    const ruta = await signIn(STORY_CUSTOMERS.ruta.email);
    const orders = (await ruta.get('/secure/orders')).json().model.orders as {
      payInCash: boolean;
      deliveryDate: number;
      orderItems: { status: string; product: { title: string } }[];
    }[];
    const mine = STORY_ORDERS.filter((story) => story.customer === 'ruta');
    expect(orders).toHaveLength(mine.length);
    const statuses = orders.flatMap((order) => order.orderItems.map((item) => item.status));
    expect(new Set(statuses)).toEqual(new Set(['delivered', 'confirmed']));
    expect(orders.filter((order) => order.payInCash)).toHaveLength(1);
    expect(orders.filter((order) => order.deliveryDate > now.getTime())).toHaveLength(1);
    // Spread over the past weeks.
    const days = orders.map((order) => Math.floor((now.getTime() - order.deliveryDate) / DAY));
    expect(Math.max(...days)).toBeGreaterThanOrEqual(28);

    const bell = (await ruta.get('/secure/notifications')).json().model;
    expect(bell.notifications.length).toBeGreaterThan(5);
    const kinds = new Set(bell.notifications.map((one: { kind: string }) => one.kind));
    for (const kind of ['itemConfirmed', 'itemDelivered', 'reviewReplied']) expect(kinds).toContain(kind);
    expect(bell.unreadCount).toBeGreaterThan(0);
    expect(bell.unreadCount).toBeLessThan(bell.notifications.length);

    // Her ratings are on the chef's page, in Lithuanian, with Ona's reply.
    const reviews = await query<{ comment: string; reply: string | null }>(`
      SELECT r.comment, r.reply FROM reviews r JOIN users u ON u.id = r.buyer_user_id
      WHERE u.email = '${STORY_CUSTOMERS.ruta.email}' ORDER BY r.created_at`);
    expect(reviews[0]!.comment).toMatch(/^Cepelinai kaip pas močiutę/);
    expect(reviews[0]!.reply).toBe('Ačiū, Rūta! Kitą kartą atvešiu ir daugiau spirgučių.');
  });

  test('the demo chef sees their sales: paid, to confirm, to cook, delivered, a complaint, payouts', async () => {
    const ona = await signIn(`${STORY_CHEF}@demo.lt`);
    const sales = (await ona.get('/secure/seller-orders')).json().model.orders as {
      paymentStatus: string;
      customer?: { name: string };
      orderItems: { status: string; complaint: { text: string } | null }[];
    }[];
    expect(sales).toHaveLength(STORY_ORDERS.filter((story) => story.chef === STORY_CHEF).length);
    const statuses = sales.flatMap((order) => order.orderItems.map((item) => item.status));
    expect(new Set(statuses)).toEqual(new Set(['placed', 'confirmed', 'delivered']));
    expect(sales.filter((order) => order.paymentStatus === 'authorized')).toHaveLength(1);
    const complained = sales.flatMap((order) => order.orderItems).filter((item) => item.complaint);
    expect(complained).toHaveLength(1);
    expect(complained[0]!.complaint!.text).toMatch(/^Sriuba buvo per sūri/);

    const earnings = (await ona.get('/secure/payouts')).json().model;
    expect(earnings.paidCents).toBeGreaterThan(0);
    expect(earnings.upcomingCents).toBeGreaterThan(0);
    expect(earnings.heldCents).toBeGreaterThan(0);

    const bell = (await ona.get('/secure/notifications')).json().model;
    const kinds = new Set(bell.notifications.map((one: { kind: string }) => one.kind));
    for (const kind of ['reviewReceived', 'payoutMade', 'complaintOpened']) expect(kinds).toContain(kind);

    // Ratings in both languages, most answered, one waiting for a reply.
    const reviews = await query<{ comment: string; reply: string | null }>(`
      SELECT r.comment, r.reply FROM reviews r JOIN users u ON u.id = r.seller_user_id
      WHERE u.nickname = '${STORY_CHEF}'`);
    expect(reviews.some((review) => review.comment.startsWith('Lovely cold soup'))).toBe(true);
    expect(reviews.some((review) => review.reply?.startsWith('Thank you, Mindaugas'))).toBe(true);
    expect(reviews.filter((review) => review.reply === null).length).toBeGreaterThan(0);
  });

  test('the console lists the open complaint and the flagged chef; the flagged chef is off the catalogue', async () => {
    const operator = await signIn('operator@demo.lt');
    const open = (await operator.get('/secure/store-management/complaints', { status: 'open' })).json().model
      .complaints as { text: string }[];
    expect(open.map((complaint) => complaint.text)).toEqual([
      STORY_ORDERS.find((story) => story.complaint)!.complaint!.text,
    ]);
    const flagged = (await operator.get('/secure/store-management/flagged-chefs')).json().model;
    expect(JSON.stringify(flagged)).toContain(STORY_FLAGGED_CHEF);
    const merchants = [];
    const visitor = new TestClient(app);
    for (let page = 1; ; page++) {
      const model = (await visitor.post('/store/merchants', { page: String(page) })).json().model;
      merchants.push(...model.merchants);
      if (!model.hasMore) break;
    }
    expect(merchants).toHaveLength(DEMO_CHEFS.length - 1);
  });
  test("the demo earns its badges honestly: Ona's kitchen is Reliable from its own orders, others not (yet)", async () => {
    await app.jobs.runDue();
    const visitor = new TestClient(app);
    const merchants: { storeName: string; earnedBadges: { kind: string }[]; rating: { count: number } }[] =
      [];
    for (let page = 1; ; page++) {
      const model = (await visitor.post('/store/merchants', { page: String(page) })).json().model;
      merchants.push(...model.merchants);
      if (!model.hasMore) break;
    }
    const kinds = (store: string) =>
      merchants.find((merchant) => merchant.storeName === store)!.earnedBadges.map((badge) => badge.kind);
    expect(kinds(STORY_CHEF)).toContain('reliable');
    expect(kinds('giorgi-supra')).not.toContain('reliable');
    expect(merchants.find((merchant) => merchant.storeName === STORY_CHEF)!.rating.count).toBeGreaterThan(0);
    // Every minimum rating the list offers finds someone.
    const rated = await visitor.post('/store/merchants', { page: '1', minRating: '4.5' });
    expect(rated.json().model.merchants.length).toBeGreaterThan(0);
  });

  test('the payout job pays nothing twice: now nothing, tomorrow only the scheduled payout, once', async () => {
    expect(await app.payouts.runDue()).toEqual({ paid: 0 });
    const tomorrow = { now: () => new Date(now.getTime() + 2 * DAY) };
    const later = new PayoutsService(database.db, tomorrow);
    const before = await query<{ id: string }>("SELECT id FROM payouts WHERE status = 'paid'");
    expect(await later.runDue()).toEqual({ paid: 1 });
    expect(await later.runDue()).toEqual({ paid: 0 });
    const after = await query<{ id: string }>("SELECT id FROM payouts WHERE status = 'paid'");
    expect(after).toHaveLength(before.length + 1);
    // The held payout waits for the operator's decision on the complaint.
    expect(await query("SELECT 1 FROM payouts WHERE status = 'held'")).toHaveLength(1);
  });
});
