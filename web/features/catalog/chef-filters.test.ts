import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  merchantsRequest,
  NO_FILTERS,
  parseFilters,
  serialiseFilters,
  toggleKitchenType,
  type ChefFilters,
} from './chef-filters.ts';

describe('filters ⇄ URL query (shareable, survive reload)', () => {
  test.each<[string, string, ChefFilters]>([
    ['nothing', '', NO_FILTERS],
    [
      'everything',
      'q=kugelis&kitchenType=georgian,grill&hourRate=100&city=Vilnius',
      {
        q: 'kugelis',
        kitchenTypes: ['grill', 'georgian'],
        hourRate: 100,
        city: 'Vilnius',
      },
    ],
    [
      'repeated kitchen types, any case, in the catalogue order',
      'kitchenType=Pizza&kitchenType=french',
      {
        ...NO_FILTERS,
        kitchenTypes: ['french', 'pizza'],
      },
    ],
    [
      'unknown kitchen types are dropped',
      'kitchenType=klingon,vegan',
      { ...NO_FILTERS, kitchenTypes: ['vegan'] },
    ],
    ['a rate not offered is "any"', 'hourRate=75', NO_FILTERS],
    ['a rate that is not a number is "any"', 'hourRate=lots', NO_FILTERS],
    ['the city in any case', 'city=kaunas', { ...NO_FILTERS, city: 'Kaunas' }],
    ['a city not offered is "all"', 'city=Riga', NO_FILTERS],
    ['an available-on date', 'availableOn=2026-12-24', { ...NO_FILTERS, availableOn: '2026-12-24' }],
    ['a date that does not exist is "any day"', 'availableOn=2026-02-30', NO_FILTERS],
    ['a date in another format is "any day"', 'availableOn=24.12.2026', NO_FILTERS],
    [
      'search text is squeezed and trimmed',
      'q=%20%20cepelinai%20%20su%20',
      { ...NO_FILTERS, q: 'cepelinai su' },
    ],
    ['search text is cut at 100 characters', `q=${'a'.repeat(150)}`, { ...NO_FILTERS, q: 'a'.repeat(100) }],
  ])('parses %s', (_name, query, expected) => {
    expect(parseFilters(query)).toEqual(expected);
  });

  test.each<[string, ChefFilters, string]>([
    ['no filters: an empty query', NO_FILTERS, ''],
    [
      'only what is set, in a fixed order',
      { q: 'kugelis', kitchenTypes: ['pizza', 'french'], hourRate: 50, city: 'Kaunas' },
      'q=kugelis&kitchenType=french%2Cpizza&hourRate=50&city=Kaunas',
    ],
    ['rate 0 means any and is left out', { ...NO_FILTERS, hourRate: 0, city: 'Vilnius' }, 'city=Vilnius'],
    [
      'the available-on date last',
      { ...NO_FILTERS, city: 'Kaunas', availableOn: '2026-12-01' },
      'city=Kaunas&availableOn=2026-12-01',
    ],
  ])('serialises %s', (_name, filters, query) => {
    expect(serialiseFilters(filters).toString()).toBe(query);
  });

  test('a round trip gives the same filters and the same URL', () => {
    const filters: ChefFilters = {
      q: 'šaltibarščiai',
      kitchenTypes: ['asian', 'vegan'],
      hourRate: 1000,
      city: 'Vilnius',
    };
    const query = serialiseFilters(filters).toString();
    expect(parseFilters(query)).toEqual(filters);
    expect(serialiseFilters(parseFilters(query)).toString()).toBe(query);
  });

  test('toggling kitchen types keeps the catalogue order', () => {
    const one = toggleKitchenType(NO_FILTERS, 'pizza');
    const two = toggleKitchenType(one, 'mediterranean');
    expect(two.kitchenTypes).toEqual(['mediterranean', 'pizza']);
    expect(toggleKitchenType(two, 'pizza').kitchenTypes).toEqual(['mediterranean']);
  });

  test('active filters are counted, the search counting once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ q: 'x', kitchenTypes: ['asian', 'grill'], hourRate: 50, city: 'Kaunas' }),
    ).toBe(5);
  });
});

describe('the POST /store/merchants form (DESIGN §4, §7)', () => {
  test('pages from 1, valid sent, "any" left out', () => {
    expect(merchantsRequest(NO_FILTERS, 1)).toEqual({
      page: 1,
      valid: true,
      q: undefined,
      kitchenType: undefined,
      hourRate: undefined,
      city: undefined,
    });
  });

  test('the order and the minimum rating travel in the address and the form; unknown ones are dropped', () => {
    const filters = parseFilters('sort=rating&minRating=4.5');
    expect(filters).toEqual({ ...NO_FILTERS, sort: 'rating', minRating: 4.5 });
    expect(serialiseFilters(filters).toString()).toBe('minRating=4.5&sort=rating');
    expect(merchantsRequest(filters, 1)).toMatchObject({ sort: 'rating', minRating: 4.5 });
    // The order is not a filter; the minimum rating is.
    expect(activeFilterCount(filters)).toBe(1);
    expect(parseFilters('sort=cheapest&minRating=2.7')).toEqual(NO_FILTERS);
    expect(parseFilters('sort=newest')).toEqual(NO_FILTERS);
    expect(merchantsRequest(NO_FILTERS, 1)).toMatchObject({ sort: undefined, minRating: undefined });
  });

  test('availableOn is sent as the date', () => {
    expect(merchantsRequest({ ...NO_FILTERS, availableOn: '2026-12-24' }, 1)).toMatchObject({
      availableOn: '2026-12-24',
    });
    expect(merchantsRequest(NO_FILTERS, 1).availableOn).toBeUndefined();
    expect(activeFilterCount({ ...NO_FILTERS, availableOn: '2026-12-24' })).toBe(1);
  });

  test('hourRate is the maximum in euros, kitchen types a list', () => {
    expect(
      merchantsRequest(
        { q: 'kugelis', kitchenTypes: ['grill', 'georgian'], hourRate: 200, city: 'Vilnius' },
        3,
      ),
    ).toMatchObject({
      page: 3,
      q: 'kugelis',
      kitchenType: ['grill', 'georgian'],
      hourRate: 200,
      city: 'Vilnius',
    });
  });
});
