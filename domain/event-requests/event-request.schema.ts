import { z } from 'zod';
import { ALLERGENS } from '../dishes/allergens.ts';
import { KITCHEN_TYPES } from '../chefs/kitchen-types.ts';
import { formBoolean, INVALID, optionalText, recordId, REQUIRED, requiredText } from '../validation.ts';
import { DECISION_REASON_MAX } from '../store-management/console.schema.ts';
import {
  BUDGET_KINDS,
  EVENT_REQUEST_STATES,
  EVENT_REQUEST_LIMITS as LIMITS,
  OCCASIONS,
  PROPOSAL_INCLUDES,
  PROPOSAL_LIMITS,
} from './event-request-rules.ts';

/**
 * What a customer sends to file or change an event request, and what a chef sends to propose. Lists
 * arrive as arrays in JSON bodies or as JSON text in form bodies (DESIGN §3). The rules that need
 * the clock or the chefs (a date in the future, a city some chef serves) are checked by the caller.
 */

/** An array, or the JSON text of one (form bodies); anything else is `invalid`. */
function listOf<T extends z.ZodType>(
  item: T,
  { min, max, tooFew }: { min: number; max: number; tooFew: string },
) {
  return z
    .union([z.string(), z.array(z.unknown())], { error: INVALID })
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: INVALID });
        return z.NEVER;
      }
    })
    .pipe(z.array(item, { error: INVALID }).min(min, tooFew).max(max, 'forms.validation.max'));
}

/** A whole number within bounds, from a form's text or JSON's number. */
function wholeNumber(min: number, max: number, { tooLow, tooHigh }: { tooLow: string; tooHigh: string }) {
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
      .int(INVALID)
      .min(min, tooLow)
      .max(max, tooHigh),
  );
}

const uniqueList = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const EventRequestInputSchema = z.object({
  /** Epoch seconds, as the checkout's service date. */
  serviceDate: wholeNumber(0, 4_102_444_800, { tooLow: INVALID, tooHigh: INVALID }),
  city: requiredText(LIMITS.city),
  address: optionalText(LIMITS.address),
  guests: wholeNumber(LIMITS.guestsMin, LIMITS.guestsMax, {
    tooLow: 'eventRequests.guestsRange',
    tooHigh: 'eventRequests.guestsRange',
  }),
  budgetKind: z.enum(BUDGET_KINDS, { error: INVALID }),
  /** Cents, per person or in total as `budgetKind` says. */
  budget: wholeNumber(1, LIMITS.budgetMaxCents, {
    tooLow: 'eventRequests.budgetPositive',
    tooHigh: 'forms.validation.max',
  }),
  cuisines: listOf(z.enum(KITCHEN_TYPES, { error: INVALID }), {
    min: 0,
    max: LIMITS.cuisinesMax,
    tooFew: INVALID,
  }).refine(uniqueList, INVALID),
  allergens: listOf(z.enum(ALLERGENS, { error: INVALID }), {
    min: 0,
    max: ALLERGENS.length,
    tooFew: INVALID,
  }).refine(uniqueList, INVALID),
  dietaryNeeds: optionalText(LIMITS.dietaryText),
  occasion: z.enum(OCCASIONS, { error: INVALID }),
  note: optionalText(LIMITS.note),
});
export type EventRequestInput = z.infer<typeof EventRequestInputSchema>;

/** One course: one of the chef's own dishes, or a course described in words with its allergens. */
export const ProposalCourseSchema = z.union(
  [
    z.object({ dishId: recordId(REQUIRED) }).strict(),
    z
      .object({
        title: requiredText(PROPOSAL_LIMITS.courseTitle),
        description: optionalText(PROPOSAL_LIMITS.courseDescription),
        allergens: z
          .array(z.enum([...ALLERGENS, 'none'] as const, { error: INVALID }), { error: INVALID })
          .min(1, 'eventRequests.courseAllergensRequired')
          .max(ALLERGENS.length, 'forms.validation.max')
          .refine(uniqueList, INVALID)
          .refine((list) => !list.includes('none') || list.length === 1, INVALID),
      })
      .strict(),
  ],
  { error: INVALID },
);
export type ProposalCourse = z.infer<typeof ProposalCourseSchema>;

export const ProposalInputSchema = z.object({
  courses: listOf(ProposalCourseSchema, {
    min: PROPOSAL_LIMITS.coursesMin,
    max: PROPOSAL_LIMITS.coursesMax,
    tooFew: 'eventRequests.menuEmpty',
  }),
  includes: listOf(z.enum(PROPOSAL_INCLUDES, { error: INVALID }), {
    min: 1,
    max: PROPOSAL_INCLUDES.length,
    tooFew: 'eventRequests.includesRequired',
  }).refine(uniqueList, INVALID),
  /** Cents: the whole menu for all the guests. */
  price: wholeNumber(PROPOSAL_LIMITS.priceMinCents, PROPOSAL_LIMITS.priceMaxCents, {
    tooLow: 'forms.validation.min',
    tooHigh: 'forms.validation.max',
  }),
  durationMinutes: wholeNumber(PROPOSAL_LIMITS.durationMinMinutes, PROPOSAL_LIMITS.durationMaxMinutes, {
    tooLow: 'forms.validation.min',
    tooHigh: 'forms.validation.max',
  }),
  message: optionalText(PROPOSAL_LIMITS.message),
});
export type ProposalInput = z.infer<typeof ProposalInputSchema>;

export const EventRequestIdSchema = z.object({ requestId: recordId(REQUIRED) });
export const EventRequestUpdateSchema = EventRequestInputSchema.extend(EventRequestIdSchema.shape);
export const ProposalRevisionSchema = ProposalInputSchema.extend({ proposalId: recordId(REQUIRED) });
export const NewProposalSchema = ProposalInputSchema.extend(EventRequestIdSchema.shape);

/**
 * POST /secure/event-proposal-accept: the proposal, and the revision the customer saw (a later one,
 * the chef's revision meanwhile, is refused so nobody books a price they did not see). The payment
 * choice is the checkout's (domain/orders/money-state.ts): 50% by card now and the rest in cash at
 * the service (the default), or all in cash with only the portal's fee by card.
 */
export const ProposalAcceptSchema = z.object({
  proposalId: recordId(REQUIRED),
  revision: wholeNumber(1, 1_000_000, { tooLow: INVALID, tooHigh: INVALID }),
  payInCash: formBoolean.default(false),
});
export type ProposalAccept = z.infer<typeof ProposalAcceptSchema>;

/** The console's list of requests is paged by this many, the newest first. */
export const CONSOLE_REQUESTS_PAGE_SIZE = 20;

/**
 * GET /secure/store-management/event-requests: every filter optional. `state` is the state people
 * see (an open request past its time counts as expired); `city` matches part of the city, any case.
 */
export const ConsoleEventRequestsQuerySchema = z.object({
  state: z.enum(EVENT_REQUEST_STATES, { error: INVALID }).optional(),
  city: optionalText(LIMITS.city),
  page: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(10_000, INVALID).default(1),
});
export type ConsoleEventRequestsQuery = z.infer<typeof ConsoleEventRequestsQuerySchema>;

/** POST /secure/store-management/event-request-close: an open request that breaks the rules, and why. */
export const EventRequestCloseSchema = EventRequestIdSchema.extend({
  reason: requiredText(DECISION_REASON_MAX),
});
