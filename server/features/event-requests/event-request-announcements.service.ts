import { vilniusDate } from '#domain/availability/vilnius-day.ts';
import { requestIsOpen } from '#domain/event-requests/event-request-rules.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { Notice, Notifier } from '../notifications/notifier.service.ts';
import { requestFacts, whyCannotTake } from './event-request-checks.ts';
import type * as repo from './event-requests.repo.ts';
import * as chefsRepo from './event-request-chefs.repo.ts';
import * as jobsRepo from './event-request-jobs.repo.ts';

/** Requests announced in one run: one transaction, so a run that fails tells nobody and retries all. */
const BATCH = 50;

/**
 * Who hears of a request: the approved chefs who can take it (service area, hours and
 * capacity that day, a cuisine asked for, lead time; domain chef-eligibility.ts, the rule that fills
 * their open lists) get a bell notice for each new request and one mail for all the requests of a
 * run, in their language. A background job runs it (server/jobs/jobs.ts), so its interval is the
 * mail's batch window and filing a request never waits on it.
 */
export class EventRequestAnnouncements {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly availability: Pick<AvailabilityService, 'chefDays'>,
    private readonly notifier: Pick<Notifier, 'notifyAll' | 'flushSoon'>,
  ) {}

  /** Tells the chefs of every request not yet announced; answers how many requests it announced. */
  async announceNew(): Promise<number> {
    const now = this.clock.now();
    // Whom to tell is read first (the availability reads run outside any transaction); the
    // transaction then takes the requests no other run took meanwhile, and tells and marks those.
    const requests = await jobsRepo.unannounced(this.db, BATCH);
    const requestsByChef = new Map<string, repo.EventRequestRow[]>();
    for (const request of requests) {
      // A request cancelled or past before its turn is marked, with nobody told.
      if (!requestIsOpen(requestFacts(request), now.getTime())) continue;
      for (const chefId of await this.chefsWhoCanTake(request, now)) {
        requestsByChef.set(chefId, [...(requestsByChef.get(chefId) ?? []), request]);
      }
    }
    const announced = await this.db.transaction(async (tx) => {
      const taken = new Set(
        await jobsRepo.takeUnannounced(
          tx,
          requests.map((request) => request.id),
        ),
      );
      const told = [...requestsByChef].flatMap(([chefId, requests]) =>
        notices(
          chefId,
          requests.filter((request) => taken.has(request.id)),
        ),
      );
      await this.notifier.notifyAll(tx, told);
      await jobsRepo.markAnnounced(tx, [...taken], now);
      return taken.size;
    });
    if (announced > 0) this.notifier.flushSoon();
    return announced;
  }

  private async chefsWhoCanTake(request: repo.EventRequestRow, now: Date): Promise<string[]> {
    const candidates = await chefsRepo.approvedChefsCooking(this.db, request.cuisines);
    const answered = await jobsRepo.chefsWhoAnswered(this.db, request.id);
    const day = vilniusDate(request.serviceAt.getTime());
    const days = await this.availability.chefDays(
      candidates.map((card) => card.userId),
      day,
      day,
    );
    return candidates
      .filter((card) => card.userId !== request.customerUserId && !answered.has(card.userId))
      .filter(
        (card) =>
          whyCannotTake(
            {
              card,
              availability: days.availability.get(card.userId)!,
              taken: days.taken.get(card.userId) ?? {},
            },
            request,
            now,
          ) === undefined,
      )
      .map((card) => card.userId);
  }
}

/** A bell notice for each request; the mail only with the first, telling how many there are. */
function notices(chefId: string, requests: readonly repo.EventRequestRow[]): Notice[] {
  return requests.map((request, index) => ({
    userId: chefId,
    kind: 'newEventRequest',
    params: {
      requestId: request.id,
      serviceDate: request.serviceAt.getTime(),
      guests: request.guests,
      occasion: request.occasion,
      city: request.city,
      count: requests.length,
    },
    mail: index === 0,
  }));
}
