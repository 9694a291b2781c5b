import { can } from '#domain/accounts/policies.ts';
import type { Role } from '#domain/accounts/roles.ts';
import {
  DEFAULT_PROPOSALS_PER_REQUEST,
  requestIsOpen,
  takesProposals,
  whyNotOpen,
} from '#domain/event-requests/event-request-rules.ts';
import type { EventRequestInput, ProposalInput } from '#domain/event-requests/event-request.schema.ts';
import type {
  EventRequestDetailAnswer,
  EventRequestView,
  OpenEventRequestsPage,
  ProposalView,
} from '#domain/event-requests/event-request.response.ts';
import type { OpenRequestsCursor } from '#domain/event-requests/open-requests.schema.ts';
import type { Language } from '#domain/constants.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { pgErrorCode, UNIQUE_VIOLATION, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import { SendingLimits } from '../../lib/sending-limits.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { eligibleChef, requestFacts, whyCannotTake, type EligibleChef } from './event-request-checks.ts';
import { checkCourses, checkRequest, requestValues } from './event-request-input.ts';
import { EventRequestViews } from './event-request-views.ts';
import * as repo from './event-requests.repo.ts';
import * as chefsRepo from './event-request-chefs.repo.ts';
import { OpenRequestsList } from './open-requests-list.ts';
import { offeredChefsNotices } from './request-end-notices.ts';

/** A customer's list is at most this long (newest first). */
const LIST_LIMIT = 100;

interface Caller {
  id: string;
  role: Role;
}

/**
 * Event requests: a customer files one; the approved chefs who can take it (domain
 * chef-eligibility.ts) see it and propose a menu and a price, revising it until one is accepted.
 * Who may see what: a request, its customer, staff, and the chefs who can take it or have
 * proposed; a proposal, its chef, the request's customer, and staff. Anyone else gets the same 404
 * as for a request that does not exist.
 */
export class EventRequestsService {
  private readonly views: EventRequestViews;
  private readonly openList: OpenRequestsList;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly availability: Pick<AvailabilityService, 'chefDays'>,
    /** How many proposals a request takes before it leaves other chefs' lists (EVENT_REQUEST_PROPOSALS). */
    private readonly proposalLimit: number = DEFAULT_PROPOSALS_PER_REQUEST,
    /**
     * Answers kept for a few seconds by reader (lib/kept-answers.ts), forgotten on any write of the
     * marketplace: a chef's open list and a request's page are read far more often than they change.
     */
    private readonly kept: {
      lists?: KeptAnswers<OpenEventRequestsPage>;
      details?: KeptAnswers<EventRequestDetailAnswer>;
    } = {},
    /** Requests per customer and proposals per chef, by account and address (domain/sending-limits.ts). */
    private readonly limits: SendingLimits = new SendingLimits(db, clock, false),
    /** Tells the chefs whose proposals were on offer when the customer withdraws her request. */
    private readonly notifier?: Pick<Notifier, 'notifyAll' | 'flushSoon'>,
  ) {
    this.views = new EventRequestViews(db, clock, proposalLimit);
    this.openList = new OpenRequestsList(db, clock, availability, proposalLimit, this.views, kept.lists);
  }

  /**
   * POST /secure/event-request; 429 past the sending limits, with nothing stored. `ip` is the
   * client's network address (none for the server's own requests, the demo story).
   */
  async file(
    customerId: string,
    language: Language,
    input: EventRequestInput,
    ip?: string,
  ): Promise<EventRequestView> {
    const serviceAt = await checkRequest(this.db, this.clock, this.availability, input);
    const row = await this.db.transaction(async (tx) => {
      await this.limits.take(tx, 'eventRequest', { userId: customerId, ip });
      return repo.insertRequest(tx, {
        customerUserId: customerId,
        ...requestValues(input, serviceAt),
        language,
        createdAt: this.clock.now(),
        updatedAt: this.clock.now(),
      });
    });
    return this.views.request(row, 0, { forCustomer: true });
  }

  /** POST /secure/event-request-update: the customer's change, while no proposal is accepted. */
  async update(customerId: string, requestId: number, input: EventRequestInput): Promise<EventRequestView> {
    const serviceAt = await checkRequest(this.db, this.clock, this.availability, input);
    return this.db.transaction(async (tx) => {
      const request = await this.ownRequest(tx, customerId, requestId, { lock: true });
      this.refuseUnlessOpen(request);
      const row = await repo.updateRequest(tx, requestId, {
        ...requestValues(input, serviceAt),
        updatedAt: this.clock.now(),
      });
      return this.views.request(row, await repo.proposalCount(tx, requestId), { forCustomer: true });
    });
  }

  /**
   * POST /secure/event-request-cancel: the customer withdraws it; its proposals are not chosen, and
   * the chefs whose proposals were on offer are thanked and told so, in their own language.
   */
  async cancel(customerId: string, requestId: number): Promise<EventRequestView> {
    const view = await this.db.transaction(async (tx) => {
      const request = await this.ownRequest(tx, customerId, requestId, { lock: true });
      this.refuseUnlessOpen(request);
      const row = await repo.updateRequest(tx, requestId, {
        state: 'cancelled',
        updatedAt: this.clock.now(),
      });
      await this.notifier?.notifyAll(tx, await offeredChefsNotices(tx, request, 'proposalRequestCancelled'));
      return this.views.request(row, await repo.proposalCount(tx, requestId), { forCustomer: true });
    });
    this.notifier?.flushSoon();
    return view;
  }

  /** GET /secure/event-requests: the customer's own, newest first. */
  async mine(customerId: string): Promise<EventRequestView[]> {
    const rows = await repo.requestsOfCustomer(this.db, customerId, LIST_LIMIT);
    return rows.map((row) => this.views.request(row, row.proposalCount, { forCustomer: true }));
  }

  /** GET /secure/open-event-requests (OpenRequestsList.page). */
  openForChef(chefId: string, after?: OpenRequestsCursor): Promise<OpenEventRequestsPage> {
    return this.openList.page(chefId, after);
  }

  /** POST /secure/event-request-pass: the request leaves this chef's list. */
  async pass(chefId: string, requestId: number): Promise<void> {
    const request = await repo.requestById(this.db, requestId);
    if (!request || !(await this.chefMaySee(chefId, request)))
      throw AppError.notFound('eventRequests.notFound');
    await repo.insertPass(this.db, requestId, chefId);
  }

  /** GET /secure/event-request: what the caller may see of a request and its proposals. */
  async detail(caller: Caller, requestId: number): Promise<EventRequestDetailAnswer> {
    // Keyed by the reader: what a request's page shows depends on who reads it. A refusal is not kept.
    const read = () => this.readDetail(caller, requestId);
    return this.kept.details ? this.kept.details.read(`${caller.id} ${requestId}`, read) : read();
  }

  private async readDetail(caller: Caller, requestId: number): Promise<EventRequestDetailAnswer> {
    const request = await repo.requestById(this.db, requestId);
    if (!request) throw AppError.notFound('eventRequests.notFound');
    const wholeView = can(caller, 'eventRequest.seeWhole', request);
    if (!wholeView && !(await this.chefMaySee(caller.id, request)))
      throw AppError.notFound('eventRequests.notFound');
    const all = await repo.proposalsOfRequest(this.db, requestId);
    const visible = wholeView
      ? all.filter((proposal) => proposal.state !== 'withdrawn' || can(caller, 'proposal.seeWithdrawn'))
      : all.filter((proposal) => proposal.chefUserId === caller.id);
    const count = all.filter((proposal) => proposal.state === 'sent' || proposal.state === 'accepted').length;
    const customerName = wholeView ? null : await chefsRepo.firstNameOf(this.db, request.customerUserId);
    // The chef whose proposal was accepted is coming: she learns where.
    const chosen = visible.some((proposal) => proposal.state === 'accepted');
    return {
      request: this.views.request(request, count, {
        forCustomer: wholeView,
        withAddress: wholeView || chosen,
        customerName,
      }),
      proposals: await this.views.proposals(request, visible),
    };
  }

  /**
   * POST /secure/event-proposal. The request's row is locked while its proposals are counted, so
   * two chefs proposing at once cannot pass the limit; one chef proposes once (a unique index).
   * A proposal counts against the chef's sending limits (429, nothing stored).
   */
  async propose(chefId: string, requestId: number, input: ProposalInput, ip?: string): Promise<ProposalView> {
    const now = this.clock.now();
    const courses = await checkCourses(this.db, chefId, input.courses);
    const chef = await this.eligibleChef(chefId, now);
    const seen = await repo.requestById(this.db, requestId);
    // A request she cannot see is 404, as if it did not exist; one she can see but not take, 403.
    if (!seen || !chef) throw AppError.notFound('eventRequests.notFound');
    if (seen.customerUserId === chefId) throw AppError.conflict('eventRequests.ownRequest');
    if (this.cannotTake(chef, seen, now) !== undefined) {
      if (await this.chefMaySee(chefId, seen)) throw AppError.forbidden('eventRequests.cannotTake');
      throw AppError.notFound('eventRequests.notFound');
    }
    try {
      const { request, proposal } = await this.db.transaction(async (tx) => {
        await this.limits.take(tx, 'proposal', { userId: chefId, ip });
        const request = (await repo.requestById(tx, requestId, { lock: true }))!;
        const notOpen = whyNotOpen(this.facts(request), now.getTime());
        // An accepted request is "no longer open" to the other chefs; a closed one says our team closed it.
        if (notOpen)
          throw AppError.conflict(
            notOpen === 'eventRequests.closedByStaff' ? notOpen : 'eventRequests.notOpen',
          );
        if (await repo.proposalOfChef(tx, requestId, chefId))
          throw AppError.conflict('eventRequests.alreadyProposed');
        const count = await repo.proposalCount(tx, requestId);
        if (!takesProposals(this.facts(request), count, now.getTime(), this.proposalLimit))
          throw AppError.conflict('eventRequests.proposalsFull');
        const proposal = await repo.insertProposal(tx, {
          requestId,
          chefUserId: chefId,
          courses,
          includes: input.includes,
          price: input.price,
          durationMinutes: input.durationMinutes,
          message: input.message ?? null,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertRevision(tx, proposal);
        return { request, proposal };
      });
      return (await this.views.proposals(request, [proposal]))[0]!;
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw AppError.conflict('eventRequests.alreadyProposed');
      throw error;
    }
  }

  /**
   * POST /secure/event-proposal-revision: a new revision while the request is open; the old one is
   * kept. A revision reaches the customer as a proposal does, so it counts against the same limits.
   */
  async revise(chefId: string, proposalId: number, input: ProposalInput, ip?: string): Promise<ProposalView> {
    const now = this.clock.now();
    const courses = await checkCourses(this.db, chefId, input.courses);
    const { request, proposal } = await this.db.transaction(async (tx) => {
      await this.limits.take(tx, 'proposal', { userId: chefId, ip });
      const current = await repo.proposalById(tx, proposalId);
      if (!current || !can({ id: chefId }, 'proposal.revise', current))
        throw AppError.notFound('eventRequests.proposalNotFound');
      // The request first, then the proposal: the order acceptance locks them in too.
      const request = (await repo.requestById(tx, current.requestId, { lock: true }))!;
      const locked = (await repo.proposalById(tx, proposalId, { lock: true }))!;
      // Accepted, its price is the order's: frozen (the database refuses the change too).
      if (locked.state === 'accepted') throw AppError.conflict('eventRequests.proposalAccepted');
      if (request.state === 'closed') throw AppError.conflict('eventRequests.closedByStaff');
      if (locked.state !== 'sent' || !requestIsOpen(this.facts(request), now.getTime()))
        throw AppError.conflict('eventRequests.notOpen');
      const proposal = await repo.updateProposal(tx, proposalId, {
        revision: locked.revision + 1,
        courses,
        includes: input.includes,
        price: input.price,
        durationMinutes: input.durationMinutes,
        message: input.message ?? null,
        updatedAt: now,
      });
      await repo.insertRevision(tx, proposal);
      return { request, proposal };
    });
    return (await this.views.proposals(request, [proposal]))[0]!;
  }

  // --- rules that need the database ------------------------------------------------------------

  private async ownRequest(tx: DbOrTx, customerId: string, requestId: number, options: { lock: boolean }) {
    const request = await repo.requestById(tx, requestId, options);
    if (!request || !can({ id: customerId }, 'eventRequest.manage', request))
      throw AppError.notFound('eventRequests.notFound');
    return request;
  }

  /** A chef sees a request she has proposed for, or one she could take now. */
  private async chefMaySee(chefId: string, request: repo.EventRequestRow): Promise<boolean> {
    if (await repo.proposalOfChef(this.db, request.id, chefId)) return true;
    const now = this.clock.now();
    const chef = await this.eligibleChef(chefId, now);
    return (
      chef !== undefined &&
      requestIsOpen(this.facts(request), now.getTime()) &&
      this.cannotTake(chef, request, now) === undefined
    );
  }

  /** The chef's card, settings and booked days, when she is an approved chef. */
  private eligibleChef(chefId: string, now: Date) {
    return eligibleChef(this.db, this.availability, chefId, now);
  }

  private cannotTake(chef: EligibleChef, request: repo.EventRequestRow, now: Date) {
    return whyCannotTake(chef, request, now);
  }

  private facts(request: repo.EventRequestRow) {
    return requestFacts(request);
  }

  /**
   * 409 unless the customer may still change or cancel the request: once a proposal is accepted it
   * is an order at the proposal's price, changed or cancelled on the order's page.
   */
  private refuseUnlessOpen(request: repo.EventRequestRow) {
    const notOpen = whyNotOpen(this.facts(request), this.clock.now().getTime());
    if (notOpen) throw AppError.conflict(notOpen);
  }
}
