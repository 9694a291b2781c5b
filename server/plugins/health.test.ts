import { afterAll, expect, test, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { openPostgres } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { buildTestApp, TEST_SECRET } from '../test/test-app.ts';

vi.setConfig({ testTimeout: 90_000 });

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

test('/health says whether to send traffic here; /health/live only that the process answers', async () => {
  const t = await buildTestApp('pglite');
  closers.push(() => t.app.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  expect((await get('/health')).json()).toEqual({ success: true, model: { status: 'ok' } });
  expect((await get('/health/live')).statusCode).toBe(200);

  t.app.startDraining(); // SIGTERM: the balancer is told to stop sending requests here
  const draining = await get('/health');
  expect(draining.statusCode).toBe(503);
  expect(draining.json().model).toEqual({ status: 'draining' });
  expect((await get('/health/live')).statusCode).toBe(200);
  expect((await get('/store/product?productId=1')).statusCode).toBe(404); // still serving meanwhile
});

test('/health holds traffic until what a start waits for has settled (the first try at publishing the build)', async () => {
  const t = await buildTestApp('pglite');
  closers.push(() => t.app.close());
  let settle: () => void = () => {};
  t.app.notReadyUntil(new Promise<void>((resolve) => (settle = resolve)));
  const starting = await t.app.inject({ method: 'GET', url: '/health' });
  expect([starting.statusCode, starting.json().model]).toEqual([503, { status: 'starting' }]);
  expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  settle();
  await new Promise((resolve) => setImmediate(resolve));
  expect((await t.app.inject({ method: 'GET', url: '/health' })).json().model).toEqual({ status: 'ok' });
});

test('/health answers 503 when the database does not, and /health/live stays 200', async () => {
  // A server nobody listens on: connecting is refused.
  const database = await openPostgres('postgres://postgres@127.0.0.1:1/nowhere', 1, { migrate: false });
  const app = await buildApp({
    env: readEnv({ NODE_ENV: 'test' }),
    database,
    secret: TEST_SECRET,
    logger: false,
    webRoot: '/nonexistent-web-root',
  });
  closers.push(() => app.close());
  const health = await app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe('5');
  expect(health.json()).toMatchObject({ success: false, model: { status: 'database-unreachable' } });
  expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
});

test('the health paths never count toward the request limit', async () => {
  const t = await buildTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '3' } });
  closers.push(() => t.app.close());
  for (let i = 0; i < 6; i++) {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  }
});
