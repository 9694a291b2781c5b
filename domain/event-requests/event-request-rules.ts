/**
 * Event requests: a customer describes an occasion (date, place, guests, budget, cuisines, diet) and
 * chefs who can take it answer with proposals (a menu and a price); accepting one becomes an order.
 * The limits a request and a proposal are held to, and the words their states and choices use.
 */

/** Most proposals a request gets before it leaves the other chefs' lists (a setting; this is its default). */
export const DEFAULT_PROPOSALS_PER_REQUEST = 4;

export const EVENT_REQUEST_LIMITS = {
  guestsMin: 1,
  guestsMax: 100,
  /** Cents. A total budget above this is a typing slip rather than a dinner. */
  budgetMaxCents: 5_000_000,
  cuisinesMax: 3,
  dietaryText: 500,
  note: 2000,
  address: 200,
  city: 100,
} as const;

export const PROPOSAL_LIMITS = {
  coursesMin: 1,
  coursesMax: 12,
  courseTitle: 120,
  courseDescription: 500,
  message: 2000,
  /** Cents: the menu's total price. */
  priceMinCents: 1000,
  priceMaxCents: 5_000_000,
  /** How long the chef needs in the customer's kitchen, shopping aside. */
  durationMinMinutes: 30,
  durationMaxMinutes: 16 * 60,
} as const;

/** A request's life: open until one proposal is accepted, cancelled, expired or closed by an operator. */
export const EVENT_REQUEST_STATES = ['open', 'accepted', 'cancelled', 'expired', 'closed'] as const;
export type EventRequestState = (typeof EVENT_REQUEST_STATES)[number];

/** A proposal's life: sent (revisable), withdrawn by its chef, accepted, or not chosen. */
export const PROPOSAL_STATES = ['sent', 'withdrawn', 'accepted', 'not-chosen'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const OCCASIONS = [
  'birthday',
  'anniversary',
  'family',
  'holiday',
  'business',
  'date',
  'other',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const BUDGET_KINDS = ['perPerson', 'total'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** What a proposal's price covers besides the food. */
export const PROPOSAL_INCLUDES = ['shopping', 'cooking', 'serving', 'cleaning'] as const;
export type ProposalInclude = (typeof PROPOSAL_INCLUDES)[number];

/** A request that says nothing earlier stops taking proposals when its service begins. */
export function requestExpiresAt(serviceMs: number, customerExpiresMs: number | null): number {
  return customerExpiresMs === null ? serviceMs : Math.min(serviceMs, customerExpiresMs);
}

/**
 * The state a request is in now: an open one past its expiry counts as expired before the expiry
 * job (server/jobs/jobs.ts, `event-request-expiry`) marks it, minutes later.
 */
export function effectiveRequestState(
  request: { state: EventRequestState; serviceMs: number; customerExpiresMs: number | null },
  nowMs: number,
): EventRequestState {
  if (request.state === 'open' && nowMs >= requestExpiresAt(request.serviceMs, request.customerExpiresMs))
    return 'expired';
  return request.state;
}

/** Until a proposal is accepted the customer may change the request or cancel it. */
export function requestIsOpen(
  request: { state: EventRequestState; serviceMs: number; customerExpiresMs: number | null },
  nowMs: number,
): boolean {
  return effectiveRequestState(request, nowMs) === 'open';
}

/** Whether another chef may still propose: open, and fewer live proposals than the limit. */
export function takesProposals(
  request: { state: EventRequestState; serviceMs: number; customerExpiresMs: number | null },
  liveProposals: number,
  nowMs: number,
  limit: number = DEFAULT_PROPOSALS_PER_REQUEST,
): boolean {
  return requestIsOpen(request, nowMs) && liveProposals < limit;
}

/** Why a request no longer takes changes, proposals or an acceptance (a message code), or undefined. */
export function whyNotOpen(
  request: { state: EventRequestState; serviceMs: number; customerExpiresMs: number | null },
  nowMs: number,
): 'eventRequests.alreadyAccepted' | 'eventRequests.closedByStaff' | 'eventRequests.notOpen' | undefined {
  if (request.state === 'accepted') return 'eventRequests.alreadyAccepted';
  // Said apart from the rest: the customer and the chefs learn it was our team, not the clock.
  if (request.state === 'closed') return 'eventRequests.closedByStaff';
  return requestIsOpen(request, nowMs) ? undefined : 'eventRequests.notOpen';
}

/**
 * Why an operator may not close this request (a message code), or undefined: only an open one is
 * closed (a request that breaks the marketplace's rules); closed, accepted (an order now, handled on
 * the order), cancelled or expired ones are refused.
 */
export function whyCannotClose(
  request: { state: EventRequestState; serviceMs: number; customerExpiresMs: number | null },
  nowMs: number,
): 'eventRequests.alreadyClosed' | 'eventRequests.alreadyAccepted' | 'eventRequests.notOpen' | undefined {
  if (request.state === 'closed') return 'eventRequests.alreadyClosed';
  const reason = whyNotOpen(request, nowMs);
  return reason === 'eventRequests.closedByStaff' ? 'eventRequests.alreadyClosed' : reason;
}

/** The earliest a customer may set an event: chefs need a day to plan a menu and shop for it. */
export const EVENT_MIN_NOTICE_MS = 24 * 60 * 60 * 1000;
