import {
  EventRequestViewSchema,
  ProposalViewSchema,
  type EventRequestView,
  type ProposalView,
} from '#domain/event-requests/event-request.response.ts';
import { pricePerGuest, proposalFees } from '#domain/event-requests/proposal-money.ts';

/**
 * Answers as the API gives them, for the screens' tests: a request for 12 in Vilnius, and a
 * proposal. Parsed with the server's response schemas, so a stub the server could not send fails
 * in the test (as web/test/factories/ does).
 */
export function anEventRequest(overrides: Partial<EventRequestView> = {}): EventRequestView {
  return EventRequestViewSchema.parse({
    id: 7,
    state: 'open',
    serviceDate: Date.parse('2026-06-20T15:00:00Z'),
    city: 'Vilnius',
    address: 'Gedimino pr. 1',
    guests: 12,
    budgetKind: 'perPerson',
    budget: 4500,
    budgetTotal: 54_000,
    cuisines: ['lithuanian'],
    allergens: ['nuts'],
    dietaryNeeds: 'Two vegetarians',
    occasion: 'birthday',
    note: 'Grandmother turns 80.',
    customerName: null,
    createdTimestamp: Date.parse('2026-06-01T08:00:00Z'),
    expiresTimestamp: Date.parse('2026-06-20T15:00:00Z'),
    proposalCount: 1,
    proposalLimit: 4,
    closedReason: null,
    ...overrides,
  });
}

export function aProposal(overrides: Partial<ProposalView> = {}, guests = 12): ProposalView {
  const price = overrides.price ?? 54_000;
  return ProposalViewSchema.parse({
    id: 31,
    requestId: 7,
    chef: { userId: 'chef-1', nickname: 'onos-virtuve', name: 'Ona Petrauskienė' },
    state: 'sent',
    revision: 1,
    courses: [
      { dishId: null, title: 'Šaltibarščiai', description: 'Cold beet soup', allergens: ['milk', 'eggs'] },
      { dishId: 4, title: 'Cepelinai', description: null, allergens: ['milk'] },
    ],
    includes: ['shopping', 'cooking', 'cleaning'],
    price,
    pricePerGuest: pricePerGuest(price, guests),
    durationMinutes: 240,
    message: 'A summer table.',
    fees: { card: proposalFees(price, { payInCash: false }), cash: proposalFees(price, { payInCash: true }) },
    changes: [],
    updatedTimestamp: Date.parse('2026-06-02T08:00:00Z'),
    ...overrides,
  });
}
