import { describe, expect, test } from 'vitest';
import { easterSunday, lithuanianPublicHolidays } from './days-off.ts';

describe('Lithuanian public holidays', () => {
  test.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
  test('2026: 16 days, sorted, with Easter Monday, Mother’s and Father’s Days, both languages', () => {
    const days = lithuanianPublicHolidays(2026);
    expect(days.map((d) => d.date)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-03-11',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-06-07',
      '2026-06-24',
      '2026-07-06',
      '2026-08-15',
      '2026-11-01',
      '2026-11-02',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    for (const day of days) {
      expect(day.name.en).not.toBe('');
      expect(day.name.lt).not.toBe('');
    }
    expect(days.find((d) => d.date === '2026-07-06')?.name.en).toBe('Statehood Day');
  });
});
