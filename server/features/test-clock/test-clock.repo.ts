import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testClock } from '../../db/schema.ts';

/** The PostgreSQL channel on which a moved test clock's new offset reaches every app server. */
export const TEST_CLOCK_CHANNEL = 'test_clock_moved';

/** The shared offset, unless one is stored already (the first app server to start sets it). */
export async function seedOffset(db: Db, offsetMs: number): Promise<void> {
  await db.insert(testClock).values({ id: 1, offsetMs }).onConflictDoNothing();
}

/**
 * The offset and the moment it was stored, in microseconds: moves are applied in the order they
 * were stored, since a server's own move and another's NOTIFY may reach it the other way round.
 */
export interface StoredOffset {
  offsetMs: number;
  storedAtUs: number;
}

const storedAtUs = sql<number>`(extract(epoch from ${testClock.updatedAt}) * 1000000)::bigint`.mapWith(
  Number,
);

export async function readOffset(db: Db): Promise<StoredOffset | undefined> {
  const [row] = await db
    .select({ offsetMs: testClock.offsetMs, storedAtUs })
    .from(testClock)
    .where(eq(testClock.id, 1));
  return row;
}

/** Sets the offset; answers it. */
export function setOffset(db: Db, offsetMs: number): Promise<StoredOffset> {
  return store(db, sql`${offsetMs}`);
}

/** Adds to the offset in the UPDATE itself, so two servers advancing at once both count; answers it. */
export function addToOffset(db: Db, ms: number): Promise<StoredOffset> {
  return store(db, sql`${testClock.offsetMs} + ${ms}`);
}

/** A NOTIFY's payload: the offset and when it was stored. */
export function parseMove(payload: string): StoredOffset | undefined {
  const [offsetMs, storedAtUs] = payload.split(' ').map(Number);
  return Number.isSafeInteger(offsetMs) && Number.isSafeInteger(storedAtUs)
    ? { offsetMs: offsetMs!, storedAtUs: storedAtUs! }
    : undefined;
}

/**
 * The NOTIFY leaves at the commit, carrying the new offset to every listening server. The time
 * stored is the clock's when the row is written (`clock_timestamp()`, not the transaction's start):
 * a second mover waits for the first one's row lock, so its time is the later one.
 */
async function store(db: Db, offset: SQL): Promise<StoredOffset> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(testClock)
      .set({ offsetMs: offset, updatedAt: sql`clock_timestamp()` })
      .where(eq(testClock.id, 1))
      .returning({ offsetMs: testClock.offsetMs, storedAtUs });
    await tx.execute(sql`select pg_notify(${TEST_CLOCK_CHANNEL}, ${`${row!.offsetMs} ${row!.storedAtUs}`})`);
    return row!;
  });
}
