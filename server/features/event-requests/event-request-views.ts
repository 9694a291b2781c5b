import { effectiveRequestState } from '#domain/event-requests/event-request-rules.ts';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ordersOfProposals } from '../orders/orders.queries.ts';
import { requestFacts } from './event-request-checks.ts';
import { presentProposal, presentRequest } from './event-requests.presenter.ts';
import { previousRevisions, type EventRequestRow, type ProposalRow } from './event-requests.repo.ts';
import * as chefsRepo from './event-request-chefs.repo.ts';

/** What a reader sees of a request and of its proposals, with the chefs, dishes and orders they name. */
export class EventRequestViews {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly proposalLimit: number,
  ) {}

  request(
    row: EventRequestRow,
    proposalCount: number,
    options: { forCustomer?: boolean; withAddress?: boolean; customerName?: string | null },
  ): EventRequestView {
    return presentRequest(row, {
      state: effectiveRequestState(requestFacts(row), this.clock.now().getTime()),
      proposalCount,
      proposalLimit: this.proposalLimit,
      withAddress: options.withAddress ?? options.forCustomer ?? false,
      withClosedReason: options.forCustomer ?? false,
      customerName: options.customerName ?? null,
    });
  }

  async proposals(request: EventRequestRow, proposals: readonly ProposalRow[]) {
    const chefs = await chefsRepo.chefCards(
      this.db,
      proposals.map((proposal) => proposal.chefUserId),
    );
    const previous = await previousRevisions(this.db, proposals);
    const dishIds = proposals.flatMap((proposal) =>
      proposal.courses.flatMap((course) => ('dishId' in course ? [course.dishId] : [])),
    );
    const dishes = new Map<number, { title: string; allergens: string[] | null }>();
    for (const proposal of proposals) {
      for (const dish of await chefsRepo.dishesOfChef(this.db, proposal.chefUserId, dishIds))
        dishes.set(dish.id, dish);
    }
    // The order an accepted one became (the callers pass only proposals the viewer may see).
    const orders = await ordersOfProposals(
      this.db,
      proposals.filter((proposal) => proposal.state === 'accepted').map((proposal) => proposal.id),
    );
    return proposals.map((proposal) =>
      presentProposal(proposal, {
        guests: request.guests,
        chef: chefs.get(proposal.chefUserId),
        previous: previous.get(proposal.id),
        dishes,
        orderId: orders.get(proposal.id)?.id,
      }),
    );
  }
}
