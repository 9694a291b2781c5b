import { describe, expect, test } from 'vitest';
import { declaredAllergens, filterByAllergens, toggleAllergen } from './allergen-filter.ts';

const dishes = [
  { id: 'cepelinai', allergens: ['milk'] },
  { id: 'kugelis', allergens: ['eggs', 'milk'] },
  { id: 'mcvadi', allergens: ['none'] },
  { id: 'khachapuri', allergens: ['gluten', 'eggs', 'milk'] },
  { id: 'undeclared', allergens: [] },
  { id: 'legacy', allergens: null },
];
const ids = (list: { id: string }[]) => list.map((dish) => dish.id);

describe('"Hide dishes containing: …"', () => {
  test.each([
    [
      'no choice hides nothing',
      [],
      ['cepelinai', 'kugelis', 'mcvadi', 'khachapuri', 'undeclared', 'legacy'],
      0,
    ],
    ['milk', ['milk'], ['mcvadi'], 5],
    ['eggs', ['eggs'], ['cepelinai', 'mcvadi'], 4],
    ['gluten', ['gluten'], ['cepelinai', 'kugelis', 'mcvadi'], 3],
    [
      'an allergen no dish has still hides undeclared dishes',
      ['lupin'],
      ['cepelinai', 'kugelis', 'mcvadi', 'khachapuri'],
      2,
    ],
  ] as const)('%s', (_name, hidden, visible, hiddenCount) => {
    const result = filterByAllergens(dishes, hidden);
    expect(ids(result.visible)).toEqual(visible);
    expect(result.hiddenCount).toBe(hiddenCount);
  });

  test('toggling keeps the EU list order', () => {
    expect(toggleAllergen(['milk'], 'gluten')).toEqual(['gluten', 'milk']);
    expect(toggleAllergen(['gluten', 'milk'], 'gluten')).toEqual(['milk']);
  });

  test('chips show known allergens in the EU order; "none" and unknown codes show none', () => {
    expect(declaredAllergens(['milk', 'gluten', 'kryptonite'])).toEqual(['gluten', 'milk']);
    expect(declaredAllergens(['none'])).toEqual([]);
    expect(declaredAllergens(null)).toEqual([]);
  });
});
