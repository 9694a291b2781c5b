import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DataDirLockedError, isDatabaseUnavailable, openPgliteFolder } from './client.ts';
import { users } from './schema.ts';

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
