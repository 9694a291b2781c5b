import { describe, expect, test } from 'vitest';
import { defaultAvailability, emptyWeek } from './availability-settings.ts';
import { validateAvailability } from './availability-validation.ts';

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
