import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testClock } from '../../db/schema.ts';

/** The PostgreSQL channel on which a moved test clock's new offset reaches every app server. */
export const TEST_CLOCK_CHANNEL = 'test_clock_moved';

/** The shared offset, unless one is stored already (the first app server to start sets it). */
export async function seedOffset(db: Db, offsetMs: number): Promise<void> {
  await db.insert(testClock).values({ id: 1, offsetMs }).onConflictDoNothing();
}

export async function readOffset(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ offsetMs: testClock.offsetMs }).from(testClock).where(eq(testClock.id, 1));
  return row?.offsetMs;
}

/** Sets the offset; answers it. */
export function setOffset(db: Db, offsetMs: number): Promise<number> {
  return store(db, sql`${offsetMs}`);
}

/** Adds to the offset in the UPDATE itself, so two servers advancing at once both count; answers it. */
export function addToOffset(db: Db, ms: number): Promise<number> {
  return store(db, sql`${testClock.offsetMs} + ${ms}`);
}

/** The NOTIFY leaves at the commit, carrying the new offset to every listening server. */
async function store(db: Db, offset: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(testClock)
      .set({ offsetMs: offset, updatedAt: sql`now()` })
      .where(eq(testClock.id, 1))
      .returning({ offsetMs: testClock.offsetMs });
    await tx.execute(sql`select pg_notify(${TEST_CLOCK_CHANNEL}, ${String(row!.offsetMs)})`);
    return row!.offsetMs;
  });
}
