import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_BACKENDS } from '../test/test-app.ts';
import { freshDatabase, SqlLog } from '../test/test-database.ts';
import {
  DataDirLockedError,
  isDatabaseUnavailable,
  openPgliteFolder,
  pgErrorCode,
  prepareInsertTogether,
  rowsInto,
  UNIQUE_VIOLATION,
  writeTogether,
  type Database,
} from './client.ts';
import { rateEvents, users } from './schema.ts';

describe('the embedded database folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("keeps data across reopen, refuses a second opener, and takes over a dead holder's lock", async () => {
    const first = await openPgliteFolder(dir);
    await first.db.insert(users).values({ email: 'kept@example.com' });
    // Another live process holding the folder (our parent stands in for it).
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    await expect(openPgliteFolder(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999'); // a process that no longer exists
    const second = await openPgliteFolder(dir);
    const rows = await second.db.select().from(users);
    expect(rows.map((row) => row.email)).toEqual(['kept@example.com']);
    await second.close();
  }, 60_000);
});

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  test('connection failures, server shutdowns and drizzle-wrapped ones are "unavailable"', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  test('bugs and rejected queries are not', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: withCode('syntax error', '42601') })),
    ).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

for (const backend of TEST_BACKENDS) {
  describe(`writeTogether [${backend}]`, () => {
    const log = new SqlLog();
    let database: Database;
    beforeAll(async () => {
      database = await freshDatabase(backend, log);
    });
    afterAll(() => database.close());

    test('several inserts go as one statement, and all of them are written', async () => {
      const { db } = database;
      const emails = ['together.1@example.com', 'together.2@example.com'];
      const sent = await log.during(() =>
        writeTogether(db, [
          db.insert(users).values({ email: emails[0]! }),
          db.insert(rateEvents).values({ bucket: 'together', key: 'k' }),
          db.insert(users).values({ email: emails[1]! }),
        ]),
      );
      expect(sent).toHaveLength(1);
      expect(await db.select().from(users).where(inArray(users.email, emails))).toHaveLength(2);
      expect(await db.select().from(rateEvents)).toHaveLength(1);
      expect(await log.during(() => writeTogether(db, []))).toEqual([]);
    });

    test('all or none: one failing insert leaves nothing of the others', async () => {
      const { db } = database;
      await expect(
        writeTogether(db, [
          db.insert(users).values({ email: 'together.3@example.com' }),
          db.insert(users).values({ email: 'together.1@example.com' }), // already taken
        ]),
      ).rejects.toThrow();
      expect(
        await db
          .select()
          .from(users)
          .where(inArray(users.email, ['together.3@example.com'])),
      ).toEqual([]);
    });
  });

  describe(`prepareInsertTogether [${backend}]`, () => {
    const log = new SqlLog();
    let database: Database;
    beforeAll(async () => {
      database = await freshDatabase(backend, log);
    });
    afterAll(() => database.close());
    const write = (db: Database['db']) =>
      prepareInsertTogether(db, `insert_together_${backend}`, [
        rowsInto(users, ['email', 'language']),
        rowsInto(rateEvents, ['bucket', 'key', 'createdAt']),
      ]);

    test('any number of rows per table in one statement, defaults for the columns not given', async () => {
      const { db } = database;
      const insert = write(db);
      const at = new Date('2026-03-01T10:00:00Z');
      const emails = ['json.1@example.com', 'json.2@example.com', 'json.3@example.com'];
      const sent = await log.during(async () => {
        await insert([
          emails.slice(0, 2).map((email) => ({ email, language: 'en' })),
          [{ bucket: 'json', key: 'a', createdAt: at }],
        ]);
        await insert([[{ email: emails[2], language: 'lt' }], []]);
      });
      expect(sent).toHaveLength(2);
      expect(sent[0]).toBe(sent[1]); // the same text whatever the rows: prepared once
      const written = await db.select().from(users).where(inArray(users.email, emails));
      expect(written.map((user) => [user.email, user.language]).sort()).toEqual([
        ['json.1@example.com', 'en'],
        ['json.2@example.com', 'en'],
        ['json.3@example.com', 'lt'],
      ]);
      expect(written.every((user) => user.role === 'CUSTOMER' && user.id)).toBe(true);
      const [event] = await db
        .select()
        .from(rateEvents)
        .where(inArray(rateEvents.bucket, ['json']));
      expect(event!.createdAt.toISOString()).toBe(at.toISOString());
    });

    test('all or none: a row that fails leaves nothing of the others', async () => {
      const { db } = database;
      const failed = await write(db)([
        [
          { email: 'json.4@example.com', language: 'en' },
          { email: 'json.1@example.com', language: 'en' }, // taken by the test above
        ],
        [{ bucket: 'json-failed', key: 'b', createdAt: new Date() }],
      ]).catch((error: unknown) => error);
      expect(pgErrorCode(failed)).toBe(UNIQUE_VIOLATION);
      expect(
        await db
          .select()
          .from(users)
          .where(inArray(users.email, ['json.4@example.com'])),
      ).toEqual([]);
      expect(
        await db
          .select()
          .from(rateEvents)
          .where(inArray(rateEvents.bucket, ['json-failed'])),
      ).toEqual([]);
    });
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('several app servers starting at once (PostgreSQL)', () => {
  test('on an empty database all of them come up: one migrates, the others wait for it', async () => {
    const { randomUUID } = await import('node:crypto');
    const pg = (await import('pg')).default;
    const { openPostgres } = await import('./client.ts');
    const server = process.env.TEST_DATABASE_URL!;
    const name = `t_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      const started = await Promise.allSettled(
        Array.from({ length: 3 }, () => openPostgres(url.toString(), 2)),
      );
      const opened = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
      const failures = started.flatMap((one) => (one.status === 'rejected' ? [String(one.reason)] : []));
      for (const database of opened) await database.close();
      expect(failures).toEqual([]);
      // Each says what it applied, for the start's log line: one all of them, the others none.
      const counts = opened.map((database) => database.migrated?.applied.length).sort();
      expect(counts.slice(0, 2)).toEqual([0, 0]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      const journal = JSON.parse(
        fs.readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
      expect(counts[2]).toBe(journal.entries.length);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('named prepared statements (PostgreSQL)', () => {
  test('are planned once per connection, even where a plan for the values looks cheaper', async () => {
    const { openPostgres } = await import('./client.ts');
    // One connection, so every run lands where the statement was prepared; no tables needed.
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 1, { migrate: false });
    try {
      const { sql } = await import('drizzle-orm');
      // `= any($1)`: PostgreSQL's default plans this anew on each run (a one-element array looks
      // cheaper than the general case), which was a third of its work per order.
      const lookup = database.db
        .select({ n: sql<number>`n` })
        .from(sql`generate_series(1, 1000) as n`)
        .where(sql`n = any(${sql.placeholder('ns')})`)
        .prepare('planned_once_test');
      for (let run = 0; run < 8; run++)
        expect(await lookup.execute({ ns: [run + 1] })).toEqual([{ n: run + 1 }]);
      const { rows } = (await database.db.execute(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'planned_once_test'`,
      )) as unknown as { rows: { generic: number; custom: number }[] };
      expect(rows).toEqual([{ generic: 8, custom: 0 }]);
    } finally {
      await database.close();
    }
  });
});
