import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { rateEvents } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export interface Window {
  max: number;
  windowMinutes: number;
}

export interface Refusal {
  window: Window;
  /** Seconds until the window has room again (its oldest counted event leaves it). */
  retryAfterSeconds: number;
}

/**
 * Counted events in sliding windows, kept in the database so limits hold across restarts and
 * across app servers (DESIGN §1, §3).
 */
export class RateWindow {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly bucket: string,
    private readonly windows: readonly Window[],
  ) {}

  /** The first window that `key` has used up, with the seconds until it frees; undefined when allowed. */
  async exceeded(key: string, db: DbOrTx = this.db): Promise<Refusal | undefined> {
    const now = this.clock.now().getTime();
    for (const window of this.windows) {
      const since = new Date(now - window.windowMinutes * 60_000);
      const inWindow = and(
        eq(rateEvents.bucket, this.bucket),
        eq(rateEvents.key, key),
        gte(rateEvents.createdAt, since),
      );
      const [row] = await db.select({ n: count() }).from(rateEvents).where(inWindow);
      if ((row?.n ?? 0) < window.max) continue;
      // Room comes back when the max-th newest event leaves the window.
      const [freeing] = await db
        .select({ at: rateEvents.createdAt })
        .from(rateEvents)
        .where(inWindow)
        .orderBy(desc(rateEvents.createdAt))
        .offset(window.max - 1)
        .limit(1);
      const frees = (freeing?.at.getTime() ?? now) + window.windowMinutes * 60_000;
      return { window, retryAfterSeconds: Math.max(1, Math.ceil((frees - now) / 1000)) };
    }
    return undefined;
  }

  async record(key: string, db: DbOrTx = this.db): Promise<void> {
    await db.insert(rateEvents).values({ bucket: this.bucket, key, createdAt: this.clock.now() });
  }

  /** Forgets events older than the longest window. */
  async prune(): Promise<void> {
    const longest = Math.max(...this.windows.map((w) => w.windowMinutes));
    const before = new Date(this.clock.now().getTime() - longest * 60_000);
    await this.db
      .delete(rateEvents)
      .where(and(eq(rateEvents.bucket, this.bucket), lt(rateEvents.createdAt, before)));
  }
}

/** One event to count: in `window`'s bucket, under `key`. */
export interface RateClaim {
  window: RateWindow;
  key: string;
}

/**
 * Counts one event for every claim, or for none: when a claim's window is used up, answers the
 * claim and its refusal and records nothing. The claims' keys are locked for the transaction
 * (advisory locks, in one order), so requests racing on any app server are counted one after
 * another and cannot all pass through the last free place.
 */
export async function takeAll(
  db: Db,
  claims: readonly RateClaim[],
): Promise<(Refusal & { claim: RateClaim }) | undefined> {
  return db.transaction((tx) => takeAllIn(tx, claims));
}

/**
 * takeAll inside the caller's transaction: the events are recorded with what the caller writes, and
 * undone with it when it fails (a refused or failed write uses up no place). Take it before the
 * transaction locks any row, so that its locks always come first.
 */
export async function takeAllIn(
  tx: DbOrTx,
  claims: readonly RateClaim[],
): Promise<(Refusal & { claim: RateClaim }) | undefined> {
  const names = [...new Set(claims.map((claim) => `${claim.window.bucket} ${claim.key}`))].sort();
  for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
  for (const claim of claims) {
    const refusal = await claim.window.exceeded(claim.key, tx);
    if (refusal) return { ...refusal, claim };
  }
  for (const claim of claims) await claim.window.record(claim.key, tx);
  return undefined;
}
