import { z } from 'zod';
import { ALLERGENS } from '../dishes/allergens.ts';
import { FeesViewSchema } from '../orders/order.response.ts';
import { ConsoleDecisionSchema } from '../store-management/console.response.ts';
import {
  BUDGET_KINDS,
  EVENT_REQUEST_STATES,
  OCCASIONS,
  PROPOSAL_INCLUDES,
  PROPOSAL_STATES,
} from './event-request-rules.ts';

/**
 * Event requests and proposals as the API answers them (timestamps in ms, money in cents). A chef
 * sees a request without its customer's address or contact; its customer and staff see it whole.
 */

export const EventRequestViewSchema = z.object({
  id: z.number(),
  state: z.enum(EVENT_REQUEST_STATES),
  serviceDate: z.number(),
  city: z.string(),
  /** Only for the customer and staff. */
  address: z.string().nullable(),
  guests: z.number(),
  budgetKind: z.enum(BUDGET_KINDS),
  budget: z.number(),
  budgetTotal: z.number(),
  cuisines: z.array(z.string()),
  allergens: z.array(z.enum(ALLERGENS)),
  dietaryNeeds: z.string().nullable(),
  occasion: z.enum(OCCASIONS),
  note: z.string().nullable(),
  /** The customer as chefs see them before a proposal is accepted: a first name at most. */
  customerName: z.string().nullable(),
  createdTimestamp: z.number(),
  expiresTimestamp: z.number(),
  /** Proposals sent and not withdrawn. */
  proposalCount: z.number(),
  proposalLimit: z.number(),
  /**
   * Why our team closed it (state `closed`), for its customer and staff only: the chefs who
   * proposed read that our team closed it, not why (the customer's matter). Null otherwise.
   */
  closedReason: z.string().nullable(),
});
export type EventRequestView = z.infer<typeof EventRequestViewSchema>;

export const ProposalCourseViewSchema = z.object({
  /** Set when the course is one of the chef's dishes. */
  dishId: z.number().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  allergens: z.array(z.string()),
});

export const ProposalChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), from: z.number(), to: z.number() }),
  z.object({ kind: z.literal('duration'), from: z.number(), to: z.number() }),
  z.object({ kind: z.literal('includes'), added: z.array(z.string()), removed: z.array(z.string()) }),
  z.object({ kind: z.literal('courses'), added: z.number(), removed: z.number(), changed: z.number() }),
  z.object({ kind: z.literal('message') }),
]);

export const ProposalViewSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  /** `name` is the chef as `chefDisplayName` names them (domain/chefs/display-name.ts). */
  chef: z.object({ userId: z.string(), nickname: z.string().nullable(), name: z.string() }),
  state: z.enum(PROPOSAL_STATES),
  revision: z.number(),
  courses: z.array(ProposalCourseViewSchema),
  includes: z.array(z.enum(PROPOSAL_INCLUDES)),
  price: z.number(),
  pricePerGuest: z.number(),
  durationMinutes: z.number(),
  message: z.string().nullable(),
  /** DESIGN §5 for this price: 50% now by card, or all in cash to the chef (the portal's fee by card). */
  fees: z.object({ card: FeesViewSchema, cash: FeesViewSchema }),
  /** What the latest revision changed from the one before (empty for the first). */
  changes: z.array(ProposalChangeSchema),
  updatedTimestamp: z.number(),
  /**
   * Once accepted: the order it became (POST /secure/event-proposal-accept), for the request's
   * customer, the proposal's chef and staff; absent before, and for anyone else.
   */
  orderId: z.number().optional(),
});
export type ProposalView = z.infer<typeof ProposalViewSchema>;

/** POST /secure/event-request, /secure/event-request-update, /secure/event-request-cancel. */
export const EventRequestAnswerSchema = z.object({ request: EventRequestViewSchema });
export type EventRequestAnswer = z.infer<typeof EventRequestAnswerSchema>;

/** GET /secure/event-request: the request and the proposals the caller may see. */
export const EventRequestDetailAnswerSchema = z.object({
  request: EventRequestViewSchema,
  proposals: z.array(ProposalViewSchema),
});
export type EventRequestDetailAnswer = z.infer<typeof EventRequestDetailAnswerSchema>;

/** GET /secure/event-requests: the customer's own. */
export const EventRequestListAnswerSchema = z.object({ requests: z.array(EventRequestViewSchema) });
export type EventRequestListAnswer = z.infer<typeof EventRequestListAnswerSchema>;

/**
 * GET /secure/open-event-requests: a page of a chef's open requests (open-requests.schema.ts), the
 * soonest service first. `nextCursor`, sent back as `cursor`, reads the next page; null on the last.
 */
export const OpenEventRequestsPageSchema = z.object({
  requests: z.array(EventRequestViewSchema),
  nextCursor: z.string().nullable(),
});
export type OpenEventRequestsPage = z.infer<typeof OpenEventRequestsPageSchema>;

/** POST /secure/event-proposal, /secure/event-proposal-revision. */
export const ProposalAnswerSchema = z.object({ proposal: ProposalViewSchema });
export type ProposalAnswer = z.infer<typeof ProposalAnswerSchema>;

/**
 * A request as operators see it (the console): whole (the reason it was closed too), with its
 * customer as the console names customers (e-mail, and name when given).
 */
export const ConsoleEventRequestSchema = EventRequestViewSchema.extend({
  customer: z.object({ userId: z.string(), email: z.string(), name: z.string().nullable() }),
});
export type ConsoleEventRequest = z.infer<typeof ConsoleEventRequestSchema>;

/** GET /secure/store-management/event-requests: a page of the filtered list, the newest first. */
export const ConsoleEventRequestsPageSchema = z.object({
  requests: z.array(ConsoleEventRequestSchema),
  /** Counted up to 1,000: `totalCapped` says there are more. */
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type ConsoleEventRequestsPage = z.infer<typeof ConsoleEventRequestsPageSchema>;

/**
 * GET /secure/store-management/event-request: the request, every proposal (withdrawn ones too) and
 * the operators' decisions about it; POST .../event-request-close answers the same.
 */
export const ConsoleEventRequestAnswerSchema = z.object({
  request: ConsoleEventRequestSchema,
  proposals: z.array(ProposalViewSchema),
  decisions: z.array(ConsoleDecisionSchema),
});
export type ConsoleEventRequestAnswer = z.infer<typeof ConsoleEventRequestAnswerSchema>;
