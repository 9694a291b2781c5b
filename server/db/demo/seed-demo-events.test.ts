import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFees } from '#domain/event-requests/proposal-money.ts';
import { buildApp } from '../../app.ts';
import { readEnv } from '../../env.ts';
import { demoEventServices } from '../../demo-story-services.ts';
import { DiskStorage } from '../../lib/file-storage.ts';
import { TestClient, TEST_BACKENDS, TEST_SECRET } from '../../test/test-app.ts';
import { freshDatabase } from '../../test/test-database.ts';
import type { Database } from '../client.ts';
import { DEMO_PASSWORD, seedDemoData } from '../seed.ts';
import { seedDemoAvailability } from './demo-availability.ts';
import { DEMO_CHEFS } from './demo-catalog.ts';
import { DEMO_EVENTS, type DemoEvent } from './demo-events.ts';
import { STORY_CUSTOMERS } from './demo-story.ts';
import { demoChefEmail, seedDemoCatalog } from './seed-demo-catalog.ts';
import { seedDemoEvents } from './seed-demo-events.ts';

/** Row counts of every table the events write: a second seeding must leave them as they are. */
const COUNTED = [
  'event_requests',
  'event_proposals',
  'event_proposal_revisions',
  'orders',
  'order_items',
  'payments',
  'reviews',
  'notifications',
  'mail_outbox',
];

const eventOf = (key: DemoEvent['key']) => DEMO_EVENTS.find((event) => event.key === key)!;

interface RequestView {
  id: number;
  state: string;
  note: string | null;
  serviceDate: number;
}
interface ProposalView {
  id: number;
  state: string;
  price: number;
  message: string | null;
  chef: { nickname: string | null };
  orderId?: number;
}

describe.each(TEST_BACKENDS)('the demo event requests [%s]', (backend) => {
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
  /** The customer's request of the demo event, and its proposals as she sees them. */
  const requestOf = async (key: DemoEvent['key']) => {
    const event = eventOf(key);
    const customer = await signIn(STORY_CUSTOMERS[event.customer].email);
    const mine = (await customer.get('/secure/event-requests')).json().model.requests as RequestView[];
    const request = mine.find((one) => one.note === event.note)!;
    expect(request, key).toBeDefined();
    const detail = (await customer.get('/secure/event-request', { requestId: String(request.id) })).json()
      .model;
    return { customer, request, proposals: detail.proposals as ProposalView[] };
  };
  const openListOf = async (nickname: string) => {
    const chef = await signIn(demoChefEmail(nickname));
    const response = await chef.get('/secure/open-event-requests');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().model.requests as RequestView[]).map((request) => request.id);
  };

  beforeAll(async () => {
    database = await freshDatabase(backend);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-events-'));
    app = await buildApp({
      env: readEnv({ NODE_ENV: 'test' }),
      database,
      secret: TEST_SECRET,
      filesRoot: root,
      logger: false,
    });
    // As main.ts does at start: the accounts, the catalogue, the chefs' hours, then the events.
    await seedDemoData(database.db);
    await seedDemoCatalog(database.db, new DiskStorage(root), now);
    await seedDemoAvailability(database.db, DEMO_CHEFS, demoChefEmail, now);
    expect(await seedDemoEvents(database.db, demoEventServices(database.db, app.log), app.log, now)).toBe(
      true,
    );
    counts = await count();
    // A restart: the events are found and left alone.
    seededAgain = await seedDemoEvents(
      database.db,
      demoEventServices(database.db, app.log),
      app.log,
      new Date(now.getTime() + 60_000),
    );
  }, 180_000);
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('seeding twice changes nothing, and no mail leaves for the demo', async () => {
    expect(seededAgain).toBe(false);
    expect(await count()).toEqual(counts);
    expect(counts.event_requests).toBe(DEMO_EVENTS.length);
    expect(counts.orders).toBe(1);
    expect(counts.mail_outbox).toBe(0);
  });

  test('the open request has three menus from three chefs who can take it, each finding it in her list', async () => {
    const event = eventOf('open');
    const { request, proposals } = await requestOf('open');
    expect(request.state).toBe('open');
    expect(request.serviceDate).toBeGreaterThan(now.getTime());
    expect(proposals.map((proposal) => proposal.chef.nickname).sort()).toEqual(
      event.proposals.map((proposal) => proposal.chef).sort(),
    );
    expect(new Set(proposals.map((proposal) => proposal.chef.nickname)).size).toBe(3);
    for (const proposal of proposals) {
      const demo = event.proposals.find((one) => one.chef === proposal.chef.nickname)!;
      expect(proposal).toMatchObject({ state: 'sent', price: demo.priceEuros * 100 });
      // Written in both languages: Lithuanian, a blank line, then English.
      const [lithuanian, english] = proposal.message!.split('\n\n');
      expect(english).toBe(demo.message);
      expect(lithuanian).not.toBe(demo.message);
      // The chefs' own lists, which only the chefs who can take it by the rule reach.
      expect(await openListOf(demo.chef), demo.chef).toContain(request.id);
    }
  });

  test('the accepted request became an order with the proposal’s money, delivered and rated', async () => {
    const event = eventOf('accepted');
    const { customer, request, proposals } = await requestOf('accepted');
    expect(request.state).toBe('accepted');
    const chosen = proposals.find((proposal) => proposal.state === 'accepted')!;
    expect(chosen.chef.nickname).toBe(event.accepted!.chef);
    expect(proposals.filter((proposal) => proposal !== chosen).map((p) => p.state)).toEqual(['not-chosen']);

    const [line] = await query<{ order_id: number; product_id: number | null; delivered_at: Date | null }>(
      `SELECT order_id, product_id, delivered_at FROM order_items WHERE event_proposal_id = ${chosen.id}`,
    );
    expect(line!.order_id).toBe(chosen.orderId);
    expect(line!.product_id).toBeNull();
    expect(new Date(line!.delivered_at!).getTime()).toBeLessThan(now.getTime());
    const order = (await customer.get('/secure/order', { orderId: String(chosen.orderId) })).json().model
      .order;
    expect(order.fees).toEqual(proposalFees(chosen.price, { payInCash: false }));
    expect(order.orderItems[0].review).toMatchObject({ rating: event.accepted!.rating.stars });

    // The rating is on the chef's page, by its occasion, with the chef's answer.
    const store = (
      await new TestClient(app).post('/store/products', { nickname: event.accepted!.chef })
    ).json().model;
    expect(store.merchant.recentReviews).toContainEqual(
      expect.objectContaining({
        occasion: event.occasion,
        comment: event.accepted!.rating.comment,
        reply: event.accepted!.reply.text,
      }),
    );
  });

  test('the expired request is past its date and in no chef’s list of open requests', async () => {
    const { request, proposals } = await requestOf('expired');
    expect(request.state).toBe('expired');
    expect(request.serviceDate).toBeLessThan(now.getTime());
    expect(proposals).toHaveLength(eventOf('expired').proposals.length);
    for (const chef of DEMO_CHEFS)
      expect(await openListOf(chef.nickname), chef.nickname).not.toContain(request.id);
  });
});
