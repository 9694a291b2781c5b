import type { Resolver } from 'react-hook-form';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import type { EventRequestInput } from '#domain/event-requests/event-request.schema.ts';
import { EVENT_MIN_NOTICE_MS, type BudgetKind } from '#domain/event-requests/event-request-rules.ts';
import { SLOT_HORIZON_DAYS } from '#domain/availability/availability-settings.ts';
import {
  addDays,
  vilniusDate,
  vilniusInstant,
  vilniusWall,
  timeOf,
} from '#domain/availability/vilnius-day.ts';
import { REQUIRED } from '#domain/issues.ts';
import { centsToInput, parseEuros } from '#domain/money.ts';
import { now } from '../../lib/clock.ts';
import { toFieldErrors, zodIssues, type FormIssue } from './field-issues.ts';

/** The request form as its inputs hold it: the date and time apart, money as typed euros. */
export interface RequestValues {
  /** 'YYYY-MM-DD' and 'HH:MM', Vilnius wall-clock time (the chefs cook there). */
  date: string;
  time: string;
  city: string;
  address: string;
  guests: string;
  budgetKind: BudgetKind;
  budget: string;
  cuisines: string[];
  allergens: string[];
  dietaryNeeds: string;
  occasion: string;
  note: string;
}

export type RequestField = keyof RequestValues;

/** The fields in the order they appear on screen: the first with an error gets the focus. */
export const REQUEST_FIELD_ORDER: readonly RequestField[] = [
  'date',
  'time',
  'city',
  'address',
  'guests',
  'budgetKind',
  'budget',
  'cuisines',
  'allergens',
  'dietaryNeeds',
  'occasion',
  'note',
];

export const REQUEST_DEFAULTS: RequestValues = {
  date: '',
  time: '18:00',
  city: '',
  address: '',
  guests: '',
  budgetKind: 'perPerson',
  budget: '',
  cuisines: [],
  allergens: [],
  dietaryNeeds: '',
  occasion: '',
  note: '',
};

/** The times a request may start at, in the half hours chefs' cooking hours are set in. */
export const START_TIMES: readonly string[] = Array.from({ length: 31 }, (_, index) =>
  timeOf(7 * 60 + index * 30),
);

/**
 * The form's field for one the API names: the service date is the date input's, and a problem with
 * one item of a list (cuisines.1) belongs to the list.
 */
export function formFieldOf(serverField: string): string {
  const field = serverField.split('.')[0]!;
  return field === 'serviceDate' ? 'date' : field;
}

/** A stored request as the form's values, to edit it. */
export function valuesOfRequest(request: EventRequestView): RequestValues {
  const wall = vilniusWall(request.serviceDate);
  return {
    date: wall.date,
    time: timeOf(wall.minutes),
    city: request.city,
    address: request.address ?? '',
    guests: String(request.guests),
    budgetKind: request.budgetKind,
    budget: centsToInput(request.budget, { bareWholeEuros: true }),
    cuisines: [...request.cuisines],
    allergens: [...request.allergens],
    dietaryNeeds: request.dietaryNeeds ?? '',
    occasion: request.occasion,
    note: request.note ?? '',
  };
}

/** Typed euros as the schema takes them: cents, or what makes it say why not. */
function budgetInput(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const cents = parseEuros(trimmed);
  if (cents !== null) return cents;
  // "-10" is a budget below zero, which has its own sentence; anything else is not a number.
  return /^-\s*\d/.test(trimmed) ? -1 : Number.NaN;
}

/** The instant of the date and time, in Vilnius where the chefs cook; undefined when incomplete. */
export function serviceInstant(values: Pick<RequestValues, 'date' | 'time'>): number | undefined {
  if (!values.date || !values.time) return undefined;
  return vilniusInstant(values.date, values.time) ?? undefined;
}

/** The date rules the server checks too (event-requests.service.ts): future, a day's notice, the horizon. */
export function serviceDateIssue(serviceMs: number, nowMs: number): FormIssue | undefined {
  if (serviceMs <= nowMs) return { field: 'date', code: 'eventRequests.serviceDatePast' };
  if (serviceMs < nowMs + EVENT_MIN_NOTICE_MS)
    return {
      field: 'date',
      code: 'eventRequests.serviceDateTooSoon',
      params: { hours: EVENT_MIN_NOTICE_MS / 3_600_000 },
    };
  if (vilniusDate(serviceMs) > addDays(vilniusDate(nowMs), SLOT_HORIZON_DAYS))
    return { field: 'date', code: 'eventRequests.beyondHorizon', params: { days: SLOT_HORIZON_DAYS } };
  return undefined;
}

/** The earliest date the date input offers: a day's notice from now. */
export function earliestDate(nowMs: number): string {
  return vilniusDate(nowMs + EVENT_MIN_NOTICE_MS);
}

/** The latest date the date input offers: the chefs' booking horizon. */
export function latestDate(nowMs: number): string {
  return addDays(vilniusDate(nowMs), SLOT_HORIZON_DAYS);
}

const loadSchema = () =>
  import('#domain/event-requests/event-request.schema.ts').then((module) => module.EventRequestInputSchema);

/**
 * The shared EventRequestInputSchema (the server parses the same), with zod loaded when the form is
 * first checked, plus the date rules of {@link serviceDateIssue}.
 */
export const requestResolver: Resolver<RequestValues, unknown, EventRequestInput> = async (values) => {
  const serviceMs = serviceInstant(values);
  const schema = await loadSchema();
  const parsed = schema.safeParse({
    serviceDate: serviceMs === undefined ? (values.date ? Number.NaN : '') : Math.floor(serviceMs / 1000),
    city: values.city,
    address: values.address,
    guests: values.guests.trim(),
    budgetKind: values.budgetKind,
    budget: budgetInput(values.budget),
    cuisines: values.cuisines,
    allergens: values.allergens,
    dietaryNeeds: values.dietaryNeeds,
    occasion: values.occasion,
    note: values.note,
  });
  // An occasion not chosen yet is missing rather than malformed (the schema says only the latter).
  const issues = (parsed.success ? [] : zodIssues(parsed.error, formFieldOf)).map((issue) =>
    issue.field === 'occasion' && values.occasion === '' ? { ...issue, code: REQUIRED } : issue,
  );
  if (!values.time) issues.push({ field: 'time', code: REQUIRED });
  if (serviceMs !== undefined && !issues.some((issue) => issue.field === 'date')) {
    const issue = serviceDateIssue(serviceMs, now());
    if (issue) issues.push(issue);
  }
  if (issues.length > 0 || !parsed.success)
    return { values: {}, errors: toFieldErrors<RequestValues>(issues) };
  return { values: parsed.data, errors: {} };
};
