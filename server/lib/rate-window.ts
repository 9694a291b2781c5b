import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateEvents } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export interface Window {
  max: number;
  windowMinutes: number;
}

/**
 * Counted events in sliding windows, kept in the database so limits hold across restarts and
 * across app servers (DESIGN §1, §3).
 */
export class RateWindow {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bucket: string,
    private readonly windows: readonly Window[],
  ) {}

  /** The first window that `key` has used up, with the seconds until it frees; undefined when allowed. */
  async exceeded(key: string): Promise<{ window: Window; retryAfterSeconds: number } | undefined> {
    const now = this.clock.now().getTime();
    for (const window of this.windows) {
      const since = new Date(now - window.windowMinutes * 60_000);
      const [row] = await this.db
        .select({ n: count() })
        .from(rateEvents)
        .where(
          and(eq(rateEvents.bucket, this.bucket), eq(rateEvents.key, key), gte(rateEvents.createdAt, since)),
        );
      if ((row?.n ?? 0) >= window.max) return { window, retryAfterSeconds: window.windowMinutes * 60 };
    }
    return undefined;
  }

  async record(key: string): Promise<void> {
    await this.db.insert(rateEvents).values({ bucket: this.bucket, key, createdAt: this.clock.now() });
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
