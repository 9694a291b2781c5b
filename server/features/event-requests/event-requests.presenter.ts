import type { EventRequestState } from '#domain/event-requests/event-request-rules.ts';
import type { EventRequestView, ProposalView } from '#domain/event-requests/event-request.response.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import type { Allergen } from '#domain/dishes/allergens.ts';
import type { ProposalInclude } from '#domain/event-requests/event-request-rules.ts';
import { proposalChanges } from '#domain/event-requests/proposal-changes.ts';
import { budgetTotal, pricePerGuest, proposalFees } from '#domain/event-requests/proposal-money.ts';
import type { ChefCard } from './event-request-chefs.repo.ts';
import type { EventRequestRow, ProposalRevisionRow, ProposalRow } from './event-requests.repo.ts';

export function presentRequest(
  row: EventRequestRow,
  facts: {
    state: EventRequestState;
    proposalCount: number;
    proposalLimit: number;
    withAddress: boolean;
    /** Its customer and staff read why our team closed it; chefs do not. */
    withClosedReason: boolean;
    customerName: string | null;
  },
): EventRequestView {
  return {
    id: row.id,
    state: facts.state,
    serviceDate: row.serviceAt.getTime(),
    city: row.city,
    address: facts.withAddress ? row.address : null,
    guests: row.guests,
    budgetKind: row.budgetKind,
    budget: row.budget,
    budgetTotal: budgetTotal(row.budget, row.budgetKind, row.guests),
    cuisines: row.cuisines,
    allergens: row.allergens as Allergen[],
    dietaryNeeds: row.dietaryNeeds,
    occasion: row.occasion,
    note: row.note,
    customerName: facts.customerName,
    createdTimestamp: row.createdAt.getTime(),
    expiresTimestamp: row.expiresAt.getTime(),
    proposalCount: facts.proposalCount,
    proposalLimit: facts.proposalLimit,
    closedReason: facts.withClosedReason ? row.closedReason : null,
  };
}

export function presentProposal(
  row: ProposalRow,
  facts: {
    guests: number;
    chef: ChefCard | undefined;
    previous: ProposalRevisionRow | undefined;
    dishes: ReadonlyMap<number, { title: string; allergens: string[] | null }>;
    /** The order it became, once accepted. */
    orderId?: number;
  },
): ProposalView {
  const chef = facts.chef;
  const name = chefDisplayName({
    firstName: chef?.firstName,
    lastName: chef?.lastName,
    nickname: chef?.nickname,
  });
  const revision = {
    courses: row.courses,
    includes: row.includes as ProposalInclude[],
    price: row.price,
    durationMinutes: row.durationMinutes,
    message: row.message ?? undefined,
  };
  return {
    id: row.id,
    requestId: row.requestId,
    chef: { userId: row.chefUserId, nickname: chef?.nickname ?? null, name },
    state: row.state,
    revision: row.revision,
    courses: row.courses.map((course) => {
      if ('dishId' in course) {
        const dish = facts.dishes.get(course.dishId);
        return {
          dishId: course.dishId,
          title: dish?.title ?? '',
          description: null,
          allergens: dish?.allergens ?? [],
        };
      }
      return {
        dishId: null,
        title: course.title,
        description: course.description ?? null,
        allergens: course.allergens,
      };
    }),
    includes: revision.includes,
    price: row.price,
    pricePerGuest: pricePerGuest(row.price, facts.guests),
    durationMinutes: row.durationMinutes,
    message: row.message,
    fees: {
      card: proposalFees(row.price, { payInCash: false }),
      cash: proposalFees(row.price, { payInCash: true }),
    },
    changes: facts.previous
      ? proposalChanges(
          {
            courses: facts.previous.courses,
            includes: facts.previous.includes as ProposalInclude[],
            price: facts.previous.price,
            durationMinutes: facts.previous.durationMinutes,
            message: facts.previous.message ?? undefined,
          },
          revision,
        )
      : [],
    updatedTimestamp: row.updatedAt.getTime(),
    ...(facts.orderId === undefined ? {} : { orderId: facts.orderId }),
  };
}
