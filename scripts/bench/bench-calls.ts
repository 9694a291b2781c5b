import { sql } from 'drizzle-orm';
import { isPublicHoliday } from '../../domain/availability/days-off.ts';
import { addDays, vilniusDate, vilniusInstant } from '../../domain/availability/vilnius-day.ts';
import type { DbOrTx } from '../../server/db/client.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { BENCH_SEARCHES } from './seed-catalog.ts';

/**
 * The calls `npm run bench` measures, on a database `seed-catalog.ts` filled: shared with the
 * EXPLAIN test (server/db/hot-queries.explain.test.ts), which checks the plan of every statement
 * these same calls send, so what is measured and what is checked cannot drift apart.
 */
export interface BenchCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
  /** A signed-in call's session cookie. */
  cookie?: string;
  kind: 'bare' | 'read' | 'write';
}

/** One HTTP exchange with the server under test (fetch for the bench, inject for the test). */
export type Http = (call: Omit<BenchCall, 'name' | 'kind'>) => Promise<{
  status: number;
  body: string;
  /** The `name=value` of each cookie set. */
  cookies: string[];
}>;

type Rows<T> = { rows: T[] };

const PASSWORD = 'Bench-reader-2026';

/** A person who signs in with a password: made (or given one) here, signed in through the API. */
async function signedIn(db: DbOrTx, http: Http, email: string, role: 'CUSTOMER' | 'OPERATOR') {
  await db.execute(
    sql`INSERT INTO users (email, role, verified, first_name, language, password_hash)
        VALUES (${email}, ${role}, true, 'Bench', 'lt', ${await hashPassword(PASSWORD)})
        ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role`,
  );
  const answer = await http({
    method: 'POST',
    path: '/pw-login',
    form: { identityKey: email, password: PASSWORD, type: 'email' },
  });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status} ${answer.body}`);
  return answer.cookies.join('; ');
}

/**
 * A customer signed in with a 200-message conversation with `nickname`: a thread read is measured
 * like the catalog reads. The messages are written straight to the database: the API's sending
 * limit is for people.
 */
async function conversation(db: DbOrTx, http: Http, nickname: string) {
  const cookie = await signedIn(db, http, 'reader@bench.lt', 'CUSTOMER');
  const opened = await http({
    method: 'POST',
    path: '/secure/message-thread',
    form: { chefNickname: nickname },
    cookie,
  });
  const threadId = (JSON.parse(opened.body) as { model?: { thread?: { id?: string } } }).model?.thread?.id;
  if (!threadId) throw new Error(`no conversation opened: ${opened.status} ${opened.body}`);
  await db.execute(
    sql`INSERT INTO messages (thread_id, sender_user_id, body)
        SELECT ${threadId}, CASE WHEN g % 2 = 0 THEN t.customer_user_id ELSE t.chef_user_id END,
               'Ar galite be riešutų? Klausimas ' || g
        FROM message_threads t, generate_series(1, 200) AS g WHERE t.id = ${threadId}`,
  );
  await db.execute(sql`UPDATE message_threads SET last_message_at = now() WHERE id = ${threadId}`);
  return { threadId, cookie };
}

/** The `nextCursor` of page `page - 1` of the chef list: page `page` read by keyset. */
async function chefListCursor(http: Http, page: number): Promise<string> {
  let cursor: string | undefined;
  for (let at = 1; at < page; at++) {
    const answer = await http({
      method: 'POST',
      path: '/store/merchants',
      form: { page: String(at), ...(cursor ? { cursor } : {}) },
    });
    cursor =
      (JSON.parse(answer.body) as { model?: { nextCursor?: string | null } }).model?.nextCursor ?? undefined;
    if (!cursor) throw new Error(`the chef list ends before page ${page}`);
  }
  return cursor!;
}

/** Where a chef's second page of open event requests starts, when she has one (keyset cursor). */
async function openRequestsCursor(http: Http, cookie: string): Promise<string | undefined> {
  const answer = await http({ method: 'GET', path: '/secure/open-event-requests', cookie });
  const model = (JSON.parse(answer.body) as { model?: { nextCursor?: string | null } }).model;
  return model?.nextCursor ?? undefined;
}

/** The calls, with the accounts and the conversation they need made on the way. */
export async function benchCalls(db: DbOrTx, http: Http, now: Date): Promise<BenchCall[]> {
  // A listed dish of an approved chef who set no week (odd chefs), and one of a chef who did.
  const { rows } = (await db.execute(
    sql`SELECT p.id, u.nickname, u.email, a.city FROM products p JOIN merchant_infos m ON m.user_id = p.user_id
          JOIN users u ON u.id = p.user_id LEFT JOIN addresses a ON a.user_id = p.user_id
        WHERE m.valid AND p.active AND NOT EXISTS (SELECT 1 FROM chef_availability c WHERE c.user_id = p.user_id)
        ORDER BY p.id OFFSET 500 LIMIT 1`,
  )) as unknown as Rows<{ id: number; nickname: string; email: string; city: string | null }>;
  const dish = rows[0]!;
  const planned = (
    (await db.execute(
      sql`SELECT p.id, u.nickname, u.email FROM products p JOIN users u ON u.id = p.user_id
            JOIN chef_availability c ON c.user_id = p.user_id JOIN merchant_infos m ON m.user_id = p.user_id
          WHERE p.active AND m.valid ORDER BY p.id OFFSET 500 LIMIT 1`,
    )) as unknown as Rows<{ id: number; nickname: string; email: string }>
  ).rows[0]!;
  const talk = await conversation(db, http, planned.nickname);
  // A chef with a week set in Vilnius reads her open event requests (a third of the city's are open
  // to any cuisine); the customer of an open Vilnius request reads it with its three proposals.
  const plannedChef = await signedIn(db, http, planned.email, 'CUSTOMER');
  const openCursor = await openRequestsCursor(http, plannedChef);
  const request = (
    (await db.execute(
      sql`SELECT r.id, u.email FROM event_requests r JOIN users u ON u.id = r.customer_user_id
          WHERE r.state = 'open' AND r.city = 'Vilnius' ORDER BY r.id LIMIT 1`,
    )) as unknown as Rows<{ id: number; email: string }>
  ).rows[0]!;
  const requester = await signedIn(db, http, request.email, 'CUSTOMER');
  // The chef of the ordered dish reads their Sell tab; an operator searches orders by that chef.
  const chef = await signedIn(db, http, dish.email, 'CUSTOMER');
  const operator = await signedIn(db, http, 'operator@bench.lt', 'OPERATOR');
  const deepPage = 50;
  const deepCursor = await chefListCursor(http, deepPage);
  // A dinner a week or more ahead (18:00 in Vilnius, not a public holiday): within every chef's
  // cooking hours whatever the hour of the run.
  let serviceDay = vilniusDate(now.getTime() + 7 * 24 * 3_600_000);
  while (isPublicHoliday(serviceDay)) serviceDay = addDays(serviceDay, 1);
  const serviceDeliveryDate = String(Math.floor(vilniusInstant(serviceDay, '18:00')! / 1000));
  const items = JSON.stringify([{ productId: dish.id, productVolume: 2 }]);
  return [
    { name: 'bare route (GET /health/live)', kind: 'bare', method: 'GET', path: '/health/live' },
    {
      name: 'chef list, page 1',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1' },
    },
    {
      name: `chef list, page ${deepPage}`,
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: String(deepPage), cursor: deepCursor },
    },
    {
      name: 'chef list, filtered',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', kitchenType: 'georgian,french', city: 'Kaunas', hourRate: '50' },
    },
    {
      name: 'chef list, search (lt)',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', q: BENCH_SEARCHES.lt },
    },
    {
      name: 'chef list, search (en)',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', q: BENCH_SEARCHES.en },
    },
    {
      name: 'chef page',
      kind: 'read',
      method: 'POST',
      path: '/store/products',
      form: { nickname: dish.nickname },
    },
    {
      name: 'chef page, with availability',
      kind: 'read',
      method: 'POST',
      path: '/store/products',
      form: { nickname: planned.nickname },
    },
    {
      name: 'service slots, 31 days',
      kind: 'read',
      method: 'GET',
      path: `/store/service-slots?${new URLSearchParams({ items: JSON.stringify([{ productId: planned.id }]), days: '31' })}`,
    },
    {
      name: 'message thread, newest page',
      kind: 'read',
      method: 'GET',
      path: `/secure/message-thread?threadId=${talk.threadId}`,
      cookie: talk.cookie,
    },
    { name: 'dish', kind: 'read', method: 'GET', path: `/store/product?productId=${dish.id}` },
    {
      name: 'dish details',
      kind: 'read',
      method: 'GET',
      path: `/store/product-details?productId=${dish.id}`,
    },
    {
      name: 'fees',
      kind: 'read',
      method: 'POST',
      path: '/store/order-fees',
      form: { items, payInCash: 'false' },
    },
    { name: "chef's orders", kind: 'read', method: 'GET', path: '/secure/seller-orders', cookie: chef },
    {
      name: 'open event requests (chef)',
      kind: 'read',
      method: 'GET',
      path: '/secure/open-event-requests',
      cookie: plannedChef,
    },
    // Her second page, read on from the first's cursor (at every size but the smallest seeds').
    ...(openCursor
      ? [
          {
            name: 'open event requests (chef), page 2',
            kind: 'read' as const,
            method: 'GET' as const,
            path: `/secure/open-event-requests?${new URLSearchParams({ cursor: openCursor })}`,
            cookie: plannedChef,
          },
        ]
      : []),
    {
      name: 'event request with its proposals',
      kind: 'read',
      method: 'GET',
      path: `/secure/event-request?requestId=${request.id}`,
      cookie: requester,
    },
    {
      name: 'console order search',
      kind: 'read',
      method: 'GET',
      path: `/secure/store-management/orders?${new URLSearchParams({ chef: dish.email })}`,
      cookie: operator,
    },
    {
      name: 'order creation',
      kind: 'write',
      method: 'POST',
      path: '/store/order',
      form: {
        items,
        serviceDeliveryDate,
        payInCash: 'true',
        title: 'Namai',
        postalCode: 'LT-01100',
        state: 'Vilniaus',
        // The chef's own city (a chef serves only their city).
        city: dish.city ?? 'Vilnius',
        phone: '+37061234567',
        formatted_address: 'Gedimino pr. 1',
      },
    },
  ];
}
