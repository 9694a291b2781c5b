import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { emptyWeek, type ChefAvailability, type TimeRange } from './availability-settings.ts';
import { lithuanianPublicHolidays } from './days-off.ts';
import { nextAvailableDate, openTimes, serviceTimeProblem } from './slots.ts';
import { vilniusDate, vilniusInstant, vilniusWall, weekdayOf } from './vilnius-day.ts';

/**
 * The rules of the Vilnius day at its edges: a minute before and after midnight (winter UTC+2,
 * summer UTC+3) and on the two Sundays the clocks change in 2026 (29 March: 03:00 becomes 04:00;
 * 25 October: 04:00 becomes 03:00 again).
 */
const at = (iso: string) => Date.parse(iso);

/** A chef's settings written out here, so the tests do not lean on the defaults. */
function chef(hours: TimeRange[], overrides: Partial<ChefAvailability> = {}): ChefAvailability {
  const week = emptyWeek();
  for (const day of Object.keys(week) as (keyof typeof week)[]) week[day] = hours;
  return {
    configured: true,
    weeklyHours: week,
    daysOff: [],
    servicesPerDay: null,
    leadTimeHours: 2,
    serviceArea: { cities: [], radiusKm: null },
    workHolidays: false,
    ...overrides,
  };
}
const ALL_DAY = [{ start: '00:00', end: '24:00' }];

describe('the Vilnius date of an instant', () => {
  test.each([
    // winter, UTC+2
    ['2026-01-15T21:59:00Z', '2026-01-15', 23 * 60 + 59],
    ['2026-01-15T22:01:00Z', '2026-01-16', 1],
    // summer, UTC+3
    ['2026-07-15T20:59:00Z', '2026-07-15', 23 * 60 + 59],
    ['2026-07-15T21:01:00Z', '2026-07-16', 1],
    // the night before each daylight-saving Sunday, and the night after it
    ['2026-03-28T21:59:00Z', '2026-03-28', 23 * 60 + 59],
    ['2026-03-28T22:01:00Z', '2026-03-29', 1],
    ['2026-03-29T20:59:00Z', '2026-03-29', 23 * 60 + 59],
    ['2026-03-29T21:01:00Z', '2026-03-30', 1],
    ['2026-10-24T20:59:00Z', '2026-10-24', 23 * 60 + 59],
    ['2026-10-24T21:01:00Z', '2026-10-25', 1],
    ['2026-10-25T21:59:00Z', '2026-10-25', 23 * 60 + 59],
    ['2026-10-25T22:01:00Z', '2026-10-26', 1],
  ])('%s is %s, minute %i', (iso, date, minutes) => {
    expect(vilniusWall(at(iso))).toEqual({ date, minutes });
    expect(vilniusDate(at(iso))).toBe(date);
  });

  test('23:59 and 00:01 Vilnius time are the instants a minute either side of midnight', () => {
    expect(vilniusInstant('2026-01-15', '23:59')).toBe(at('2026-01-15T21:59:00Z'));
    expect(vilniusInstant('2026-01-16', '00:01')).toBe(at('2026-01-15T22:01:00Z'));
    expect(vilniusInstant('2026-03-29', '23:59')).toBe(at('2026-03-29T20:59:00Z'));
    expect(vilniusInstant('2026-03-29', '00:01')).toBe(at('2026-03-28T22:01:00Z'));
    expect(vilniusInstant('2026-10-25', '00:01')).toBe(at('2026-10-24T21:01:00Z'));
    expect(vilniusInstant('2026-10-25', '23:59')).toBe(at('2026-10-25T21:59:00Z'));
  });

  test('the spring hour that does not exist, and the autumn hour that happens twice (the first)', () => {
    expect(vilniusInstant('2026-03-29', '02:59')).toBe(at('2026-03-29T00:59:00Z'));
    expect(vilniusInstant('2026-03-29', '03:30')).toBeNull();
    expect(vilniusInstant('2026-03-29', '04:00')).toBe(at('2026-03-29T01:00:00Z'));
    expect(vilniusInstant('2026-10-25', '03:30')).toBe(at('2026-10-25T00:30:00Z'));
    expect(vilniusWall(at('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 3 * 60 + 30 });
  });
});

describe('the times a chef can be booked for, at the edges of the day', () => {
  test('a day of 23 hours offers no time in its missing hour; a day of 25 offers each time once', () => {
    const spring = openTimes({ availability: chef(ALL_DAY), date: '2026-03-29', earliestMs: 0, taken: 0 });
    expect(spring).toHaveLength(46);
    expect(spring).not.toContain('03:00');
    expect(spring).not.toContain('03:30');
    expect(spring).toContain('04:00');
    const autumn = openTimes({ availability: chef(ALL_DAY), date: '2026-10-25', earliestMs: 0, taken: 0 });
    expect(autumn).toHaveLength(48);
    expect(autumn.filter((time) => time === '03:00')).toHaveLength(1);
  });

  test('a late evening: the notice runs past midnight, so the first open time is tomorrow', () => {
    const lateEvening = at('2026-07-15T20:59:00Z'); // 23:59 in Vilnius
    const earliestMs = lateEvening + 4 * 3_600_000; // 2 h preparation + 2 h lead time
    const evening = chef([
      { start: '18:00', end: '24:00' },
      { start: '00:00', end: '06:00' },
    ]);
    expect(openTimes({ availability: evening, date: '2026-07-15', earliestMs, taken: 0 })).toEqual([]);
    expect(openTimes({ availability: evening, date: '2026-07-16', earliestMs, taken: 0 })[0]).toBe('04:00');
    expect(nextAvailableDate({ availability: evening, nowMs: lateEvening, earliestMs })).toBe('2026-07-16');
    // Two minutes later it is already the 16th in Vilnius: the same day is found from "today".
    const afterMidnight = at('2026-07-15T21:01:00Z');
    expect(
      nextAvailableDate({
        availability: evening,
        nowMs: afterMidnight,
        earliestMs: afterMidnight + 4 * 3_600_000,
      }),
    ).toBe('2026-07-16');
  });

  test('the lead time is elapsed hours: across the spring change, 2 h after 01:30 is 04:30 on the wall', () => {
    const now = at('2026-03-28T23:30:00Z'); // 01:30 in Vilnius on 29 March
    const times = openTimes({
      availability: chef(ALL_DAY),
      date: '2026-03-29',
      earliestMs: now + 2 * 3_600_000,
      taken: 0,
    });
    expect(times[0]).toBe('04:30');
    const autumnNow = at('2026-10-24T23:30:00Z'); // 02:30 in Vilnius (summer time) on 25 October
    const autumn = openTimes({
      availability: chef(ALL_DAY),
      date: '2026-10-25',
      earliestMs: autumnNow + 2 * 3_600_000,
      taken: 0,
    });
    // Two hours after 02:30 summer time is 03:30 winter time (01:30 UTC); a repeated wall time is
    // offered once, at its first (summer) instant, which has passed: the first time offered is 04:00.
    expect(autumn[0]).toBe('04:00');
    expect(vilniusInstant('2026-10-25', '04:00')).toBe(at('2026-10-25T02:00:00Z'));
  });

  test('a holiday off: 23:59 the evening before is served, 00:01 on the holiday is not', () => {
    const holidays = lithuanianPublicHolidays(2026).map((holiday) => holiday.date);
    expect(holidays).toEqual(expect.arrayContaining(['2026-12-24', '2026-12-25', '2026-12-26']));
    // Public holidays are off unless the chef works them; no day off needs typing in.
    const holidaysOff = chef(ALL_DAY);
    expect(serviceTimeProblem(holidaysOff, vilniusInstant('2026-12-23', '23:59')!, 0)).toBeUndefined();
    expect(serviceTimeProblem(holidaysOff, vilniusInstant('2026-12-24', '00:01')!, 0)).toBe('chefDayOff');
    expect(serviceTimeProblem(holidaysOff, vilniusInstant('2026-12-26', '23:59')!, 0)).toBe('chefDayOff');
    expect(serviceTimeProblem(holidaysOff, vilniusInstant('2026-12-27', '00:01')!, 0)).toBeUndefined();
    const worksHolidays = chef(ALL_DAY, { workHolidays: true });
    expect(serviceTimeProblem(worksHolidays, vilniusInstant('2026-12-24', '00:01')!, 0)).toBeUndefined();
  });

  test('cooking hours that end at midnight on a daylight-saving Sunday end at that day’s midnight', () => {
    const evenings = chef([{ start: '20:00', end: '24:00' }]);
    for (const date of ['2026-03-29', '2026-10-25']) {
      expect(serviceTimeProblem(evenings, vilniusInstant(date, '23:59')!, 0)).toBeUndefined();
      const next = date === '2026-03-29' ? '2026-03-30' : '2026-10-26';
      expect(serviceTimeProblem(evenings, vilniusInstant(next, '00:01')!, 0)).toBe('outsideCookingHours');
    }
  });
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('Vilnius wall clock (Intl, DST included)', () => {
  test.each([
    ['winter: UTC+2', '2026-01-15', '12:00', '2026-01-15T10:00:00.000Z'],
    ['summer: UTC+3', '2026-07-15', '12:00', '2026-07-15T09:00:00.000Z'],
    ['last Sunday of March, before the change', '2026-03-29', '02:30', '2026-03-29T00:30:00.000Z'],
    ['last Sunday of March, the skipped hour', '2026-03-29', '03:00', null],
    ['last Sunday of March, the skipped half hour', '2026-03-29', '03:30', null],
    ['last Sunday of March, after the change', '2026-03-29', '04:00', '2026-03-29T01:00:00.000Z'],
    [
      'last Sunday of October, the repeated hour: the first',
      '2026-10-25',
      '03:00',
      '2026-10-25T00:00:00.000Z',
    ],
    ['last Sunday of October, 03:30 first time', '2026-10-25', '03:30', '2026-10-25T00:30:00.000Z'],
    ['last Sunday of October, after the change', '2026-10-25', '04:00', '2026-10-25T02:00:00.000Z'],
    ['midnight at the end of a day', '2026-07-01', '24:00', '2026-07-01T21:00:00.000Z'],
    ['a date that does not exist', '2026-02-30', '12:00', null],
  ])('%s', (_name, date, time, expected) => {
    expect(iso(vilniusInstant(date, time))).toBe(expected);
  });
  test('the Vilnius date of an instant near midnight UTC', () => {
    expect(vilniusDate(Date.parse('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
    expect(vilniusDate(Date.parse('2026-01-15T21:59:00Z'))).toBe('2026-01-15');
  });
  test('the wall clock of any instant from 1900 to 2100 is what Intl reads, at every change of the clocks too', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Vilnius',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const read = (ms: number) => {
      const parts = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
      return {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        minutes: Number(parts.hour) * 60 + Number(parts.minute),
      };
    };
    const instants = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instants, (ms) => {
        expect(vilniusWall(ms)).toEqual(read(ms));
      }),
      { numRuns: 5000 },
    );
    // Each second around the 2026 changes (01:00 UTC), around midnight, and around 1917's change
    // from Warsaw to Kaunas mean time, which fell within a UTC hour (22:36).
    const edges = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-07-15T21:00:00Z',
      '1916-12-31T22:36:00Z',
    ];
    for (const edge of edges) {
      for (let second = -90; second <= 90; second++) {
        const ms = Date.parse(edge) + second * 1000 + 999;
        expect(vilniusWall(ms)).toEqual(read(ms));
      }
    }
  });
  test('ISO weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe('1');
    expect(weekdayOf('2026-11-29')).toBe('7');
  });
});
