import { addDays, minutesOf, timeOf } from '#domain/availability/vilnius-day.ts';
import {
  AVAILABILITY_LIMITS,
  SLOT_MINUTES,
  WEEKDAYS,
  type Availability,
  type AvailabilityField,
  type ChefAvailability,
  type TimeRange,
  type Weekday,
} from '#domain/availability/availability-settings.ts';
import { lithuanianPublicHolidays } from '#domain/availability/days-off.ts';
import {
  validateAvailability,
  type AvailabilityIssue,
} from '#domain/availability/availability-validation.ts';

/**
 * The availability settings as the screen holds them: the numbers as the inputs' texts
 * ('' = no limit / no radius), everything else as the domain has it.
 */
export interface AvailabilityDraft {
  weeklyHours: Record<Weekday, TimeRange[]>;
  daysOff: string[];
  /** '' = no limit, else '1'..'20'. */
  servicesPerDay: string;
  leadTimeHours: string;
  cities: string[];
  /** '' = cities only. */
  radiusKm: string;
  workHolidays: boolean;
}

/** The settings the server answered, as the form's draft. */
export function toDraft(availability: ChefAvailability | Availability): AvailabilityDraft {
  const weeklyHours = {} as Record<Weekday, TimeRange[]>;
  for (const day of WEEKDAYS) weeklyHours[day] = (availability.weeklyHours[day] ?? []).map((r) => ({ ...r }));
  return {
    weeklyHours,
    daysOff: [...availability.daysOff],
    servicesPerDay: availability.servicesPerDay === null ? '' : String(availability.servicesPerDay),
    leadTimeHours: String(availability.leadTimeHours),
    cities: [...availability.serviceArea.cities],
    radiusKm: availability.serviceArea.radiusKm === null ? '' : String(availability.serviceArea.radiusKm),
    workHolidays: availability.workHolidays,
  };
}

/**
 * A number field's text as the API's value: '' is null; anything not a whole number stays NaN. A
 * negative whole number is kept, so its own message (below the minimum) is shown.
 */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The draft as the API's `Availability` (the POST body's JSON), before it is checked. */
export function fromDraft(draft: AvailabilityDraft): Availability {
  const lead = numberOrNull(draft.leadTimeHours);
  return {
    weeklyHours: draft.weeklyHours,
    daysOff: [...new Set(draft.daysOff)].sort(),
    servicesPerDay: numberOrNull(draft.servicesPerDay),
    leadTimeHours: lead === null ? Number.NaN : lead,
    serviceArea: { cities: draft.cities, radiusKm: numberOrNull(draft.radiusKm) },
    workHolidays: draft.workHolidays,
  };
}

/** The problems of a draft by field: i18n codes with their parameters. */
export type DraftProblems = Partial<Record<AvailabilityField, Omit<AvailabilityIssue, 'field'>[]>>;

/**
 * The draft checked as the server checks it (domain validateAvailability): the settings to send, or
 * the problems per field (i18n codes with their parameters).
 */
export function checkDraft(
  draft: AvailabilityDraft,
  today?: string,
): { availability: Availability; problems?: undefined } | { problems: DraftProblems } {
  const { availability, issues } = validateAvailability(fromDraft(draft), { today });
  if (issues.length === 0) return { availability };
  const problems: DraftProblems = {};
  for (const { field, ...issue } of issues) (problems[field] ??= []).push(issue);
  return { problems };
}

/** The start times a range may have: 00:00 to 23:30 in SLOT_MINUTES steps. */
export const START_TIMES: readonly string[] = Array.from({ length: 1440 / SLOT_MINUTES }, (_, i) =>
  timeOf(i * SLOT_MINUTES),
);
/** The end times: 00:30 to 24:00 (midnight, the end of the day). */
export const END_TIMES: readonly string[] = Array.from({ length: 1440 / SLOT_MINUTES }, (_, i) =>
  timeOf((i + 1) * SLOT_MINUTES),
);

/** The hours a first range of a day gets: a usual lunch-to-dinner cooking day. */
export const FIRST_RANGE: TimeRange = { start: '12:00', end: '20:00' };

/**
 * A day's ranges with one more: the first is FIRST_RANGE; a later one starts an hour after the last
 * ends and lasts two hours, within the day. Null when the day is full (no room or the limit).
 */
export function withNewRange(ranges: readonly TimeRange[]): TimeRange[] | null {
  if (ranges.length >= AVAILABILITY_LIMITS.maxRangesPerDay) return null;
  if (ranges.length === 0) return [{ ...FIRST_RANGE }];
  const lastEnd = Math.max(...ranges.map((range) => minutesOf(range.end)));
  const start = Math.min(lastEnd + 60, 1440 - SLOT_MINUTES);
  if (start < lastEnd) return null;
  const end = Math.min(start + 120, 1440);
  return [...ranges, { start: timeOf(start), end: timeOf(end) }];
}

/**
 * The days off with Lithuania's public holidays from `today` through the next year's added
 * (sorted, unique). Answers the new list and how many holidays were new.
 */
export function withPublicHolidays(
  daysOff: readonly string[],
  today: string,
): { daysOff: string[]; added: number } {
  const year = Number(today.slice(0, 4));
  const until = addDays(today, 366);
  const holidays = [...lithuanianPublicHolidays(year), ...lithuanianPublicHolidays(year + 1)]
    .map((holiday) => holiday.date)
    .filter((date) => date >= today && date <= until);
  const existing = new Set(daysOff);
  const added = holidays.filter((date) => !existing.has(date)).length;
  return { daysOff: [...new Set([...daysOff, ...holidays])].sort(), added };
}

/** The holiday names by date for the years around `today`. */
export function holidayNames(today: string): Map<string, { en: string; lt: string }> {
  const year = Number(today.slice(0, 4));
  return new Map(
    [year - 1, year, year + 1, year + 2]
      .flatMap((y) => lithuanianPublicHolidays(y))
      .map((holiday) => [holiday.date, holiday.name]),
  );
}

/** The fields in the order the screen shows them: the first with a problem gets the focus. */
export const FIELD_ORDER: readonly AvailabilityField[] = [
  'weeklyHours',
  'daysOff',
  'servicesPerDay',
  'leadTimeHours',
  'serviceArea',
  'workHolidays',
];
