import { describe, expect, test } from 'vitest';
import { SLOT_HORIZON_DAYS } from './availability-settings.ts';
import { isBeyondHorizon, lastBookableDay, offerWindow, serviceBeyondHorizon } from './booking-horizon.ts';
import { vilniusInstant } from './vilnius-day.ts';

describe('the booking horizon', () => {
  test('today and the next SLOT_HORIZON_DAYS - 1 days are bookable, the day after is not', () => {
    expect(SLOT_HORIZON_DAYS).toBe(62);
    expect(lastBookableDay('2026-06-01')).toBe('2026-08-01');
    expect(isBeyondHorizon('2026-08-01', '2026-06-01')).toBe(false);
    expect(isBeyondHorizon('2026-08-02', '2026-06-01')).toBe(true);
    expect(isBeyondHorizon('2026-06-01', '2026-06-01')).toBe(false);
    expect(isBeyondHorizon('2099-01-01', '2026-06-01')).toBe(true);
  });

  test('counted in Vilnius days: 23:30 of the last day is in, 00:00 of the next is out', () => {
    const now = vilniusInstant('2026-06-01', '23:50')!;
    expect(serviceBeyondHorizon(vilniusInstant('2026-08-01', '23:30')!, now)).toBe(false);
    expect(serviceBeyondHorizon(vilniusInstant('2026-08-02', '00:00')!, now)).toBe(true);
    // Just after midnight in Vilnius (still the day before in UTC) the horizon has moved on a day.
    const afterMidnight = vilniusInstant('2026-06-02', '00:10')!;
    expect(serviceBeyondHorizon(vilniusInstant('2026-08-02', '12:00')!, afterMidnight)).toBe(false);
  });
});

describe('the slot offer\u2019s window', () => {
  const today = '2026-06-01';
  test('from today when `from` is missing, malformed or past', () => {
    expect(offerWindow(undefined, 31, today)).toEqual({ start: today, days: 31 });
    expect(offerWindow('2026-02-30', 31, today)).toEqual({ start: today, days: 31 });
    expect(offerWindow('2026-05-01', 31, today)).toEqual({ start: today, days: 31 });
    // Past the calendar's range (domain/calendar-date.ts): not a date; the route refuses it first.
    expect(offerWindow('9999-12-31', 31, today)).toEqual({ start: today, days: 31 });
  });
  test('cut at the last bookable day; empty from the day after it', () => {
    expect(offerWindow(today, 62, today)).toEqual({ start: today, days: 62 });
    expect(offerWindow('2026-07-20', 31, today)).toEqual({ start: '2026-07-20', days: 13 });
    expect(offerWindow('2026-08-01', 31, today)).toEqual({ start: '2026-08-01', days: 1 });
    expect(offerWindow('2026-08-02', 31, today)).toEqual({ start: '2026-08-02', days: 0 });
    expect(offerWindow('2099-01-01', 31, today)).toEqual({ start: '2099-01-01', days: 0 });
  });
});
