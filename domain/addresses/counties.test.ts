import { expect, test } from 'vitest';
import { countyOfCity, isCountyName } from './counties.ts';

test.each([
  ['Vilnius', 'Vilniaus apskritis'],
  ['kaunas', 'Kauno apskritis'],
  ['KLAIPĖDA', 'Klaipėdos apskritis'],
  ['Šiauliai ', 'Šiaulių apskritis'],
  ['Druskininkai', 'Alytaus apskritis'],
  ['Riga', undefined],
  ['', undefined],
])('%s is in %s (checkout fills the county)', (city, county) => {
  expect(countyOfCity(city)).toBe(county);
});

test('a county name countyOfCity gives is recognised, anything typed is not', () => {
  expect(isCountyName('Kauno apskritis')).toBe(true);
  expect(isCountyName('Kaunas region')).toBe(false);
});
