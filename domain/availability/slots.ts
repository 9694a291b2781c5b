import {
  SLOT_HORIZON_DAYS,
  SLOT_MINUTES,
  type Availability,
  type ChefAvailability,
} from './availability-settings.ts';
import { isDayOff } from './days-off.ts';
import { rangeMinutes } from './weekly-hours.ts';
import {
  addDays,
  steadyOffsetOf,
  timeOf,
  vilniusDate,
  vilniusInstant,
  vilniusWall,
  weekdayOf,
} from './vilnius-day.ts';

/**
 * The times a customer may book with a chef: a day's open times after the notice, why a requested
 * time is refused, and the next day with an open time. The web's date picker and the server's
 * checkout use the same rules.
 */

/** The notice (minutes) a dish needs with this chef: its preparation time plus the chef's lead time. */
export function noticeMinutesFor(availability: Pick<Availability, 'leadTimeHours'>, preparationMinutes = 0) {
  return Math.max(0, preparationMinutes) + availability.leadTimeHours * 60;
}

export interface OpenTimesInput {
  availability: ChefAvailability;
  /** The Vilnius date asked about. */
  date: string;
  /** No time before this instant is open (now + lead time + preparation, and the spec's floor). */
  earliestMs: number;
  /** Services already booked or held that day (live holds and bookings). */
  taken: number;
}

/** Why no time of a day is open, or a requested time refused (i18n codes, pages.checkout.*). */
export type DayProblem = 'chefDayOff' | 'outsideCookingHours' | 'slotTaken' | 'serviceDateTooSoon';

/** The candidate start minutes of a day by the chef's hours; none on a day off. */
function dayMinutes(availability: ChefAvailability, date: string): number[] {
  if (isDayOff(availability, date)) return [];
  return rangeMinutes(availability.weeklyHours[weekdayOf(date)] ?? []);
}

/** Whether the chef's capacity is used up on a day with `taken` services. */
export function dayFull(availability: ChefAvailability, taken: number): boolean {
  return (
    availability.configured && availability.servicesPerDay !== null && taken >= availability.servicesPerDay
  );
}

/**
 * The 'HH:MM' times of a Vilnius date a customer may book with this chef: the chef's cooking hours
 * on that weekday (DEFAULT_COOKING_HOURS for an unconfigured chef) in SLOT_MINUTES steps, none on a
 * day off or a public holiday the chef does not work, none once the day's services are taken, none before `earliestMs`, and none that do not exist
 * that day (the skipped spring hour).
 */
export function openTimes(input: OpenTimesInput, limit = Infinity): string[] {
  const { availability, date, earliestMs, taken } = input;
  if (dayFull(availability, taken)) return [];
  const times: string[] = [];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // On a day with one offset throughout, each time's instant is plain arithmetic; on the two days
  // the clocks change, vilniusInstant works each one out.
  const steady = steadyOffsetOf(date, midnightAsUtc);
  for (const minutes of dayMinutes(availability, date)) {
    // Vilnius is UTC+2 or +3: a wall time whose latest possible instant is too early is skipped.
    if (midnightAsUtc + (minutes - 120) * 60_000 < earliestMs) continue;
    const time = timeOf(minutes);
    const instant =
      steady === null ? vilniusInstant(date, time) : midnightAsUtc + (minutes - steady) * 60_000;
    if (instant === null || instant < earliestMs) continue;
    times.push(time);
    if (times.length >= limit) break;
  }
  return times;
}

/**
 * Why a chef cannot serve at `instantMs` (ignoring notice, which service-rules check), or undefined:
 * a day off (or a public holiday the chef does not work), outside the cooking hours (the default
 * hours for a chef who set none), or the day's capacity taken. A time between two SLOT_MINUTES
 * steps is judged by the step it falls in.
 */
export function serviceTimeProblem(
  availability: ChefAvailability,
  instantMs: number,
  taken: number,
): DayProblem | undefined {
  const wall = vilniusWall(instantMs);
  if (isDayOff(availability, wall.date)) return 'chefDayOff';
  const step = Math.floor(wall.minutes / SLOT_MINUTES) * SLOT_MINUTES;
  if (!dayMinutes(availability, wall.date).includes(step)) return 'outsideCookingHours';
  if (dayFull(availability, taken)) return 'slotTaken';
  return undefined;
}

export interface NextAvailableInput {
  availability: ChefAvailability;
  /** Today's date in Vilnius is taken from this. */
  nowMs: number;
  /** Earliest allowed instant (now + notice, and the floor). */
  earliestMs: number;
  /** Services taken per Vilnius date. */
  takenByDate?: Readonly<Record<string, number>>;
  horizonDays?: number;
}

/** The first Vilnius date (from today, SLOT_HORIZON_DAYS ahead) with an open time, or null. */
export function nextAvailableDate(input: NextAvailableInput): string | null {
  const today = vilniusDate(input.nowMs);
  const horizon = input.horizonDays ?? SLOT_HORIZON_DAYS;
  for (let i = 0; i < horizon; i++) {
    const date = addDays(today, i);
    // A day is open as soon as one time is: the first one found ends the search of that day.
    const times = openTimes(
      {
        availability: input.availability,
        date,
        earliestMs: input.earliestMs,
        taken: input.takenByDate?.[date] ?? 0,
      },
      1,
    );
    if (times.length > 0) return date;
  }
  return null;
}
