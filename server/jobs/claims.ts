import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Takes up to `limit` rows of `table` that match `ready` for this app server, in one statement:
 * `update ... where id in (select id ... for update skip locked) returning *`. Rows another server
 * is claiming at the same moment are skipped rather than waited for, and a row is claimed by one
 * server only. `set` marks the claim, with a time after which it lapses (a lease), so the rows of
 * a server that died are taken by another once its lease is over: there is nothing to put back
 * at start. Works alike on PostgreSQL and on the embedded PGlite.
 */
export async function claimRows<T extends PgTable>(
  db: Db,
  table: T,
  id: PgColumn,
  { ready, set, limit, order }: { ready: SQL; set: PgUpdateSetSource<T>; limit: number; order: PgColumn },
): Promise<T['$inferSelect'][]> {
  const candidates = db
    .select({ id })
    .from(table as PgTable)
    .where(ready)
    .orderBy(order)
    .limit(limit)
    .for('update', { skipLocked: true });
  return (await db.update(table).set(set).where(inArray(id, candidates)).returning()) as T['$inferSelect'][];
}

/**
 * How long to wait before the next try after `attempts` failed ones: 30 s, then doubling, at most
 * an hour, a fifth of it random so that a batch failed together is not retried all at once.
 */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.9 + 0.2 * random()));
}
