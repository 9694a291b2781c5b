import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import pg from 'pg';
import { createDatabase, ServerProcess } from './server-process.ts';
import { vilniusDate, vilniusInstant } from '../../domain/availability/vilnius-day.ts';

/**
 * The reliability suite's process-level faults: the real
 * server as its own process on PostgreSQL, killed with SIGKILL under order load, and with its
 * database restarted under load. Needs TEST_DATABASE_URL (CI sets it); the database restart needs
 * the local cluster's pg_ctlcluster (CI runs as root on the same kind of machine).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const CLUSTER_VERSION = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql')[0] : undefined;
const CLIENTS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ADDRESS = {
  title: 'Home',
  postalCode: 'LT-01100',
  state: 'Vilniaus',
  city: 'Vilnius',
  phone: '+37061234567',
  formatted_address: 'Gedimino pr. 1',
};

describe.skipIf(!SERVER_URL)('faults on a real server process (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: ServerProcess;
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await createDatabase(SERVER_URL!);
    server = await ServerProcess.create(database.url);
    await server.start({ demoData: true });
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    sql.on('error', () => {}); // the database restart ends idle connections
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await sql?.end();
    await database?.drop();
  }, 60_000);

  /**
   * Each client is a browser: the checkout's fee breakdown gives it the guest cookie that scopes its
   * Idempotency-Keys, before its first order, so a retry is recognised.
   */
  async function guestCookie(productIds: number[]): Promise<string> {
    const response = await fetch(`${server.baseUrl}/store/order-fees`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        items: JSON.stringify([{ productId: productIds[0], productVolume: 1 }]),
        payInCash: 'true',
      }),
    });
    await response.arrayBuffer();
    const cookie = /guest_browser=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`no guest cookie from the fee breakdown: ${response.status}`);
    return cookie;
  }

  const cookies = new Map<string, string>();

  async function placeOrder(productIds: number[], key: string) {
    const body = new URLSearchParams({
      items: JSON.stringify([{ productId: productIds[key.length % productIds.length], productVolume: 1 }]),
      // A dinner a week ahead (18:00 in Vilnius), within every chef's cooking hours at any hour.
      serviceDeliveryDate: String(
        Math.floor(vilniusInstant(vilniusDate(Date.now() + 7 * 24 * 3_600_000), '18:00')! / 1000),
      ),
      payInCash: 'true',
      ...ADDRESS,
    });
    const response = await fetch(`${server.baseUrl}/store/order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
        cookie: cookies.get(key) ?? '',
      },
      body,
    });
    if (response.status !== 200)
      throw new Error(`order refused: ${response.status} ${await response.text()}`);
    const envelope = (await response.json()) as { model: { order: { id: number } } };
    return envelope.model.order.id;
  }

  test(`kill -9 while ${CLIENTS} clients place orders: every acknowledged order is complete, none is partial`, async () => {
    const productIds = // Dishes of chefs in the orders' city (a chef serves only their own city).
      (
        await sql.query<{ id: number }>(
          `SELECT p.id FROM products p JOIN addresses a ON a.user_id = p.user_id
          WHERE p.active AND a.city = $1 ORDER BY p.id LIMIT 5`,
          [ADDRESS.city],
        )
      ).rows.map((row) => row.id);
    expect(productIds.length).toBeGreaterThan(0);

    const acknowledged = new Map<string, number>();
    const unanswered: string[] = [];
    let killed = false;
    // One after another before the load starts: 200 fee requests at once are not the fault under test.
    const guestCookies: string[] = [];
    for (let index = 0; index < CLIENTS; index++) guestCookies.push(await guestCookie(productIds));
    const client = async (index: number) => {
      const cookie = guestCookies[index]!;
      for (let attempt = 0; !killed; attempt++) {
        const key = `reliability-${index}-${attempt}`; // Idempotency-Key takes 8-100 characters
        cookies.set(key, cookie);
        try {
          acknowledged.set(key, await placeOrder(productIds, key));
        } catch {
          unanswered.push(key); // cut by the kill: it may or may not have committed
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    while (acknowledged.size < 300) await sleep(20);
    killed = true;
    await server.kill();
    await Promise.all(clients);
    expect(server.alive).toBe(false);

    await server.start();
    // Every acknowledged order survived with its items and address.
    const ids = [...acknowledged.values()];
    const complete = await sql.query<{ id: number }>(
      `SELECT o.id FROM orders o
        WHERE o.id = ANY($1)
          AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
          AND EXISTS (SELECT 1 FROM order_addresses a WHERE a.order_id = o.id)`,
      [ids],
    );
    expect(complete.rowCount).toBe(ids.length);
    // No order anywhere is half-written (all were placed atomically, with their address).
    const partial = await sql.query(
      `SELECT o.id FROM orders o
        WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
           OR NOT EXISTS (SELECT 1 FROM order_addresses a WHERE a.order_id = o.id)`,
    );
    expect(partial.rows).toEqual([]);
    // A client retrying after the restart gets its first order back, never a second one.
    const retriedKeys = [...unanswered, ...[...acknowledged.keys()].slice(0, 20)];
    const retried = await Promise.all(retriedKeys.map((key) => placeOrder(productIds, key)));
    for (const [index, key] of retriedKeys.entries()) {
      if (acknowledged.has(key)) expect(retried[index]).toBe(acknowledged.get(key));
    }
    // The demo data's own orders (its story, and the event dinner it books) are not the clients'.
    const total = await sql.query<{ count: string }>(
      `SELECT count(*) FROM orders o WHERE coalesce(o.idempotency_key, '') NOT LIKE '%:demo-story:%'
         AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.event_proposal_id IS NOT NULL)`,
    );
    expect(Number(total.rows[0]!.count)).toBe(new Set([...acknowledged.keys(), ...unanswered]).size);
  }, 180_000);

  test.skipIf(!CLUSTER_VERSION)(
    'PostgreSQL restarting under load: the server answers 503 meanwhile and recovers by itself',
    async () => {
      const cluster = (action: 'stop' | 'start') =>
        execFileSync(
          'pg_ctlcluster',
          [
            '--skip-systemctl-redirect',
            CLUSTER_VERSION!,
            'main',
            action,
            ...(action === 'stop' ? ['-m', 'fast'] : []),
          ],
          {
            stdio: 'pipe',
          },
        );
      const seen: { at: number; status: number }[] = [];
      let running = true;
      const worker = async () => {
        while (running) {
          try {
            const response = await fetch(`${server.baseUrl}/store/merchants`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'page=1',
            });
            seen.push({ at: Date.now(), status: response.status });
            await response.arrayBuffer();
          } catch {
            seen.push({ at: Date.now(), status: 0 }); // the server itself did not answer
          }
          await sleep(25);
        }
      };
      const workers = Array.from({ length: 20 }, worker);
      let restartedAt = 0;
      try {
        await sleep(1000);
        cluster('stop');
        await sleep(3000);
      } finally {
        cluster('start');
        restartedAt = Date.now();
      }
      const recovered = async () => {
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline) {
          if (seen.some((entry) => entry.at > restartedAt && entry.status === 200)) return true;
          await sleep(200);
        }
        return false;
      };
      const back = await recovered();
      await sleep(500);
      running = false;
      await Promise.all(workers);

      const statuses = new Set(seen.map((entry) => entry.status));
      expect(back).toBe(true);
      expect(server.alive).toBe(true);
      expect(seen.filter((entry) => entry.status === 503).length).toBeGreaterThan(0);
      expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      // Once recovered, it stays recovered.
      const afterRecovery = seen.filter((entry) => entry.at > restartedAt + 5000);
      expect(afterRecovery.every((entry) => entry.status === 200)).toBe(true);
    },
    120_000,
  );
});
