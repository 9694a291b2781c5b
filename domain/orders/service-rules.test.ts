import { describe, expect, test } from 'vitest';
import {
  CHEF_LEAD_TIME_HOURS,
  earliestServiceMs,
  serviceAreaProblem,
  serviceDateProblem,
  servesCity,
} from './service-rules.ts';
import { cityDistanceKm } from '../availability/service-area.ts';

const now = Date.UTC(2026, 10, 22, 10, 0);
const at = (minutesFromNow: number) => (now + minutesFromNow * 60_000) / 1000;
const cepelinai = { title: 'Cepelinai', preparationMinutes: 120, chefCity: 'Kaunas' };
const kibinai = { title: 'Kibinai', preparationMinutes: 45, chefCity: 'Vilnius' };
const lead = CHEF_LEAD_TIME_HOURS * 60;

describe('service date (spec marketplace §5, §9; DESIGN §7)', () => {
  test('the lead time is one named figure: two hours', () => {
    expect(CHEF_LEAD_TIME_HOURS).toBe(2);
  });
  test.each([
    ['before the spec floor 1713463885', 1713463884, [], 'pages.checkout.serviceDateTooEarly'],
    ['in the past', at(-1), [], 'pages.checkout.serviceDateInPast'],
    ['now', at(0), [], 'pages.checkout.serviceDateInPast'],
    ['no dishes: the lead time alone, one minute short', at(lead - 1), [], undefined],
    ['exactly preparation plus lead', at(120 + lead), [cepelinai], undefined],
    [
      'one minute short of preparation plus lead',
      at(120 + lead - 1),
      [cepelinai],
      'pages.checkout.serviceDateTooSoon',
    ],
    ['a dish without preparation time: the lead time', at(lead), [{ title: 'Tea' }], undefined],
    [
      'a dish without preparation time, too soon',
      at(lead - 1),
      [{ title: 'Tea' }],
      'pages.checkout.serviceDateTooSoon',
    ],
  ])('%s', (_name, seconds, lines, code) => {
    expect(serviceDateProblem(seconds, now, lines)?.code).toBe(code);
  });
  test('past the booking horizon (the slot offer\u2019s 62 days, today included): refused, naming the last day', () => {
    // now: 2026-11-22 12:00 in Vilnius; the last bookable day is 2027-01-22.
    const last = Date.UTC(2027, 0, 22, 20, 0) / 1000; // 22:00 in Vilnius
    const next = Date.UTC(2027, 0, 22, 22, 0) / 1000; // 00:00 of 2027-01-23 in Vilnius
    expect(serviceDateProblem(last, now)).toBeUndefined();
    expect(serviceDateProblem(next, now)).toEqual({
      code: 'pages.checkout.serviceDateTooFar',
      params: { days: 62, date: '2027-01-22' },
    });
    expect(serviceDateProblem(Date.UTC(2099, 0, 1, 12) / 1000, now)?.code).toBe(
      'pages.checkout.serviceDateTooFar',
    );
  });
  test('the spec floor wins over the rest, and the past over the notice', () => {
    expect(serviceDateProblem(1713463884, now, [cepelinai])?.code).toBe('pages.checkout.serviceDateTooEarly');
    expect(serviceDateProblem(at(-5), now, [cepelinai])?.code).toBe('pages.checkout.serviceDateInPast');
  });
  test('each dish of a cart is checked (several chefs): the one needing more notice is named', () => {
    const problem = serviceDateProblem(at(45 + lead + 10), now, [kibinai, cepelinai]);
    expect(problem).toEqual({
      code: 'pages.checkout.serviceDateTooSoon',
      params: { title: 'Cepelinai', hours: 4, minutes: 0 },
    });
    expect(serviceDateProblem(at(45 + lead - 1), now, [kibinai])?.params).toEqual({
      title: 'Kibinai',
      hours: 2,
      minutes: 45,
    });
  });
  test('the earliest instant is the longest notice of the cart', () => {
    expect(earliestServiceMs(now, [kibinai, cepelinai])).toBe(now + (120 + lead) * 60_000);
    expect(earliestServiceMs(now, [])).toBe(now + lead * 60_000);
    expect(
      serviceDateProblem(earliestServiceMs(now, [kibinai, cepelinai]) / 1000, now, [kibinai, cepelinai]),
    ).toBeUndefined();
  });
});

describe("the chef's city", () => {
  test.each([
    ['Vilnius', 'Vilnius', true],
    ['Vilnius', ' VILNIUS ', true],
    ['Šiauliai', 'siauliai', true],
    ['Kaunas', 'Vilnius', false],
    [null, 'Klaipėda', true],
    ['', 'Klaipėda', true],
    ['  ', 'Klaipėda', true],
  ])('a chef in %j serves %j: %s', (chefCity, addressCity, serves) => {
    expect(servesCity(chefCity, addressCity)).toBe(serves);
  });
  test('the first dish whose chef works elsewhere is named with that city', () => {
    expect(serviceAreaProblem('vilnius', [kibinai, cepelinai])).toEqual({
      code: 'pages.checkout.cityOutsideServiceArea',
      params: { title: 'Cepelinai', chefCity: 'Kaunas' },
    });
    expect(serviceAreaProblem('Kaunas', [{ title: 'Tea', chefCity: null }, cepelinai])).toBeUndefined();
  });
});

describe("the chef's service area", () => {
  test('a chef with a lead time of their own: notice is preparation plus that lead time', () => {
    const quick = { title: 'Salad', preparationMinutes: 30, leadTimeHours: 0 };
    expect(serviceDateProblem(at(30), now, [quick])).toBeUndefined();
    expect(serviceDateProblem(at(29), now, [quick])?.code).toBe('pages.checkout.serviceDateTooSoon');
    const slow = { title: 'Roast', preparationMinutes: 0, leadTimeHours: 24 };
    expect(serviceDateProblem(at(23 * 60), now, [slow])?.params).toEqual({
      title: 'Roast',
      hours: 24,
      minutes: 0,
    });
    expect(earliestServiceMs(now, [quick])).toBe(now + 30 * 60_000);
  });
  test('listed cities and a radius widen the area; the wider area has its own message', () => {
    const listed = { ...cepelinai, serviceArea: { cities: ['Jonava'], radiusKm: null } };
    expect(serviceAreaProblem('JONAVA', [listed])).toBeUndefined();
    expect(serviceAreaProblem('Vilnius', [listed])).toEqual({
      code: 'pages.checkout.outsideServiceArea',
      params: { title: 'Cepelinai', city: 'Vilnius' },
    });
    const radius = { ...cepelinai, serviceArea: { cities: [], radiusKm: 60 } };
    expect(serviceAreaProblem('Kėdainiai', [radius], cityDistanceKm)).toBeUndefined();
    expect(serviceAreaProblem('Vilnius', [radius], cityDistanceKm)?.code).toBe(
      'pages.checkout.outsideServiceArea',
    );
    expect(serviceAreaProblem('Vilnius', [radius])).toBeUndefined(); // the web leaves radii to the server
  });
});
