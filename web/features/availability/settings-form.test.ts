import { describe, expect, test } from 'vitest';
import { defaultAvailability, type ChefAvailability } from '#domain/availability/availability-settings.ts';
import {
  checkDraft,
  END_TIMES,
  fromDraft,
  START_TIMES,
  toDraft,
  withNewRange,
  withPublicHolidays,
} from './settings-form.ts';

const SAVED: ChefAvailability = {
  configured: true,
  weeklyHours: {
    '1': [],
    '2': [
      { start: '11:00', end: '15:00' },
      { start: '17:00', end: '22:30' },
    ],
    '3': [{ start: '12:00', end: '20:00' }],
    '4': [{ start: '12:00', end: '20:00' }],
    '5': [{ start: '12:00', end: '24:00' }],
    '6': [{ start: '09:30', end: '21:00' }],
    '7': [],
  },
  daysOff: ['2026-12-24', '2026-12-25'],
  servicesPerDay: 2,
  leadTimeHours: 6,
  serviceArea: { cities: ['Kaunas', 'Trakai'], radiusKm: null },
  workHolidays: false,
};

describe('the editor’s own reasons', () => {
  test('a negative notice says it cannot be negative, not that the format is wrong', () => {
    const draft = { ...toDraft(SAVED), leadTimeHours: '-3' };
    expect(checkDraft(draft).problems?.leadTimeHours).toEqual([{ code: 'availability.noticeNegative' }]);
    expect(checkDraft({ ...draft, leadTimeHours: 'abc' }).problems?.leadTimeHours).toEqual([
      { code: 'forms.validation.invalidFormat' },
    ]);
  });
  test('a past day off is refused with its reason; the holidays choice goes to the API', () => {
    const draft = { ...toDraft(SAVED), daysOff: ['2026-11-20'], workHolidays: true };
    expect(checkDraft(draft, '2026-11-29').problems?.daysOff).toEqual([{ code: 'availability.dayOffPast' }]);
    const ok = checkDraft({ ...draft, daysOff: ['2026-12-01'] }, '2026-11-29');
    expect(ok.problems).toBeUndefined();
    expect(ok.problems ? null : ok.availability.workHolidays).toBe(true);
  });
});

describe('the settings form ⇄ the API’s availability', () => {
  test('numbers become the inputs’ texts; no limit and no radius are empty', () => {
    const draft = toDraft(SAVED);
    expect(draft.servicesPerDay).toBe('2');
    expect(draft.leadTimeHours).toBe('6');
    expect(draft.radiusKm).toBe('');
    expect(draft.cities).toEqual(['Kaunas', 'Trakai']);
    expect(
      toDraft({ ...SAVED, servicesPerDay: null, serviceArea: { cities: [], radiusKm: 25 } }),
    ).toMatchObject({
      servicesPerDay: '',
      radiusKm: '25',
    });
  });

  test('a round trip gives back the same settings, and they pass the server’s checks', () => {
    const { configured: _configured, ...availability } = SAVED;
    expect(fromDraft(toDraft(SAVED))).toEqual(availability);
    expect(checkDraft(toDraft(SAVED))).toEqual({ availability });
  });

  test('the draft is a copy: editing it leaves the server’s answer alone', () => {
    const draft = toDraft(SAVED);
    draft.weeklyHours['2'].push({ start: '23:00', end: '23:30' });
    draft.daysOff.push('2027-01-01');
    expect(SAVED.weeklyHours['2']).toHaveLength(2);
    expect(SAVED.daysOff).toHaveLength(2);
  });

  test('empty texts are "no limit" and "cities only"; days off are sorted and unique', () => {
    const draft = {
      ...toDraft(SAVED),
      servicesPerDay: '',
      radiusKm: ' ',
      daysOff: ['2026-12-25', '2026-12-24', '2026-12-25'],
    };
    const sent = fromDraft(draft);
    expect(sent.servicesPerDay).toBeNull();
    expect(sent.serviceArea.radiusKm).toBeNull();
    expect(sent.daysOff).toEqual(['2026-12-24', '2026-12-25']);
  });

  test.each([
    [
      'a lead time that is not a whole number',
      { leadTimeHours: '2.5' },
      'leadTimeHours',
      { code: 'forms.validation.invalidFormat' },
    ],
    [
      'an empty lead time',
      { leadTimeHours: '' },
      'leadTimeHours',
      { code: 'forms.validation.invalidFormat' },
    ],
    [
      'a lead time over a week',
      { leadTimeHours: '169' },
      'leadTimeHours',
      { code: 'forms.validation.max', params: { max: 168 } },
    ],
    [
      'a radius of 0 km',
      { radiusKm: '0' },
      'serviceArea',
      { code: 'forms.validation.min', params: { min: 1 } },
    ],
    ['a radius in words', { radiusKm: 'ten' }, 'serviceArea', { code: 'forms.validation.invalidFormat' }],
  ])('%s is refused before sending', (_name, change, field, issue) => {
    const checked = checkDraft({ ...toDraft(SAVED), ...change });
    expect(checked.problems?.[field as 'leadTimeHours']).toEqual([issue]);
  });

  test('overlapping or backwards hours are refused on the hours section', () => {
    const draft = toDraft(SAVED);
    draft.weeklyHours['3'] = [
      { start: '12:00', end: '16:00' },
      { start: '15:00', end: '18:00' },
    ];
    expect(checkDraft(draft).problems?.weeklyHours).toEqual([{ code: 'availability.rangesOverlap' }]);
    draft.weeklyHours['3'] = [{ start: '18:00', end: '12:00' }];
    expect(checkDraft(draft).problems?.weeklyHours).toEqual([{ code: 'availability.rangeEndBeforeStart' }]);
  });

  test('a chef who has set nothing sees the defaults: every day 10-21, holidays off, no limit, 2 hours', () => {
    const draft = toDraft(defaultAvailability());
    expect(draft.weeklyHours['1']).toEqual([{ start: '10:00', end: '21:00' }]);
    expect(draft.workHolidays).toBe(false);
    expect(draft.servicesPerDay).toBe('');
    expect(draft.leadTimeHours).toBe('2');
  });
});

describe('editing helpers', () => {
  test('times come in 30-minute steps; a range may end at midnight', () => {
    expect(START_TIMES[0]).toBe('00:00');
    expect(START_TIMES.at(-1)).toBe('23:30');
    expect(END_TIMES[0]).toBe('00:30');
    expect(END_TIMES.at(-1)).toBe('24:00');
    expect(START_TIMES).toHaveLength(48);
  });

  test('a new range follows the last with an hour’s break; none when the day is full', () => {
    expect(withNewRange([])).toEqual([{ start: '12:00', end: '20:00' }]);
    expect(withNewRange([{ start: '08:00', end: '11:00' }])).toEqual([
      { start: '08:00', end: '11:00' },
      { start: '12:00', end: '14:00' },
    ]);
    expect(withNewRange([{ start: '18:00', end: '23:00' }])?.at(-1)).toEqual({
      start: '23:30',
      end: '24:00',
    });
    expect(withNewRange([{ start: '12:00', end: '24:00' }])).toBeNull();
    const six = Array.from({ length: 6 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` }));
    expect(withNewRange(six)).toBeNull();
  });

  test('public holidays of the next 12 months are added once, with Easter computed', () => {
    const first = withPublicHolidays(['2026-12-24'], '2026-11-26');
    expect(first.daysOff).toContain('2026-12-25');
    expect(first.daysOff).toContain('2027-03-28'); // Easter Sunday 2027
    expect(first.daysOff).toContain('2027-03-29'); // Easter Monday
    expect(first.daysOff).toContain('2027-11-02'); // All Souls' Day
    expect(first.daysOff).not.toContain('2026-11-02'); // already past
    expect(first.daysOff).not.toContain('2027-12-24'); // more than a year ahead
    expect(first.daysOff).toEqual([...first.daysOff].sort());
    expect(first.added).toBe(first.daysOff.length - 1);
    expect(withPublicHolidays(first.daysOff, '2026-11-26')).toEqual({ daysOff: first.daysOff, added: 0 });
  });
});
