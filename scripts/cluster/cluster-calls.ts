import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { vilniusDate, vilniusInstant } from '../../domain/availability/vilnius-day.ts';
import { DEMO_CHEFS } from '../../server/db/demo/demo-catalog.ts';
import type { AppServer } from './app-server.ts';
import { Cluster } from './cluster.ts';
import { freshAddress, request, sessionCookie } from './http-client.ts';

/**
 * The one cluster the scenarios of cluster.test.ts run on, in order, a pool on its database, and
 * the calls they make through the balancer or to one server.
 */
export const cluster = new Cluster();
/** Connects on its first query, once the cluster's PostgreSQL is up. */
export const sql = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
export const ADDRESS = {
  title: 'Home',
  postalCode: 'LT-01100',
  state: 'Vilniaus',
  city: 'Vilnius',
  phone: '+37061234567',
  formatted_address: 'Gedimino pr. 1',
};
/**
 * A dinner `days` after the servers' now (18:00 in Vilnius), within every chef's cooking hours and
 * past every lead time whatever the hour, as the form sends it (seconds).
 */
export const dinnerIn = (days: number, now: number) =>
  vilniusInstant(vilniusDate(now + days * 24 * 3_600_000), '18:00')!;
const seconds = (ms: number) => String(Math.floor(ms / 1000));
export const lb = (url: string) => `${cluster.balancerUrl}${url}`;
export const on = (app: AppServer, url: string) => `${app.url}${url}`;

export async function signIn(base: string, email: string, password: string) {
  const answer = await request(`${base}/pw-login`, {
    method: 'POST',
    form: { identityKey: email, password },
    from: freshAddress(),
  });
  expect(answer.status, answer.text).toBe(200);
  return sessionCookie(answer);
}

/** A dish of the first demo chef in the orders' city (a chef serves only their own city). */
export async function demoDish() {
  const chef = DEMO_CHEFS.find((candidate) => candidate.city === ADDRESS.city)!;
  const { rows } = await sql.query<{ id: number; title: string }>(
    `SELECT p.id, p.title FROM products p JOIN users u ON u.id = p.user_id
      WHERE u.nickname = $1 AND p.active ORDER BY p.id LIMIT 1`,
    [chef.nickname],
  );
  return { chef, email: `${chef.nickname}@demo.lt`, dish: rows[0]! };
}

/**
 * A guest browser's cookie from the checkout's fee breakdown: it scopes the guest's
 * Idempotency-Keys, so a browser's retry is recognised as the same order.
 */
export async function guestCookie(productId: number, from: string): Promise<string> {
  const answer = await request(lb('/store/order-fees'), {
    method: 'POST',
    form: { items: JSON.stringify([{ productId, productVolume: 1 }]), payInCash: true },
    from,
  });
  const cookie = /guest_browser=[^;]+/.exec(String(answer.headers['set-cookie'] ?? ''))?.[0];
  if (!cookie) throw new Error(`no guest cookie from the fee breakdown: ${answer.status} ${answer.text}`);
  return cookie;
}

export async function placeOrder(
  productId: number,
  key: string,
  serviceDate: number,
  { payInCash = true, cookie = '', from = freshAddress() } = {},
) {
  return request(lb('/store/order'), {
    method: 'POST',
    headers: { 'idempotency-key': key, ...(cookie && { cookie }) },
    form: {
      items: JSON.stringify([{ productId, productVolume: 1 }]),
      serviceDeliveryDate: seconds(serviceDate),
      payInCash,
      ...ADDRESS,
    },
    from,
  });
}

/** The servers' time: one clock for all three (TEST_CLOCK, kept in PostgreSQL), read through the balancer. */
export async function serverNow(): Promise<number> {
  const answer = await request(lb('/test/clock'), { from: freshAddress() });
  expect(answer.status, answer.text).toBe(200);
  return Date.parse(answer.json<{ model: { now: string } }>().model.now);
}

/**
 * Moves the servers' one clock through the balancer (whichever server answers), then waits until
 * every running server reads the new time. Answers the time it was moved to.
 */
export async function moveClock(move: { to: number } | { advanceMinutes: number }): Promise<number> {
  const moved = await request(lb('/test/clock'), {
    method: 'POST',
    form: 'to' in move ? { to: new Date(move.to).toISOString() } : move,
    from: freshAddress(),
  });
  expect(moved.status, moved.text).toBe(200);
  const movedAt = Date.now();
  const target = Date.parse(moved.json<{ model: { now: string } }>().model.now);
  const readBy = async (app: AppServer) => {
    const answer = await request(on(app, '/test/clock'), { from: freshAddress() });
    return Date.parse(answer.json<{ model: { now: string } }>().model.now);
  };
  const agreedAfter = await waitFor(async () => {
    for (const app of cluster.apps.filter((one) => one.alive))
      if (Math.abs((await readBy(app)) - (target + Date.now() - movedAt)) > 1500) return undefined;
    return Date.now() - movedAt;
  }, 5000);
  console.log(
    `clock moved to ${new Date(target).toISOString()}: every server read it within ${agreedAfter} ms`,
  );
  return target;
}

/** A user signed up through the balancer; answers the session cookie. */
export async function registered(label: string): Promise<string> {
  return sessionCookie(
    await request(lb('/register'), {
      method: 'POST',
      form: { identityKey: `${label}.${Date.now()}@example.com`, password: 'Kepsnys7x' },
      from: freshAddress(),
    }),
  );
}

export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error('timed out waiting');
}
