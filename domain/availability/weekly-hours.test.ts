import { describe, expect, test } from 'vitest';
import { DEFAULT_COOKING_HOURS, defaultAvailability, emptyWeek, WEEKDAYS } from './availability-settings.ts';
import { weekdaysCookingAt, weeklyHoursRuns } from './weekly-hours.ts';

/** The test chef's week: weekday evenings, a split Saturday, and a Sunday through the night. */
function chef() {
  const weeklyHours = emptyWeek();
  for (const day of ['1', '2', '3', '4', '5'] as const) weeklyHours[day] = [{ start: '17:00', end: '20:00' }];
  weeklyHours['6'] = [
    { start: '11:00', end: '13:00' },
    { start: '18:00', end: '19:00' },
  ];
  weeklyHours['7'] = [{ start: '01:00', end: '05:00' }];
  return { weeklyHours };
}

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
