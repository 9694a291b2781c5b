import { describe, expect, test } from 'vitest';
import { servesArea } from './area-rule.ts';
import {
  distanceKm,
  findCity,
  LITHUANIAN_CITIES,
  servedCityKeys,
  servesAreaByTable,
} from './service-area.ts';
import { searchKey } from '../catalog/search-key.ts';

describe('service area', () => {
  test('the table has the ~60 largest places, unique by folded name', () => {
    expect(LITHUANIAN_CITIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LITHUANIAN_CITIES.map((c) => c.name.toLowerCase())).size).toBe(LITHUANIAN_CITIES.length);
  });
  test('names match without case or diacritics', () => {
    expect(findCity('siauliai')?.name).toBe('Šiauliai');
    expect(findCity('PANEVEZYS')?.name).toBe('Panevėžys');
    expect(findCity('Atlantis')).toBeUndefined();
  });
  test('haversine: Vilnius to Kaunas is about 92 km', () => {
    const d = distanceKm(findCity('Vilnius')!, findCity('Kaunas')!);
    expect(d).toBeGreaterThan(88);
    expect(d).toBeLessThan(96);
  });
  test.each([
    ['no city, no area: anywhere', null, null, 'Klaipėda', true],
    ['own city only', 'Vilnius', null, 'vilnius', true],
    ['own city only, elsewhere', 'Vilnius', null, 'Kaunas', false],
    ['listed city', 'Vilnius', { cities: ['Trakai'], radiusKm: null }, 'trakai', true],
    ['listed city, elsewhere', 'Vilnius', { cities: ['Trakai'], radiusKm: null }, 'Kaunas', false],
    ['radius 100 reaches Kaunas', 'Vilnius', { cities: [], radiusKm: 100 }, 'Kaunas', true],
    ['radius 50 does not', 'Vilnius', { cities: [], radiusKm: 50 }, 'Kaunas', false],
    [
      'radius: a place not in the table is not served',
      'Vilnius',
      { cities: [], radiusKm: 200 },
      'Pavilnys',
      false,
    ],
    ['radius: unless listed', 'Vilnius', { cities: ['Pavilnys'], radiusKm: 5 }, 'Pavilnys', true],
    [
      'radius around an unknown chef city: own city still',
      'Pavilnys',
      { cities: [], radiusKm: 50 },
      'pavilnys',
      true,
    ],
    [
      'no own city but listed cities: only those',
      null,
      { cities: ['Alytus'], radiusKm: null },
      'Vilnius',
      false,
    ],
  ])('%s', (_name, chefCity, area, addressCity, serves) => {
    expect(servesAreaByTable(chefCity, area, addressCity)).toBe(serves);
  });
  test('without distances (the web) a radius counts as served; the server decides', () => {
    expect(servesArea('Vilnius', { cities: [], radiusKm: 10 }, 'Klaipėda')).toBe(true);
    expect(servesArea('Vilnius', { cities: [], radiusKm: null }, 'Klaipėda')).toBe(false);
  });
});

describe('servedCityKeys', () => {
  const areas = [
    { city: 'Kaunas', area: null },
    { city: 'Kaunas', area: { cities: ['Jonava', 'Šiauliai'], radiusKm: null } },
    { city: 'Kaunas', area: { cities: [], radiusKm: 100 } },
    { city: 'Vilnius', area: { cities: ['Klaipėda'], radiusKm: 40 } },
    { city: 'Nowhere-on-the-map', area: { cities: [], radiusKm: 50 } },
    { city: '', area: { cities: ['Alytus'], radiusKm: null } },
  ];

  test('names exactly the cities of the table the chef serves, and her own', () => {
    for (const { city, area } of areas) {
      const keys = servedCityKeys(city, area)!;
      for (const place of LITHUANIAN_CITIES)
        expect([city, place.name, keys.includes(searchKey(place.name))]).toEqual([
          city,
          place.name,
          servesAreaByTable(city, area, place.name),
        ]);
      if (city) expect(keys).toContain(searchKey(city));
    }
    expect(servedCityKeys('Kaunas', { cities: [], radiusKm: 100 })).toContain('vilnius');
    expect(servedCityKeys('Kaunas', null)).toEqual(['kaunas']);
  });

  test('a chef with neither a city nor a list serves anywhere', () => {
    expect(servedCityKeys(null, null)).toBeUndefined();
    expect(servedCityKeys('', { cities: [], radiusKm: 30 })).toBeUndefined();
  });
});
