import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, TEST_BACKENDS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('the test-only clock route (%s)', (backend) => {
  let withClock: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withClock = await buildTestApp(backend, { env: { TEST_CLOCK: 'true' } });
    without = await buildTestApp(backend);
  });
  afterAll(async () => {
    await withClock.app.close();
    await without.app.close();
  });

  const call = (t: TestApp, method: 'GET' | 'POST', payload?: object) =>
    t.app.inject({ method, url: '/test/clock', ...(payload ? { payload } : {}) });

  test('started with TEST_CLOCK: reads, advances and sets the clock every service reads', async () => {
    const start = withClock.clock.now().toISOString();
    const read = await call(withClock, 'GET');
    expect(read.statusCode).toBe(200);
    expect(read.json().model.now).toBe(start);

    const advanced = await call(withClock, 'POST', { advanceMinutes: 90 });
    expect(advanced.statusCode).toBe(200);
    const later = new Date(Date.parse(start) + 90 * 60_000).toISOString();
    expect(advanced.json().model.now).toBe(later);
    expect(withClock.clock.now().toISOString()).toBe(later);

    // 23:30 in Vilnius on a summer day is 20:30 UTC.
    const set = await call(withClock, 'POST', { to: '2026-07-01T23:30:00+03:00' });
    expect(set.json().model.now).toBe('2026-07-01T20:30:00.000Z');
    expect(withClock.clock.now().toISOString()).toBe('2026-07-01T20:30:00.000Z');
  });

  test('set back after a visit to a later date, the jobs that ran there are due again at once', async () => {
    const start = withClock.clock.now();
    await withClock.app.jobs.runDue();
    const later = new Date(start.getTime() + 30 * 86_400_000);
    await call(withClock, 'POST', { to: later.toISOString() });
    // Run at the later date: each is next due a little after it.
    expect(await withClock.app.jobs.runDue()).toContain('refunds');

    const back = new Date(start.getTime() + 60_000);
    const set = await call(withClock, 'POST', { to: back.toISOString() });
    expect(set.json().model.now).toBe(back.toISOString());
    expect((await withClock.app.jobs.runDue()).sort()).toEqual([
      'card-holds',
      'clean-up',
      'event-request-announcements',
      'event-request-expiry',
      'mail',
      'next-available',
      'payouts',
      'refunds',
      'retention-purge',
      'trust-badges',
      'trust-badges-nightly',
    ]);
  });

  test('a move it cannot make is refused with the field named, and the clock stays', async () => {
    const before = withClock.clock.now().toISOString();
    for (const payload of [{ advanceMinutes: -5 }, { to: 'tomorrow' }, {}]) {
      const refused = await call(withClock, 'POST', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    expect(withClock.clock.now().toISOString()).toBe(before);
  });

  test('without TEST_CLOCK the route does not exist', async () => {
    const before = without.clock.now().toISOString();
    // A GET falls to the web app's page route (503 here, without a build), never the clock's answer.
    const read = await call(without, 'GET');
    expect(read.statusCode).not.toBe(200);
    expect(read.body).not.toContain(before);
    expect((await call(without, 'POST', { advanceMinutes: 60 })).statusCode).toBe(404);
    expect(without.clock.now().toISOString()).toBe(before);
    expect(without.app.routeTable.some((route) => route.url === '/test/clock')).toBe(false);
  });
});
