import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { SettableClock } from '../../lib/clock.ts';
import { TEST_BACKENDS } from '../../test/test-app.ts';
import { freshDatabase, type TestDatabase } from '../../test/test-database.ts';
import { SharedClock } from './shared-clock.ts';
import { readOffset, TEST_CLOCK_CHANNEL } from './test-clock.repo.ts';

const log = pino({ level: 'silent' });
const HOUR = 3_600_000;

/** An app server's clock on `database`, started as CLOCK_START would start it. */
async function serverClock(database: Database, start: Date) {
  const shared = new SharedClock(new SettableClock(start), database, log);
  await shared.load();
  await shared.listen();
  return shared;
}

async function reads(clock: SharedClock, expected: number, withinMs = 5000) {
  const deadline = Date.now() + withinMs;
  while (Math.abs(clock.now().getTime() - expected) > 1000 && Date.now() < deadline) await sleep(10);
  return clock.now().getTime();
}

describe.each(TEST_BACKENDS)('a test clock shared by the app servers on one database (%s)', (backend) => {
  let database: TestDatabase;
  let other: Database;
  const clocks: SharedClock[] = [];
  beforeAll(async () => {
    database = await freshDatabase(backend);
    other = await database.twin();
  });
  afterAll(async () => {
    for (const clock of clocks) await clock.stop();
    if (other !== database) await other.close();
    await database.close();
  });

  test('the first server to start sets the time; a later one, whatever its CLOCK_START, reads it', async () => {
    const first = await serverClock(database, new Date('2026-07-01T09:00:00Z'));
    const second = await serverClock(other, new Date('2030-01-01T00:00:00Z'));
    clocks.push(first, second);
    expect(Math.abs(second.now().getTime() - first.now().getTime())).toBeLessThan(1000);
    expect(second.now().toISOString().slice(0, 10)).toBe('2026-07-01');
  });

  test('set or advanced on one server, every server reads the new time; a server started later too', async () => {
    const [a, b] = clocks as [SharedClock, SharedClock];
    const to = new Date('2026-07-03T20:30:00Z');
    await a.set(to);
    expect(Math.abs((await reads(b, to.getTime())) - to.getTime())).toBeLessThan(1000);

    await b.advanceMinutes(25 * 60);
    const later = to.getTime() + 25 * HOUR;
    expect(Math.abs((await reads(a, later)) - later)).toBeLessThan(1000);

    // Two advances at once, from two servers: both count.
    await Promise.all([a.advanceMinutes(60), b.advanceMinutes(60)]);
    const both = later + 2 * HOUR;
    expect(Math.abs((await reads(a, both)) - both)).toBeLessThan(1000);
    expect(Math.abs((await reads(b, both)) - both)).toBeLessThan(1000);

    const restarted = await serverClock(database, new Date('2026-07-01T09:00:00Z'));
    clocks.push(restarted);
    expect(Math.abs(restarted.now().getTime() - both)).toBeLessThan(1000);
  });

  test('a move heard late, after a newer one, is not applied: the newest stored move wins', async () => {
    const [a, b] = clocks as [SharedClock, SharedClock];
    const before = (await readOffset(database.db))!;
    await a.advanceMinutes(60);
    const expected = before.offsetMs + HOUR;
    expect(Math.abs((await reads(b, Date.now() + expected)) - (Date.now() + expected))).toBeLessThan(1000);
    // The move before it, arriving now (as a server's own answer can, behind another's NOTIFY).
    await database.db.execute(
      sql`select pg_notify(${TEST_CLOCK_CHANNEL}, ${`${before.offsetMs} ${before.storedAtUs}`})`,
    );
    await sleep(300);
    expect(Math.abs(b.now().getTime() - (Date.now() + expected))).toBeLessThan(1000);
  });
});
