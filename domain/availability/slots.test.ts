import { describe, expect, test } from 'vitest';
import {
  DEFAULT_COOKING_HOURS,
  DEFAULT_LEAD_TIME_HOURS,
  defaultAvailability,
  emptyWeek,
  type ChefAvailability,
} from './availability-settings.ts';
import { nextAvailableDate, openTimes, serviceTimeProblem } from './slots.ts';
import { vilniusInstant } from './vilnius-day.ts';

function chef(overrides: Partial<ChefAvailability> = {}): ChefAvailability {
  const weeklyHours = emptyWeek();
  for (const day of ['1', '2', '3', '4', '5'] as const) weeklyHours[day] = [{ start: '17:00', end: '20:00' }];
  weeklyHours['6'] = [
    { start: '11:00', end: '13:00' },
    { start: '18:00', end: '19:00' },
  ];
  weeklyHours['7'] = [{ start: '01:00', end: '05:00' }];
  return {
    configured: true,
    weeklyHours,
    daysOff: ['2026-12-24'],
    servicesPerDay: 3,
    leadTimeHours: 2,
    serviceArea: { cities: [], radiusKm: null },
    workHolidays: false,
    ...overrides,
  };
}

describe('open times', () => {
  test('weekday hours in 30-minute steps, the end excluded', () => {
    expect(openTimes({ availability: chef(), date: '2026-11-23', earliestMs: 0, taken: 0 })).toEqual([
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
    ]);
  });
  test('several slots a day', () => {
    expect(openTimes({ availability: chef(), date: '2026-11-28', earliestMs: 0, taken: 0 })).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '18:00',
      '18:30',
    ]);
  });
  test('a day off and a full day have none', () => {
    expect(openTimes({ availability: chef(), date: '2026-12-24', earliestMs: 0, taken: 0 })).toEqual([]);
    expect(openTimes({ availability: chef(), date: '2026-11-23', earliestMs: 0, taken: 3 })).toEqual([]);
    expect(openTimes({ availability: chef(), date: '2026-11-23', earliestMs: 0, taken: 2 })).toHaveLength(6);
  });
  test('nothing before the earliest instant', () => {
    const earliest = vilniusInstant('2026-11-23', '18:15')!;
    expect(openTimes({ availability: chef(), date: '2026-11-23', earliestMs: earliest, taken: 0 })).toEqual([
      '18:30',
      '19:00',
      '19:30',
    ]);
  });
  test('the last Sunday of March skips 03:00–03:30; the last Sunday of October has them once', () => {
    expect(openTimes({ availability: chef(), date: '2026-03-29', earliestMs: 0, taken: 0 })).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '04:00',
      '04:30',
    ]);
    expect(openTimes({ availability: chef(), date: '2026-10-25', earliestMs: 0, taken: 0 })).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
  });
  test('an unconfigured chef cooks on the default hours, never through the night, without a limit', () => {
    const usual = defaultAvailability();
    const times = openTimes({ availability: usual, date: '2026-11-23', earliestMs: 0, taken: 999 });
    expect(times[0]).toBe(DEFAULT_COOKING_HOURS.start);
    expect(times.at(-1)).toBe('20:30');
    expect(times).toHaveLength(22);
    expect(times.filter((time) => time < '08:00' || time >= '22:00')).toEqual([]);
  });
  test('public holidays are off unless the chef works them', () => {
    const usual = defaultAvailability();
    for (const date of ['2026-12-24', '2026-12-25', '2027-01-01']) {
      expect(openTimes({ availability: usual, date, earliestMs: 0, taken: 0 })).toEqual([]);
      expect(openTimes({ availability: chef({ daysOff: [] }), date, earliestMs: 0, taken: 0 })).toEqual([]);
    }
    const worksHolidays = { ...usual, workHolidays: true };
    expect(
      openTimes({ availability: worksHolidays, date: '2026-12-25', earliestMs: 0, taken: 0 }),
    ).toHaveLength(22);
  });
});

describe('a requested service time', () => {
  test.each([
    ['within hours', '2026-11-23', '18:00', 0, undefined],
    ['between steps counts as its step', '2026-11-23', '19:45', 0, undefined],
    ['at the end of the hours', '2026-11-23', '20:00', 0, 'outsideCookingHours'],
    ['before the hours', '2026-11-23', '16:30', 0, 'outsideCookingHours'],
    ['a day off', '2026-12-24', '18:00', 0, 'chefDayOff'],
    ['full', '2026-11-23', '18:00', 3, 'slotTaken'],
  ])('%s', (_name, date, time, taken, problem) => {
    expect(serviceTimeProblem(chef(), vilniusInstant(date, time)!, taken)).toBe(problem);
  });
  test('an unconfigured chef is refused at night and on a holiday, not at lunch', () => {
    const usual = defaultAvailability();
    expect(serviceTimeProblem(usual, vilniusInstant('2026-11-23', '02:00')!, 0)).toBe('outsideCookingHours');
    expect(serviceTimeProblem(usual, vilniusInstant('2026-11-23', '21:00')!, 0)).toBe('outsideCookingHours');
    expect(serviceTimeProblem(usual, vilniusInstant('2026-11-23', '12:30')!, 50)).toBeUndefined();
    expect(serviceTimeProblem(usual, vilniusInstant('2026-12-25', '12:30')!, 0)).toBe('chefDayOff');
    expect(
      serviceTimeProblem({ ...usual, workHolidays: true }, vilniusInstant('2026-12-25', '12:30')!, 0),
    ).toBeUndefined();
  });
});

describe("'available today' for a chef who set no hours", () => {
  const lead = DEFAULT_LEAD_TIME_HOURS * 3_600_000;
  test('approved at 00:15: available today only because the day-time hours are still ahead', () => {
    const now = vilniusInstant('2026-11-23', '00:15')!;
    const next = nextAvailableDate({
      availability: defaultAvailability(),
      nowMs: now,
      earliestMs: now + lead,
    });
    expect(next).toBe('2026-11-23');
    const first = openTimes({
      availability: defaultAvailability(),
      date: next!,
      earliestMs: now + lead,
      taken: 0,
    });
    expect(first[0]).toBe('10:00');
  });
  test('late in the evening no time remains today: tomorrow, and never a night time', () => {
    const now = vilniusInstant('2026-11-23', '19:15')!;
    expect(
      nextAvailableDate({ availability: defaultAvailability(), nowMs: now, earliestMs: now + lead }),
    ).toBe('2026-11-24');
  });
  test('on Christmas Eve evening the next day is after the Christmas holidays', () => {
    const now = vilniusInstant('2026-12-23', '20:00')!;
    expect(
      nextAvailableDate({ availability: defaultAvailability(), nowMs: now, earliestMs: now + lead }),
    ).toBe('2026-12-27');
  });
});

describe('next available date', () => {
  const now = vilniusInstant('2026-11-23', '19:00')!; // a Monday
  test('today when a time is still open', () => {
    expect(nextAvailableDate({ availability: chef(), nowMs: now, earliestMs: now })).toBe('2026-11-23');
  });
  test('the lead time pushes it to tomorrow', () => {
    expect(nextAvailableDate({ availability: chef(), nowMs: now, earliestMs: now + 2 * 3_600_000 })).toBe(
      '2026-11-24',
    );
  });
  test('full days and days off are skipped', () => {
    const availability = chef({ daysOff: ['2026-11-24'] });
    expect(
      nextAvailableDate({
        availability,
        nowMs: now,
        earliestMs: now + 2 * 3_600_000,
        takenByDate: { '2026-11-25': 3 },
      }),
    ).toBe('2026-11-26');
  });
  test('null when nothing is open in the horizon', () => {
    expect(
      nextAvailableDate({ availability: chef({ weeklyHours: emptyWeek() }), nowMs: now, earliestMs: now }),
    ).toBe(null);
  });
});
