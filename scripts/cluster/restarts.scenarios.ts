import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import {
  ADDRESS,
  cluster,
  demoDish,
  dinnerIn,
  guestCookie,
  lb,
  placeOrder,
  serverNow,
  sql,
  waitFor,
} from './cluster-calls.ts';
import { freshAddress, request } from './http-client.ts';

/** A server killed, and all three restarted onto the next release, under load: nothing lost, no page failed. */
export function restartScenarios() {
  test('kill -9 of one server under 100 clients: no acknowledged order is lost, and the balancer stops sending to it', async () => {
    const { rows } = await sql.query<{ id: number }>(
      // Dishes of chefs in the orders' city who take any number of services a day
      //: the test is about lost orders, not a chef's full day.
      `SELECT p.id FROM products p JOIN addresses a ON a.user_id = p.user_id
        LEFT JOIN chef_availability c ON c.user_id = p.user_id
        WHERE p.active AND a.city = $1 AND c.services_per_day IS NULL ORDER BY p.id LIMIT 10`,
      [ADDRESS.city],
    );
    const productIds = rows.map((row) => row.id);
    // Dinners a week ahead of the servers' clock, within those chefs' cooking hours at any hour.
    const service = dinnerIn(7, await serverNow());
    const acknowledged = new Map<string, number>();
    const failed: { key: string; at: number; status: number }[] = [];
    let stop = false;
    const cookies = new Map<string, string>();
    const sent = new Map<string, number>();
    const client = async (index: number) => {
      const from = freshAddress();
      const cookie = await guestCookie(productIds[0]!, from);
      for (let attempt = 0; !stop; attempt++) {
        const key = `cluster-${index}-${attempt}`;
        cookies.set(key, cookie);
        sent.set(key, productIds[(index + attempt) % productIds.length]!);
        const answer = await placeOrder(sent.get(key)!, key, service, { from, cookie });
        if (answer.status === 200)
          acknowledged.set(key, answer.json<{ model: { order: { id: number } } }>().model.order.id);
        else failed.push({ key, at: Date.now(), status: answer.status });
        await sleep(150);
      }
    };
    const clients = Array.from({ length: 100 }, (_, index) => client(index));
    await waitFor(() => acknowledged.size >= 200 || undefined, 30_000);
    const victim = cluster.apps[1]!;
    const killedAt = Date.now();
    await victim.kill();
    let downAt = 0;
    while (!downAt && Date.now() - killedAt < 10_000) {
      if ((await cluster.serverStates()).app2 === 'DOWN') downAt = Date.now();
      else await sleep(50);
    }
    expect(downAt, 'the balancer took app2 out').toBeGreaterThan(0);
    const atDown = acknowledged.size;
    await sleep(3000);
    stop = true;
    await Promise.all(clients);
    console.log(
      `orders: ${acknowledged.size} acknowledged (${acknowledged.size - atDown} after the balancer took app2 out ` +
        `${downAt - killedAt} ms after the kill), ${failed.length} not answered: ${JSON.stringify(failed.map((f) => f.status))}`,
    );
    // Once the balancer had taken it out, every request was answered.
    expect(failed.filter((one) => one.at > downAt + 200)).toEqual([]);
    expect(failed.length).toBeLessThan(100);

    const ids = [...acknowledged.values()];
    const complete = await sql.query(
      `SELECT o.id FROM orders o WHERE o.id = ANY($1)
          AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
          AND EXISTS (SELECT 1 FROM order_addresses a WHERE a.order_id = o.id)`,
      [ids],
    );
    expect(complete.rowCount).toBe(ids.length);
    // A client retrying what was not answered gets one order per key, and an acknowledged key its own
    // (a retry sends the same cart: a changed one under the same key replaces the unpaid order).
    const retried = [...failed.map((one) => one.key), ...[...acknowledged.keys()].slice(0, 20)];
    for (const key of retried) {
      const again = await placeOrder(sent.get(key)!, key, service, { cookie: cookies.get(key)! });
      expect(again.status, again.text).toBe(200);
      const id = again.json<{ model: { order: { id: number } } }>().model.order.id;
      if (acknowledged.has(key)) expect(id).toBe(acknowledged.get(key));
    }
    const keys = await sql.query(
      `SELECT count(*)::int AS n FROM orders WHERE idempotency_key LIKE 'guest:%:cluster-%'`,
    );
    expect(keys.rows[0].n).toBe(new Set([...acknowledged.keys(), ...failed.map((one) => one.key)]).size);

    victim.start(victim.release);
    await victim.waitReady();
    await cluster.waitForBalancer((all) => all.every((state) => state === 'UP'));
  });

  test(
    'a rolling restart of all three onto the next release under page load fails no page load',
    { timeout: 300_000 },
    async () => {
      const { dish } = await demoDish();
      const pages = ['/', '/mp', `/product-detail/${dish.id}`, '/cart'];
      const loads = { done: 0, failed: [] as string[] };
      let stop = false;
      const pageLoad = async (url: string) => {
        const from = freshAddress();
        const html = await request(lb(url), { headers: { accept: 'text/html' }, from });
        if (html.status !== 200) return `${url}: ${html.status}`;
        const assets = [...html.text.matchAll(/(?:src|href)="(\/_app\/[^"]+)"/g)].map((match) => match[1]!);
        for (const asset of assets) {
          const answer = await request(lb(asset), { headers: { 'accept-encoding': 'br, gzip' }, from });
          if (answer.status !== 200) return `${asset} (page ${url}): ${answer.status}`;
        }
        return undefined;
      };
      const visitor = async (index: number) => {
        for (let i = 0; !stop; i++) {
          const problem = await pageLoad(pages[(index + i) % pages.length]!);
          loads.done += 1;
          if (problem) loads.failed.push(problem);
        }
      };
      const visitors = Array.from({ length: 12 }, (_, index) => visitor(index));
      await sleep(1000);
      for (const app of cluster.apps) {
        await app.stop(); // SIGTERM: drains, then exits
        expect(app.exitCode(), `${app.name} exit code`).toBe(0);
        app.start(cluster.releases.b);
        await app.waitReady();
        await cluster.waitForBalancer((all) => all.every((state) => state === 'UP'));
      }
      await sleep(1000);
      stop = true;
      await Promise.all(visitors);
      console.log(`page loads during the roll: ${loads.done}, failed: ${loads.failed.length}`);
      expect(loads.failed).toEqual([]);
      expect(loads.done).toBeGreaterThan(50);
      // Every server now runs release B; a page of release A still gets its script.
      const html = (await request(lb('/cart'), { from: freshAddress() })).text;
      expect(html).not.toContain(cluster.oldEntry);
      expect((await request(lb(cluster.oldEntry), { from: freshAddress() })).status).toBe(200);
    },
  );
}
