import { expect, test } from 'vitest';
import { isCalendarDate } from './calendar-date.ts';
import { calendarDate } from './validation.ts';

test.each([
  ['2026-06-01', true],
  ['2000-01-01', true],
  ['2099-12-31', true],
  ['2028-02-29', true],
  ['2026-02-29', false],
  ['2026-02-30', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['1999-12-31', false],
  ['2100-01-01', false],
  ['9999-12-31', false],
  ['0000-01-01', false],
  ['+02026-06-01', false],
  ['2026-6-1', false],
  ['2026-06-01T00:00', false],
  [' 2026-06-01', false],
  ['', false],
])('isCalendarDate(%j) is %s', (date, expected) => {
  expect(isCalendarDate(date)).toBe(expected);
});

test('the zod field: absent or empty is undefined; anything else not a date is the invalidDate code', () => {
  const schema = calendarDate();
  expect(schema.parse(undefined)).toBeUndefined();
  expect(schema.parse('')).toBeUndefined();
  expect(schema.parse('2026-06-01')).toBe('2026-06-01');
  for (const bad of ['9999-12-31', 20260601, ['2026-06-01'], 'x'.repeat(10_000)]) {
    const result = schema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('forms.validation.invalidDate');
  }
});
