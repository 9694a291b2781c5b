import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** The PostgreSQL channel on which app servers tell each other the catalog changed. */
export const CATALOG_CHANNEL = 'catalog_changed';
/** ...and the one on which they tell each other an order took a chef's service. */
export const BOOKINGS_CHANNEL = 'bookings_changed';
/** ...and the one on which they tell each other a session started or ended. */
export const SESSIONS_CHANNEL = 'sessions_changed';
/** ...and the one on which they tell each other an order was placed, addressed, linked or paid. */
export const ORDERS_CHANNEL = 'orders_changed';

/**
 * A "something changed" signal shared by every app server on the database, one per
 * PostgreSQL channel:
 * - CATALOG_CHANNEL: the catalog changed (any successful write but a few listed ones, see
 *   plugins/read-cache.ts). The caches of visitors' reads, of server-drawn pages, of thread pages
 *   and of slot offers empty themselves on it.
 * - BOOKINGS_CHANNEL: an order took services of a chef with availability set; the slot
 *   offers empty themselves on it, the catalog's caches do not.
 * - SESSIONS_CHANNEL: a session started or ended (lib/session-store.ts); kept sessions empty.
 * - ORDERS_CHANNEL: one of the order writes the catalog channel leaves out (placing, addressing,
 *   linking, paying an order: plugins/read-cache.ts); kept order lists empty, with the catalog's.
 *
 * A change made here empties the caches here at once and is sent to every other app server on the
 * database (LISTEN/NOTIFY, on PostgreSQL and on the embedded PGlite alike), which empties theirs
 * when it arrives: milliseconds later, not a cache lifetime later.
 *
 * `generation` counts the changes seen; a cache stores an answer only when no change came while it
 * was being computed, so a read that began before a change cannot put the old data back.
 */
export class ChangeChannel {
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
    private readonly channel: string,
  ) {}

  get generation(): number {
    return this.count;
  }

  /** Calls `listener` on every change, local or heard; answers a function that stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** This app server made the change (after the commit). */
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
      this.channel,
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
          .execute(sql`select pg_notify(${this.channel}, ${this.origin})`)
          .catch((error: unknown) =>
            this.log.warn({ err: error }, 'change not broadcast; other servers catch up by expiry'),
          );
      } while (this.sendAgain);
    })().finally(() => {
      this.sending = null;
    });
  }
}
