import { describe, expect, test } from 'vitest';
import { calendarNoon, formatCalendarDate, formatInstant, type DateFormat } from './dates.ts';

// 13:05 UTC on 3 June 2026 is 16:05 in Vilnius (summer time, UTC+3);
// 16:30 UTC on 3 December 2026 is 18:30 there (winter time, UTC+2).
const SUMMER = Date.UTC(2026, 5, 3, 13, 5);
const WINTER = Date.UTC(2026, 11, 3, 16, 30);

describe('formatInstant: the named formats on the Vilnius clock', () => {
  test.each<[DateFormat, string, string]>([
    ['date', '3 Dec 2026', '2026-12-03'],
    ['longDate', '3 December 2026', '2026 m. gruodžio 3 d.'],
    ['fullDate', 'Thursday, 3 December 2026', '2026 m. gruodžio 3 d., ketvirtadienis'],
    ['dateTime', '3 Dec 2026, 18:30', '2026-12-03 18:30'],
    ['longDateTime', '3 December 2026 at 18:30', '2026 m. gruodžio 3 d. 18:30'],
    ['fullDateTime', 'Thursday, 3 December 2026 at 18:30', '2026 m. gruodžio 3 d., ketvirtadienis 18:30'],
    ['weekdayDate', 'Thursday 3 December', 'gruodžio 3 d., ketvirtadienis'],
    ['weekday', 'Thursday', 'ketvirtadienis'],
    ['monthYear', 'December 2026', '2026 m. gruodis'],
    ['time', '18:30', '18:30'],
    ['clock', '18:30', '18:30'],
    ['dayClock', '3 Dec, 18:30', '12-03 18:30'],
  ])('%s: "%s" in English, "%s" in Lithuanian', (format, en, lt) => {
    expect(formatInstant(WINTER, format, 'en')).toBe(en);
    expect(formatInstant(new Date(WINTER), format, 'lt')).toBe(lt);
  });

  test('summer time is Vilnius summer time', () => {
    expect(formatInstant(SUMMER, 'dateTime', 'en')).toBe('3 Jun 2026, 16:05');
  });

  test('a Vilnius evening past UTC midnight is still its Vilnius day', () => {
    // 22:30 UTC on 2 December is 00:30 on 3 December in Vilnius.
    expect(formatInstant(Date.UTC(2026, 11, 2, 22, 30), 'date', 'en')).toBe('3 Dec 2026');
  });

  test('any language other than Lithuanian reads in English', () => {
    expect(formatInstant(WINTER, 'date', 'de')).toBe('3 Dec 2026');
    expect(formatInstant(WINTER, 'date', undefined)).toBe('3 Dec 2026');
  });

  test('a formatter used again answers the same (it is kept, not rebuilt)', () => {
    expect(formatInstant(SUMMER, 'clock', 'lt')).toBe('16:05');
    expect(formatInstant(SUMMER, 'clock', 'lt')).toBe('16:05');
    expect(formatInstant(WINTER, 'clock', 'lt')).toBe('18:30');
  });
});

describe('formatCalendarDate: a Vilnius day shown as that day', () => {
  test.each<[DateFormat, string, string]>([
    ['fullDate', 'Thursday, 3 December 2026', '2026 m. gruodžio 3 d., ketvirtadienis'],
    ['weekdayDate', 'Thursday 3 December', 'gruodžio 3 d., ketvirtadienis'],
    ['monthYear', 'December 2026', '2026 m. gruodis'],
    ['weekdayShort', 'Thu', 'kt'],
  ])('%s', (format, en, lt) => {
    expect(formatCalendarDate('2026-12-03', format, 'en')).toBe(en);
    expect(formatCalendarDate('2026-12-03', format, 'lt')).toBe(lt);
  });

  test('the first and last days of a year stay in their year', () => {
    expect(formatCalendarDate('2027-01-01', 'date', 'en')).toBe('1 Jan 2027');
    expect(formatCalendarDate('2026-12-31', 'date', 'en')).toBe('31 Dec 2026');
  });

  test('calendarNoon is the UTC noon of the day', () => {
    expect(calendarNoon('2026-03-29').toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });
});
