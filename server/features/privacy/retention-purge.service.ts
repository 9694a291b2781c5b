import { retentionCutoff } from '#domain/privacy/purge.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './retention-purge.repo.ts';

/** Orders deleted per transaction: each takes its rows' locks briefly, and a crash loses at most one batch's work. */
const ORDER_BATCH = 200;
/** Chefs' business numbers and credit rows per transaction. */
const ROW_BATCH = 1000;

/**
 * The purge after the accounting period: what a deletion kept "for 10 years from the end of the
 * year of the deletion" (the privacy page) is deleted once that time is over, by the rule of
 * domain/privacy/purge.ts. The name-less account row stays (messages in a living person's
 * conversation still point to it). Runs daily: on most days it finds nothing, in one query per
 * kind, and after a stop it catches up at once.
 */
export class RetentionPurge {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** One run: every batch that is due, each in its own transaction. Answers how many records went. */
  async run(stopping?: AbortSignal): Promise<number> {
    const now = this.clock.now();
    const cutoff = retentionCutoff(now);
    let removed = 0;
    while (!stopping?.aborted) {
      const gone = await this.db.transaction(async (tx) =>
        repo.deleteOrders(tx, await repo.lockPurgeableOrders(tx, cutoff, ORDER_BATCH)),
      );
      removed += gone;
      if (gone < ORDER_BATCH) break;
    }
    while (!stopping?.aborted) {
      const erased = await this.db.transaction((tx) => repo.eraseBusinessNumbers(tx, cutoff, now, ROW_BATCH));
      removed += erased;
      if (erased < ROW_BATCH) break;
    }
    while (!stopping?.aborted) {
      const gone = await this.db.transaction((tx) => repo.deleteCredits(tx, cutoff, ROW_BATCH));
      removed += gone;
      if (gone === 0) break;
    }
    return removed;
  }
}
