import {
  SLOT_MINUTES,
  WEEKDAYS,
  type Availability,
  type TimeRange,
  type Weekday,
} from './availability-settings.ts';
import { minutesOf } from './vilnius-day.ts';

/** A chef's week: the times each weekday's cooking hours offer, and the week told briefly. */

/** The start minutes a weekday's hours offer (ranges: start inclusive, end exclusive), in SLOT_MINUTES steps. */
export function rangeMinutes(ranges: readonly TimeRange[]): number[] {
  const minutes = new Set<number>();
  for (const range of ranges) {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    const first = Math.ceil(start / SLOT_MINUTES) * SLOT_MINUTES;
    for (let m = first; m < end; m += SLOT_MINUTES) minutes.add(m);
  }
  return [...minutes].sort((a, b) => a - b);
}

/**
 * The weekdays on which a chef cooks at the wall-clock `time` ('HH:MM'), by their weekly hours: the
 * SLOT_MINUTES step the time falls in is one a customer may book on that weekday (days off, holidays,
 * notice and capacity aside). A chef who set nothing has DEFAULT_COOKING_HOURS every day.
 */
export function weekdaysCookingAt(availability: Pick<Availability, 'weeklyHours'>, time: string): Weekday[] {
  const minutes = minutesOf(time);
  if (Number.isNaN(minutes) || minutes >= 1440) return [];
  const step = Math.floor(minutes / SLOT_MINUTES) * SLOT_MINUTES;
  return WEEKDAYS.filter((day) => rangeMinutes(availability.weeklyHours[day] ?? []).includes(step));
}

export interface WeekdayHours {
  /** Consecutive weekdays with the same hours, first to last ('1'..'5' = Monday to Friday). */
  from: Weekday;
  to: Weekday;
  ranges: TimeRange[];
}

/**
 * A week's hours told briefly: consecutive weekdays with the same ranges as one run, days without
 * hours left out (Monday to Friday 17:00–21:00, Saturday 10:00–14:00).
 */
export function weeklyHoursRuns(weeklyHours: Availability['weeklyHours']): WeekdayHours[] {
  const same = (a: readonly TimeRange[], b: readonly TimeRange[]) =>
    a.length === b.length && a.every((range, i) => range.start === b[i]!.start && range.end === b[i]!.end);
  const runs: WeekdayHours[] = [];
  for (const day of WEEKDAYS) {
    const ranges = weeklyHours[day] ?? [];
    if (ranges.length === 0) continue;
    const last = runs.at(-1);
    if (last && Number(last.to) === Number(day) - 1 && same(last.ranges, ranges)) last.to = day;
    else runs.push({ from: day, to: day, ranges: ranges.map((range) => ({ ...range })) });
  }
  return runs;
}
