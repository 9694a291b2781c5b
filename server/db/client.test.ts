import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DataDirLockedError, openPgliteFolder } from './client.ts';
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
