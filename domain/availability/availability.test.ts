import { describe, expect, test } from 'vitest';
import {
  DEFAULT_COOKING_HOURS,
  DEFAULT_LEAD_TIME_HOURS,
  defaultAvailability,
  easterSunday,
  emptyWeek,
  lithuanianPublicHolidays,
  nextAvailableDate,
  openTimes,
  serviceTimeProblem,
  validateAvailability,
  vilniusDate,
  vilniusInstant,
  weekdayOf,
  weekdaysCookingAt,
  weeklyHoursRuns,
  WEEKDAYS,
  type ChefAvailability,
} from './availability.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

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
  test('ISO weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe('1');
    expect(weekdayOf('2026-11-29')).toBe('7');
  });
});

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

describe('validation', () => {
  test('a good availability has no problems and is cleaned', () => {
    const { availability, problems } = validateAvailability({
      weeklyHours: {
        ...emptyWeek(),
        '1': [
          { start: '18:00', end: '21:00' },
          { start: '10:00', end: '12:00' },
        ],
      },
      daysOff: ['2026-12-25', '2026-12-24', '2026-12-24'],
      servicesPerDay: 4,
      leadTimeHours: 5,
      serviceArea: { cities: [' Trakai ', 'Trakai'], radiusKm: null },
    });
    expect(problems).toEqual({});
    expect(availability.weeklyHours['1'].map((r) => r.start)).toEqual(['10:00', '18:00']);
    expect(availability.daysOff).toEqual(['2026-12-24', '2026-12-25']);
    expect(availability.serviceArea.cities).toEqual(['Trakai']);
  });
  test('the default (ordinary hours) is valid', () => {
    const { configured: _c, ...rest } = defaultAvailability();
    expect(validateAvailability(rest).problems).toEqual({});
  });
  test.each([
    ['not an object', 'x', 'weeklyHours', 'forms.validation.invalidFormat'],
    ['bad weekday key', { weeklyHours: { '8': [] } }, 'weeklyHours', 'forms.validation.invalidFormat'],
    [
      'a time off the 30-minute grid',
      { weeklyHours: { '1': [{ start: '10:15', end: '12:00' }] } },
      'weeklyHours',
      'availability.timeFormat',
    ],
    [
      'end before start',
      { weeklyHours: { '1': [{ start: '12:00', end: '10:00' }] } },
      'weeklyHours',
      'availability.rangeEndBeforeStart',
    ],
    [
      'overlapping ranges',
      {
        weeklyHours: {
          '1': [
            { start: '10:00', end: '12:00' },
            { start: '11:30', end: '13:00' },
          ],
        },
      },
      'weeklyHours',
      'availability.rangesOverlap',
    ],
    ['a bad day off', { daysOff: ['2026-02-30'] }, 'daysOff', 'forms.validation.invalidFormat'],
    ['zero services', { servicesPerDay: 0 }, 'servicesPerDay', 'forms.validation.min'],
    ['21 services', { servicesPerDay: 21 }, 'servicesPerDay', 'forms.validation.max'],
    ['a fractional lead time', { leadTimeHours: 1.5 }, 'leadTimeHours', 'forms.validation.invalidFormat'],
    ['a negative notice', { leadTimeHours: -1 }, 'leadTimeHours', 'availability.noticeNegative'],
    ['work holidays not a yes/no', { workHolidays: 'yes' }, 'workHolidays', 'forms.validation.invalidFormat'],
    ['a lead time over a week', { leadTimeHours: 169 }, 'leadTimeHours', 'forms.validation.max'],
    ['a radius of 0', { serviceArea: { cities: [], radiusKm: 0 } }, 'serviceArea', 'forms.validation.min'],
    ['cities not strings', { serviceArea: { cities: [1] } }, 'serviceArea', 'forms.validation.invalidFormat'],
  ])('%s', (_name, input, field, code) => {
    const { problems } = validateAvailability(input);
    expect(problems[field as keyof typeof problems]).toContain(code);
  });
  test('issues carry the bounds for their messages', () => {
    const { issues } = validateAvailability({
      weeklyHours: {},
      servicesPerDay: 21,
      serviceArea: { radiusKm: 0 },
    });
    expect(issues).toEqual([
      { field: 'servicesPerDay', code: 'forms.validation.max', params: { max: 20 } },
      { field: 'serviceArea', code: 'forms.validation.min', params: { min: 1 } },
    ]);
  });
  test('a past day off is refused with its reason; today and later are kept', () => {
    const past = validateAvailability({ daysOff: ['2026-11-22', '2026-11-23'] }, { today: '2026-11-23' });
    expect(past.problems.daysOff).toEqual(['availability.dayOffPast']);
    const ahead = validateAvailability(
      { weeklyHours: {}, daysOff: ['2026-11-23', '2026-12-01'] },
      { today: '2026-11-23' },
    );
    expect(ahead.problems).toEqual({});
    expect(validateAvailability({ workHolidays: true }).availability.workHolidays).toBe(true);
  });
  test('367 days off are too many', () => {
    const days = Array.from({ length: 367 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(validateAvailability({ daysOff: days }).problems.daysOff).toEqual(['forms.validation.max']);
  });
});

describe('which weekdays a chef cooks at a time of day', () => {
  test('a chef who set nothing: every day within the default hours, never at night', () => {
    const unset = defaultAvailability();
    expect(weekdaysCookingAt(unset, '03:00')).toEqual([]);
    expect(weekdaysCookingAt(unset, DEFAULT_COOKING_HOURS.start)).toEqual(WEEKDAYS);
    expect(weekdaysCookingAt(unset, '15:45')).toEqual(WEEKDAYS);
    // The end is when the kitchen closes: its last booking starts one step before.
    expect(weekdaysCookingAt(unset, DEFAULT_COOKING_HOURS.end)).toEqual([]);
  });

  test.each([
    ['18:00', ['1', '2', '3', '4', '5', '6']],
    ['19:30', ['1', '2', '3', '4', '5']],
    ['12:15', ['6']],
    ['03:00', ['7']],
    ['05:00', []],
    ['09:00', []],
    ['25:00', []],
    ['3 AM', []],
  ])('the test chef at %s: %j', (time, days) => {
    expect(weekdaysCookingAt(chef(), time)).toEqual(days);
  });

  test('a week told in runs of days with the same hours', () => {
    expect(weeklyHoursRuns(chef().weeklyHours)).toEqual([
      { from: '1', to: '5', ranges: [{ start: '17:00', end: '20:00' }] },
      {
        from: '6',
        to: '6',
        ranges: [
          { start: '11:00', end: '13:00' },
          { start: '18:00', end: '19:00' },
        ],
      },
      { from: '7', to: '7', ranges: [{ start: '01:00', end: '05:00' }] },
    ]);
    expect(weeklyHoursRuns(defaultAvailability().weeklyHours)).toEqual([
      { from: '1', to: '7', ranges: [DEFAULT_COOKING_HOURS] },
    ]);
    const gapped = {
      ...emptyWeek(),
      '1': [{ start: '10:00', end: '12:00' }],
      '3': [{ start: '10:00', end: '12:00' }],
    };
    expect(weeklyHoursRuns(gapped).map((run) => [run.from, run.to])).toEqual([
      ['1', '1'],
      ['3', '3'],
    ]);
  });
});
