import { expect, test } from 'vitest';
import { addWorkingDays, flaggedDeadline, workingDaysBetween } from './working-days.ts';

// 2026-06-01 is a Monday.
const monday = new Date('2026-06-01T09:00:00Z');
const friday = new Date('2026-06-05T15:00:00Z');
const saturday = new Date('2026-06-06T10:00:00Z');

test.each([
  [monday, 3, '2026-06-04T09:00:00.000Z'],
  [friday, 1, '2026-06-08T15:00:00.000Z'],
  [friday, 3, '2026-06-10T15:00:00.000Z'],
  [saturday, 1, '2026-06-09T10:00:00.000Z'],
  [monday, 0, '2026-06-01T09:00:00.000Z'],
])('addWorkingDays(%s, %i) skips weekends', (from, days, expected) => {
  expect(addWorkingDays(from, days).toISOString()).toBe(expected);
});

test('working days elapsed do not count the weekend', () => {
  expect(workingDaysBetween(friday, new Date('2026-06-08T14:59:00Z'))).toBe(0);
  expect(workingDaysBetween(friday, new Date('2026-06-08T15:00:00Z'))).toBe(1);
  expect(workingDaysBetween(monday, monday)).toBe(0);
});

test('the 3-working-day promise: due date and overdue flag', () => {
  expect(flaggedDeadline(friday, new Date('2026-06-10T15:00:00Z'))).toEqual({
    dueAt: new Date('2026-06-10T15:00:00Z'),
    waitedWorkingDays: 3,
    overdue: false,
  });
  expect(flaggedDeadline(friday, new Date('2026-06-10T15:00:01Z')).overdue).toBe(true);
});
