import { describe, expect, test } from 'vitest';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import { CITIES } from '#domain/constants.ts';
import { ALLERGENS } from '#domain/dishes/allergens.ts';
import badgesEn from './badges/i18n/en.json';
import badgesLt from './badges/i18n/lt.json';
import en from './i18n/en.json';
import lt from './i18n/lt.json';
import { textKeys, type TextTree } from '../../test/text-keys.ts';

/**
 * The shared i18n test checks literal keys against the shared texts only; the catalogue's keys live
 * in this feature's files, so they are checked here (the dish editor's in dishes/texts.test.ts).
 */
describe('catalogue texts', () => {
  const sources = import.meta.glob(
    ['../catalog/**/*.{ts,tsx}', '../dishes/**/*.{ts,tsx}', '../../app/routes/*.tsx', '!../**/*.test.*'],
    { query: '?raw', import: 'default', eager: true },
  ) as Record<string, string>;
  // The badge explanations load apart (badges/texts.ts) but are catalog.* keys too.
  const english = new Set([...textKeys(en as TextTree), ...textKeys(badgesEn as TextTree)]);

  test('every catalog.* key the code uses exists', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/['"`](catalog\.[\w.]+)['"`]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });

  test('the badge explanations have the same keys in both languages', () => {
    expect([...textKeys(badgesLt as TextTree)].sort()).toEqual([...textKeys(badgesEn as TextTree)].sort());
  });

  test('every kitchen type, allergen and city has a name in both languages', () => {
    for (const tree of [en, lt]) {
      expect(Object.keys(tree.catalog.kitchenTypes).sort()).toEqual([...KITCHEN_TYPES].sort());
      expect(Object.keys(tree.catalog.allergens).sort()).toEqual([...ALLERGENS].sort());
      expect(Object.keys(tree.catalog.cities).sort()).toEqual([...CITIES].sort());
    }
  });

  test('the spec display names of the categories (spec marketplace §2)', () => {
    expect(Object.values(en.catalog.kitchenTypes)).toEqual([
      'Mediterranean',
      'French',
      'Mexican',
      'Asian',
      'Indian',
      'American',
      'Bakery',
      'Vegan',
      'Seafood',
      'Grill',
      'Street',
      'Desserts',
      'Georgian',
      'Pizza',
      'Lithuanian',
    ]);
  });
});
