import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notice, Notifier } from '../notifications/notifier.service.ts';
import type * as repo from './event-requests.repo.ts';
import * as jobsRepo from './event-request-jobs.repo.ts';

/** Requests marked in one transaction: a run that fails marks and tells none of them, and retries. */
export const EXPIRY_BATCH = 100;
/** Batches in one run at most: a backlog (the job stopped a while) goes over a few runs, not one long one. */
export const EXPIRY_BATCHES_PER_RUN = 10;
/**
 * A request marked later than this after its expiry (a backlog) is marked without a word: news of
 * a dinner date long past would read as a mistake, not as an offer to try again.
 */
const NEWS_WINDOW_MS = 2 * 24 * 60 * 60_000;

/**
 * A request's end when nobody booked: an open request whose expiry came is marked
 * `expired` (until then it only counts as expired, domain effectiveRequestState), and its customer
 * gets a bell notice and a mail in her language saying so and offering to file a new one. A
 * background job runs it (server/jobs/jobs.ts) on one app server at a time; the marking is a
 * conditional UPDATE as well, so two runs at once could still not mark or tell one request twice.
 */
export class EventRequestExpiry {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifier: Pick<Notifier, 'notifyAll' | 'flushSoon'>,
  ) {}

  /** Marks the open requests past their expiry; answers how many it marked. */
  async markExpired(): Promise<number> {
    const now = this.clock.now();
    let marked = 0;
    for (let batch = 0; batch < EXPIRY_BATCHES_PER_RUN; batch += 1) {
      const expired = await this.db.transaction(async (tx) => {
        const rows = await jobsRepo.markExpired(tx, now, EXPIRY_BATCH);
        await this.notifier.notifyAll(
          tx,
          rows.filter((row) => now.getTime() - row.expiresAt.getTime() <= NEWS_WINDOW_MS).map(notice),
        );
        return rows.length;
      });
      marked += expired;
      if (expired < EXPIRY_BATCH) break;
    }
    if (marked > 0) this.notifier.flushSoon();
    return marked;
  }
}

function notice(request: repo.EventRequestRow): Notice {
  return {
    userId: request.customerUserId,
    kind: 'eventRequestExpired',
    params: {
      requestId: request.id,
      serviceDate: request.serviceAt.getTime(),
      guests: request.guests,
      occasion: request.occasion,
    },
  };
}
