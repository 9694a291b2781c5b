import { servedCityKeys } from '#domain/availability/service-area.ts';
import { takesProposals } from '#domain/event-requests/event-request-rules.ts';
import type { OpenEventRequestsPage } from '#domain/event-requests/event-request.response.ts';
import {
  formatOpenRequestsCursor,
  OPEN_REQUESTS_PAGE_SIZE,
  type OpenRequestsCursor,
} from '#domain/event-requests/open-requests.schema.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { eligibleChef, requestFacts, whyCannotTake, type EligibleChef } from './event-request-checks.ts';
import type { EventRequestViews } from './event-request-views.ts';
import * as repo from './event-requests.repo.ts';
import * as chefsRepo from './event-request-chefs.repo.ts';

/**
 * A chef's open list is read this many requests at a time (a page and one more: when all are hers
 * to take, one read fills the page and says there is a next), at most this many times a page.
 */
const OPEN_LIST_BATCH = OPEN_REQUESTS_PAGE_SIZE + 1;
const OPEN_LIST_BATCHES = 5;

/** A chef's list of the open requests she can take, a page at a time. */
export class OpenRequestsList {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly availability: Pick<AvailabilityService, 'chefDays'>,
    private readonly proposalLimit: number,
    private readonly views: EventRequestViews,
    /** Pages kept a few seconds by reader and cursor (lib/kept-answers.ts). */
    private readonly kept?: KeptAnswers<OpenEventRequestsPage>,
  ) {}

  /**
   * GET /secure/open-event-requests: a page of the open requests this chef can take and has not
   * passed on, soonest first: those still taking proposals, and those she has proposed for. Kept by
   * reader and page: the cursor is part of the key.
   */
  async page(chefId: string, after?: OpenRequestsCursor): Promise<OpenEventRequestsPage> {
    const read = () => this.readOpenForChef(chefId, after);
    const key = after ? `${chefId} ${formatOpenRequestsCursor(after)}` : chefId;
    return this.kept ? this.kept.read(key, read) : read();
  }

  private async readOpenForChef(chefId: string, after?: OpenRequestsCursor): Promise<OpenEventRequestsPage> {
    const now = this.clock.now();
    const chef = await eligibleChef(this.db, this.availability, chefId, now);
    if (!chef) return { requests: [], nextCursor: null };
    const { rows, next } = await this.openPageRows(chef, now, after);
    const names = await chefsRepo.firstNamesOf(
      this.db,
      rows.map((row) => row.customerUserId),
    );
    return {
      requests: rows.map((row) =>
        this.views.request(row, row.proposalCount, { customerName: names.get(row.customerUserId) ?? null }),
      ),
      nextCursor: next ? formatOpenRequestsCursor(next) : null,
    };
  }

  /**
   * A page of her open list and where the next starts. The database narrows the list by place,
   * cuisine and proposals (repo.openRequestsFor); whether she cooks at each request's time is her
   * hours' rule, asked here. So the list is read in batches until it holds one more than a page
   * (there is a next) or it ends; after OPEN_LIST_BATCHES a shorter page says where it stopped.
   */
  private async openPageRows(chef: EligibleChef, now: Date, after?: OpenRequestsCursor) {
    const chefId = chef.card.userId;
    const reach = {
      cityKeys: servedCityKeys(chef.card.city, chef.availability.serviceArea),
      kitchenTypes: chef.card.kitchenTypes,
    };
    const shown: repo.OpenRequestRow[] = [];
    let from = after;
    for (let batch = 0; batch < OPEN_LIST_BATCHES; batch += 1) {
      const rows = await repo.openRequestsFor(this.db, chefId, now, {
        limit: OPEN_LIST_BATCH,
        reach,
        proposalLimit: this.proposalLimit,
        after: from,
      });
      const mine = await repo.requestsProposedBy(
        this.db,
        chefId,
        rows.map((row) => row.id),
      );
      shown.push(...rows.filter((row) => mine.has(row.id) || this.mayTake(chef, row, now)));
      const last = rows.at(-1);
      if (shown.length > OPEN_REQUESTS_PAGE_SIZE || rows.length < OPEN_LIST_BATCH || !last) {
        from = undefined;
        break;
      }
      from = { serviceKey: last.serviceKey, id: last.id };
    }
    const rows = shown.slice(0, OPEN_REQUESTS_PAGE_SIZE);
    const end = rows.at(-1);
    // More than a page: the next starts after its last. The batches ran out: after the last read.
    const next: OpenRequestsCursor | undefined =
      shown.length > OPEN_REQUESTS_PAGE_SIZE && end ? { serviceKey: end.serviceKey, id: end.id } : from;
    return { rows, next };
  }

  /** Whether a request she has not proposed for belongs on her open list (the database narrowed it first). */
  private mayTake(chef: EligibleChef, request: repo.CountedRequest, now: Date) {
    return (
      request.customerUserId !== chef.card.userId &&
      takesProposals(requestFacts(request), request.proposalCount, now.getTime(), this.proposalLimit) &&
      whyCannotTake(chef, request, now) === undefined
    );
  }
}
