import { RATING_DECISION_WORKING_DAYS } from '../content/facts.ts';

const DAY_MS = 86_400_000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The instant `workingDays` working days (Monday to Friday) after `from`. A start on a weekend
 * counts from the next Monday's same time. Public holidays are not counted out (see
 * docs/spec-deviations.md).
 */
export function addWorkingDays(from: Date, workingDays: number): Date {
  let cursor = new Date(from.getTime());
  while (isWeekend(cursor)) cursor = new Date(cursor.getTime() + DAY_MS);
  let left = workingDays;
  while (left > 0) {
    cursor = new Date(cursor.getTime() + DAY_MS);
    if (!isWeekend(cursor)) left -= 1;
  }
  return cursor;
}

/** Whole working days elapsed between `from` and `now` (0 when now is not later). */
export function workingDaysBetween(from: Date, now: Date): number {
  let count = 0;
  while (count < 1000 && addWorkingDays(from, count + 1).getTime() <= now.getTime()) count += 1;
  return count;
}

/** When a flagged chef's decision is due (spec marketplace §1: 3 working days), and whether that promise is broken. */
export function flaggedDeadline(flaggedAt: Date, now: Date) {
  const due = addWorkingDays(flaggedAt, RATING_DECISION_WORKING_DAYS);
  return {
    dueAt: due,
    waitedWorkingDays: workingDaysBetween(flaggedAt, now),
    overdue: now.getTime() > due.getTime(),
  };
}
