import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** The PostgreSQL channel on which app servers tell each other the catalog changed. */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * The one "the catalog changed" signal (issue: beyond one machine, item 3). The caches of visitors'
 * reads (plugins/read-cache.ts) and of server-drawn pages (plugins/first-screen.ts) empty themselves
 * on it. A change made here empties them here at once and is sent to every other app server on the
 * database (LISTEN/NOTIFY, on PostgreSQL and on the embedded PGlite alike), which empties theirs
 * when it arrives: milliseconds later, not a cache lifetime later.
 *
 * `generation` counts the changes seen; a cache stores an answer only when no change came while it
 * was being computed, so a read that began before a change cannot put the old data back.
 */
export class CatalogChanges {
  /** This app server's name on the channel, so it does not act twice on its own changes. */
  readonly origin = randomUUID();
  private listeners = new Set<() => void>();
  private count = 0;
  private sending: Promise<void> | null = null;
  private sendAgain = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get generation(): number {
    return this.count;
  }

  /** Calls `listener` on every change, local or heard; answers a function that stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** This app server changed the catalog (after the commit). */
  changed(): void {
    this.emit();
    this.broadcast();
  }

  /**
   * Starts hearing other app servers' changes. Losing the channel for a while counts as a change
   * (`onGap`): whatever was missed is forgotten once it is back.
   */
  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      CATALOG_CHANNEL,
      (payload) => {
        if (payload !== this.origin) this.emit();
      },
      () => this.emit(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    while (this.sending) await this.sending;
  }

  private emit(): void {
    this.count += 1;
    for (const listener of this.listeners) listener();
  }

  /** One NOTIFY at a time; changes made while one is on its way are told by one more after it. */
  private broadcast(): void {
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    this.sending = (async () => {
      do {
        this.sendAgain = false;
        await this.database.db
          .execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${this.origin})`)
          .catch((error: unknown) =>
            this.log.warn({ err: error }, 'catalog change not broadcast; other servers catch up by expiry'),
          );
      } while (this.sendAgain);
    })().finally(() => {
      this.sending = null;
    });
  }
}
