import { afterAll, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { mailOutbox } from '../db/schema.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { buildTestApp, TEST_BACKENDS, type TestAppOptions } from '../test/test-app.ts';

vi.setConfig({ testTimeout: 90_000 });

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function appWith(options: TestAppOptions = {}, backend = TEST_BACKENDS[0]!) {
  const t = await buildTestApp(backend, options);
  closers.push(() => t.app.close());
  return t;
}

/** The scrape, as Prometheus would ask for it (from this machine unless told otherwise). */
function scrape(app: FastifyInstance, options: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', ...options });
}

/** One sample's value from the text format; 0 when the series is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-z_]+=")/) : [];
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length)
      return Number(match[3]);
  }
  return 0;
}

async function read(app: FastifyInstance, name: string, labels: Record<string, string> = {}) {
  const answer = await scrape(app);
  expect(answer.statusCode).toBe(200);
  return sample(answer.body, name, labels);
}

describe('/metrics: who may read it', () => {
  test('from this machine by default; from anywhere else it is a path that does not exist', async () => {
    const t = await appWith();
    const allowed = await scrape(t.app);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.body).toContain('# TYPE http_requests_total counter');
    expect(allowed.body).toContain('process_open_fds'); // Node's own, for the file-descriptor limit
    expect((await scrape(t.app, { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape(t.app, { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);

    const outsider = await scrape(t.app, { remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('http_requests_total');
    expect(outsider.json()).toEqual(
      (await t.app.inject({ method: 'POST', url: '/no-such-thing', remoteAddress: '203.0.113.9' })).json(),
    );
    // Without TRUST_PROXY a forwarded address is not believed, whichever way it points.
    const spoofed = { 'x-forwarded-for': '127.0.0.1' };
    expect((await scrape(t.app, { remoteAddress: '203.0.113.9', headers: spoofed })).statusCode).toBe(404);
  });

  test('METRICS_ALLOW none: nobody, not even this machine', async () => {
    const t = await appWith({ env: { METRICS_ALLOW: 'none' } });
    expect((await scrape(t.app)).statusCode).toBe(404);
  });

  test('behind a trusted balancer, the balancer and the client must both be allowed; X-Forwarded-For cannot lie its way in', async () => {
    const t = await appWith({ env: { TRUST_PROXY: '10.0.0.5', METRICS_ALLOW: '10.0.0.0/24' } });
    const via = (forwardedFor: string, remoteAddress = '10.0.0.5') =>
      scrape(t.app, { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    // Prometheus at 10.0.0.7 through the balancer, and directly.
    expect((await via('10.0.0.7')).statusCode).toBe(200);
    expect((await scrape(t.app, { remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
    // Someone on the internet through the balancer, with and without a forged first hop.
    expect((await via('203.0.113.9')).statusCode).toBe(404);
    expect((await via('10.0.0.7, 203.0.113.9')).statusCode).toBe(404);
    // Straight at the app server, claiming to be forwarded from an allowed address.
    expect((await via('10.0.0.7', '203.0.113.9')).statusCode).toBe(404);
    // The balancer host itself, asking with no forwarded address, is in the list.
    expect((await scrape(t.app, { remoteAddress: '10.0.0.5' })).statusCode).toBe(200);
  });

  test('even when TRUST_PROXY believes every hop, each hop must be allowed', async () => {
    const t = await appWith({ env: { TRUST_PROXY: 'true', METRICS_ALLOW: '10.0.0.0/24' } });
    const via = (forwardedFor: string) =>
      scrape(t.app, { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': forwardedFor } });
    expect((await via('10.0.0.7')).statusCode).toBe(200);
    // Fastify takes the first address as the client's here: it is forged, the real one is after it.
    expect((await via('10.0.0.7, 203.0.113.9')).statusCode).toBe(404);
  });
});

describe('/metrics: what it counts', () => {
  test('requests by the route matched, never by the URL asked for; their time; server errors', async () => {
    const t = await appWith();
    const labels = { method: 'GET', route: '/health/live', status_code: '200' };
    const before = await read(t.app, 'http_requests_total', labels);
    const timedBefore = await read(t.app, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/health/live',
    });
    await t.app.inject({ method: 'GET', url: '/health/live' });
    await t.app.inject({ method: 'GET', url: '/health/live?anything=1' });
    await t.app.inject({ method: 'GET', url: '/HEALTH/live/' });
    const after = await scrape(t.app);
    expect(sample(after.body, 'http_requests_total', labels)).toBe(before + 3);
    expect(
      sample(after.body, 'http_request_duration_seconds_count', { method: 'GET', route: '/health/live' }),
    ).toBe(timedBefore + 3);
    expect(after.body).not.toContain('anything=1');
    expect(after.body).not.toContain('HEALTH');

    // A path no route has: one label for all of them, whatever the caller made up.
    await t.app.inject({ method: 'POST', url: `/made-up-${Date.now()}` });
    const unmatched = await scrape(t.app);
    expect(
      sample(unmatched.body, 'http_requests_total', {
        method: 'POST',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(unmatched.body).not.toContain('made-up-');

    // A route with a parameter is counted under its pattern.
    await t.app.inject({ method: 'GET', url: '/repository/users/1/nothing.jpg' });
    expect(await scrape(t.app).then((answer) => answer.body)).toContain(
      'route="/repository/users/:userId/:fileName"',
    );
  });

  test('a server error is counted as one', async () => {
    const t = await appWith();
    const labels = { method: 'GET', route: '/health' };
    const before = await read(t.app, 'http_request_errors_total', labels);
    await t.app.inject({ method: 'GET', url: '/health' });
    expect(await read(t.app, 'http_request_errors_total', labels)).toBe(before);
    t.app.startDraining(); // /health answers 503 from now on
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    expect(await read(t.app, 'http_request_errors_total', labels)).toBe(before + 1);
  });

  test('job runs, their failures and what they did', async () => {
    const t = await appWith();
    const runs = (job: string) => read(t.app, 'job_runs_total', { job });
    const before = { mail: await runs('mail'), payouts: await runs('payouts') };
    expect(await t.app.jobs.runDue()).toEqual(expect.arrayContaining(['mail', 'payouts']));
    expect(await runs('mail')).toBe(before.mail + 1);
    expect(await runs('payouts')).toBe(before.payouts + 1);
    expect(await read(t.app, 'job_duration_seconds_count', { job: 'mail' })).toBeGreaterThanOrEqual(1);

    // A job that throws is a run and a failure (it runs again when next due); one that works is not.
    const runner = new JobRunner(t.db, t.clock, t.app.log);
    const name = `failing-${Date.now()}`;
    const working = `working-${Date.now()}`;
    runner.define({
      name,
      everyMs: 1000,
      leaseMs: 60_000,
      run: () => Promise.reject(new Error('the provider is down')),
    });
    runner.define({ name: working, everyMs: 1000, leaseMs: 60_000, run: async () => 3 });
    expect((await runner.runDue()).sort()).toEqual([name, working].sort());
    expect(await runs(name)).toBe(1);
    expect(await read(t.app, 'job_failures_total', { job: name })).toBe(1);
    expect(await runs(working)).toBe(1);
    expect(await read(t.app, 'job_items_total', { job: working })).toBe(3);
    expect(await read(t.app, 'job_failures_total', { job: working })).toBe(0);
  });

  test('the mail queue: what waits in the outbox, and for how long', async () => {
    const t = await appWith();
    expect(await read(t.app, 'mail_queue_depth', { state: 'queued' })).toBe(0);
    expect(await read(t.app, 'mail_queue_oldest_seconds')).toBe(0);
    await t.db.insert(mailOutbox).values([
      {
        toAddress: 'a@example.com',
        subject: 'x',
        transport: 'queued',
        createdAt: new Date(t.clock.now().getTime() - 90_000),
      },
      { toAddress: 'b@example.com', subject: 'y', transport: 'queued', createdAt: t.clock.now() },
      { toAddress: 'c@example.com', subject: 'z', transport: 'sending', createdAt: t.clock.now() },
      { toAddress: 'd@example.com', subject: 'sent', transport: 'smtp', createdAt: t.clock.now() },
    ]);
    const text = (await scrape(t.app)).body;
    expect(sample(text, 'mail_queue_depth', { state: 'queued' })).toBe(2);
    expect(sample(text, 'mail_queue_depth', { state: 'sending' })).toBe(1);
    expect(sample(text, 'mail_queue_oldest_seconds')).toBe(90);
  });

  test('cache hits and misses, by cache', async () => {
    const t = await appWith({ env: { READ_CACHE_MS: '5000' } });
    const cache = (result: string) => read(t.app, 'cache_lookups_total', { cache: 'catalog-reads', result });
    const before = { hit: await cache('hit'), miss: await cache('miss') };
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/store/merchants',
        payload: 'page=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const first = await list();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await list();
    expect(second.headers['x-cache']).toBe('hit');
    expect(await cache('miss')).toBe(before.miss + 1);
    expect(await cache('hit')).toBe(before.hit + 1);
  });
});

for (const backend of TEST_BACKENDS)
  test(`the database pool, on PostgreSQL only [${backend}]`, async () => {
    const t = await appWith({}, backend);
    const text = (await scrape(t.app)).body;
    if (backend === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(text).toContain('db_pool_waiting_requests 0');
    } else {
      // The embedded database has no pool to read; the scrape still answers the rest. (The registry
      // is the process's: a PostgreSQL app earlier in this test worker may have set the gauges.)
      expect(text).toMatch(/^mail_queue_depth\{/m);
    }
  });
