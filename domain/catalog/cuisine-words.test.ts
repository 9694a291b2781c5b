import { expect, test } from 'vitest';
import { KITCHEN_LABELS } from '../chefs/kitchen-labels.ts';
import { KITCHEN_TYPES } from '../chefs/kitchen-types.ts';
import { kitchenTypesIn, searchTerms } from './cuisine-words.ts';
import { searchKey } from './search-key.ts';

test.each([
  ['Lithuanian', ['lithuanian']],
  ['lietuviška', ['lithuanian']],
  ['Lietuvių', ['lithuanian']],
  ['Desertai', ['desserts']],
  ['desserts', ['desserts']],
  ['Gruzinų', ['georgian']],
  ['gruziniška', ['georgian']],
  ['Veganiška', ['vegan']],
  ['pica', ['pizza']],
  ['PIZZA', ['pizza']],
  ['picos', ['pizza']],
  ['Prancūzų', ['french']],
  ['cepelinai', []],
  ['tortilijos', []],
])('%s names the kitchen types %j', (word, types) => {
  expect(kitchenTypesIn(word)).toEqual(types);
});

test('every kitchen type is named by its own label in English and in Lithuanian', () => {
  for (const type of KITCHEN_TYPES)
    for (const lang of ['en', 'lt'] as const) {
      const label = KITCHEN_LABELS[lang][type];
      expect(kitchenTypesIn(label), `${lang} ${label}`).toContain(type);
    }
});

test('a search term keeps its stem for text and adds the cuisines its word names', () => {
  expect(searchTerms('Lithuanian cepelinai')).toEqual([
    { stem: 'lithuanian', kitchenTypes: ['lithuanian'] },
    { stem: 'cepelin', kitchenTypes: [] },
  ]);
  expect(searchTerms('Gruzinų')).toEqual([{ stem: 'gruzin', kitchenTypes: ['georgian'] }]);
  expect(searchTerms('chačapuris')).toEqual([{ stem: 'chacapur', kitchenTypes: [] }]);
});

test('a query of no words is looked for as it is, folded', () => {
  expect(searchTerms('%')).toEqual([{ stem: searchKey('%'), kitchenTypes: [] }]);
  expect(searchTerms('   ')).toEqual([]);
});
