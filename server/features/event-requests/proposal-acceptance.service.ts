import { can } from '#domain/accounts/policies.ts';
import { whyNotOpen } from '#domain/event-requests/event-request-rules.ts';
import type { ProposalAccept } from '#domain/event-requests/event-request.schema.ts';
import { menuDescription, menuTitle } from '#domain/event-requests/proposal-menu.ts';
import type { OrderAddress } from '#domain/orders/checkout.schema.ts';
import { pgErrorCode, UNIQUE_VIOLATION, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { ordersOfProposals } from '../orders/orders.queries.ts';
import type { OrdersService, PlacedOrder } from '../orders/orders.service.ts';
import { eligibleChef, requestFacts, whyCannotTake } from './event-request-checks.ts';
import * as repo from './event-requests.repo.ts';
import * as chefsRepo from './event-request-chefs.repo.ts';

/** The customer accepting, and the network address the acceptance came from (unpaid holds count it). */
export interface Acceptor {
  id: string;
  address?: string;
}

/**
 * POST /secure/event-proposal-accept: the request's customer accepts one
 * proposal, as she saw it, and it becomes an order like any other (OrdersService.placeForProposal:
 * its number, the chef's service held, payment, confirmation, the hand-over PIN, cancellation,
 * reviews, complaints and payouts are the order life's own). In one transaction, under the
 * request's row lock (taken first, as proposing and revising take it): the proposal accepted, the
 * others not chosen, the request accepted, the order written and the other chefs told. So a
 * customer accepting two proposals at once, or one twice, makes one order; the database is the
 * last guard (one accepted proposal per request, one order per proposal).
 */
export class ProposalAcceptanceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly availability: Pick<AvailabilityService, 'chefDays'>,
    private readonly orders: Pick<OrdersService, 'placeForProposal' | 'servicesTaken'>,
    private readonly notifier?: Notifier,
  ) {}

  /**
   * The proposal's order. Accepting the accepted proposal again (a double click, a retry, the
   * request page's Pay) answers its order; another proposal of the request is 409 alreadyAccepted.
   * A revision the customer has not seen is 409 proposalChanged; a chef who can no longer take the
   * date (hours, day off, a full day, notice) 409 chefUnavailable. Someone else's proposal is the
   * same 404 as one that does not exist.
   */
  async accept(customer: Acceptor, input: ProposalAccept, address?: OrderAddress): Promise<PlacedOrder> {
    const seen = await repo.proposalById(this.db, input.proposalId);
    const request = seen && (await repo.requestById(this.db, seen.requestId));
    if (!seen || !request || !can(customer, 'proposal.accept', request))
      throw AppError.notFound('eventRequests.proposalNotFound');
    // Checked first without locks, for a clear answer; again under the locks.
    const refused = this.refusal(request, seen, input, customer);
    if (refused instanceof AppError) throw refused;
    if (refused !== 'accepted') await this.refuseUnlessChefCanCome(seen, request);
    let outcome: { order: PlacedOrder; placed: boolean };
    try {
      outcome = await this.db.transaction((tx) => this.acceptIn(tx, customer, input, address));
    } catch (error) {
      // Past every lock, the unique indexes let one acceptance through: answer what it made.
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      const made = (await ordersOfProposals(this.db, [input.proposalId])).get(input.proposalId);
      if (!made) throw AppError.conflict('eventRequests.alreadyAccepted');
      outcome = { order: made, placed: false };
    }
    if (outcome.placed) {
      this.orders.servicesTaken();
      this.notifier?.flushSoon();
    }
    return outcome.order;
  }

  private async acceptIn(
    tx: DbOrTx,
    customer: Acceptor,
    input: ProposalAccept,
    address: OrderAddress | undefined,
  ): Promise<{ order: PlacedOrder; placed: boolean }> {
    const now = this.clock.now();
    const proposal = (await repo.proposalById(tx, input.proposalId))!;
    const request = (await repo.requestById(tx, proposal.requestId, { lock: true }))!;
    const locked = (await repo.proposalById(tx, proposal.id, { lock: true }))!;
    const refused = this.refusal(request, locked, input, customer);
    if (refused instanceof AppError) throw refused;
    if (refused === 'accepted') {
      const made = (await ordersOfProposals(tx, [locked.id])).get(locked.id);
      if (!made) throw AppError.conflict('eventRequests.alreadyAccepted');
      return { order: made, placed: false };
    }

    // The proposal accepted before its order is written: the order's line must be that proposal.
    await repo.updateProposal(tx, locked.id, { state: 'accepted', updatedAt: now });
    const others = await repo.markOthersNotChosen(tx, request.id, locked.id, now);
    await repo.updateRequest(tx, request.id, { state: 'accepted', updatedAt: now });
    const order = await this.placeOrder(tx, customer, locked, request, input.payInCash, address);
    await this.notifier?.notifyAll(
      tx,
      others.map((other) => ({
        userId: other.chefUserId,
        kind: 'proposalNotChosen' as const,
        params: {
          requestId: request.id,
          serviceDate: request.serviceAt.getTime(),
          guests: request.guests,
          occasion: request.occasion,
        },
      })),
    );
    return { order, placed: true };
  }

  /**
   * Why this acceptance is refused (409s, most telling first), or 'accepted' when it is the
   * accepted proposal already (its order is the answer), or undefined when it may go ahead.
   */
  private refusal(
    request: repo.EventRequestRow,
    proposal: repo.ProposalRow,
    input: ProposalAccept,
    customer: Acceptor,
  ): AppError | 'accepted' | undefined {
    if (proposal.revision !== input.revision)
      return AppError.conflict('eventRequests.proposalChanged', { revision: proposal.revision });
    if (proposal.state === 'accepted') return 'accepted';
    // Accepted already, closed by an operator, cancelled or expired: each says which.
    const notOpen = whyNotOpen(requestFacts(request), this.clock.now().getTime());
    if (notOpen) return AppError.conflict(notOpen);
    if (proposal.state !== 'sent') return AppError.conflict('eventRequests.proposalNotOpen');
    if (proposal.chefUserId === customer.id) return AppError.conflict('eventRequests.ownRequest');
    return undefined;
  }

  /** The order, with the chef's service refusals worded for the customer accepting. */
  private async placeOrder(
    tx: DbOrTx,
    customer: Acceptor,
    proposal: repo.ProposalRow,
    request: repo.EventRequestRow,
    payInCash: boolean,
    address: OrderAddress | undefined,
  ) {
    const dishIds = proposal.courses.flatMap((course) => ('dishId' in course ? [course.dishId] : []));
    const dishes = new Map(
      (await chefsRepo.dishesOfChef(tx, proposal.chefUserId, dishIds)).map((dish) => [dish.id, dish.title]),
    );
    const courses = proposal.courses.map((course) =>
      'dishId' in course
        ? { title: dishes.get(course.dishId) ?? '', description: null }
        : { title: course.title, description: course.description ?? null },
    );
    try {
      return await this.orders.placeForProposal(tx, {
        buyer: { userId: customer.id, address: customer.address },
        proposalId: proposal.id,
        chefUserId: proposal.chefUserId,
        title: menuTitle(courses.map((course) => course.title)),
        description: menuDescription(courses),
        priceCents: proposal.price,
        guests: request.guests,
        serviceAt: request.serviceAt,
        payInCash,
        address,
      });
    } catch (error) {
      // The chef's day, hours or days off refuse the time (under her lock): not the customer's field.
      if (error instanceof AppError && error.fieldIssues[0]?.field === 'serviceDeliveryDate')
        throw AppError.conflict('eventRequests.chefUnavailable');
      throw error;
    }
  }

  /**
   * Before the transaction, for a clear answer: the chef is still approved and can come at the
   * request's time (area, notice, hours, days off, capacity; her cuisines no longer matter, the
   * customer chose her menu). Her capacity is counted again under her lock when the order is written.
   */
  private async refuseUnlessChefCanCome(proposal: repo.ProposalRow, request: repo.EventRequestRow) {
    const now = this.clock.now();
    const chef = await eligibleChef(this.db, this.availability, proposal.chefUserId, now);
    if (!chef || whyCannotTake(chef, request, now, { anyCuisine: true }) !== undefined)
      throw AppError.conflict('eventRequests.chefUnavailable');
  }
}
