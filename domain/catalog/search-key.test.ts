import { expect, test } from 'vitest';
import { FOLD_FROM, FOLD_TO, searchKey } from './search-key.ts';

test.each([
  ['Kūgelis', 'kugelis'],
  ['CEPELINAI', 'cepelinai'],
  ['Šaltibarščiai  su  bulvėmis', 'saltibarsciai su bulvemis'],
  ['Ąžuolas Ęglė Įėjimas Ųūž', 'azuolas egle iejimas uuz'],
  ['Chačapuri', 'chacapuri'],
])('%s -> %s', (text, key) => {
  expect(searchKey(text)).toBe(key);
});

test('the SQL fold table agrees with searchKey, letter by letter', () => {
  expect(FOLD_TO).toHaveLength(FOLD_FROM.length);
  expect(searchKey(FOLD_FROM)).toBe(FOLD_TO);
  expect(searchKey(FOLD_FROM.toUpperCase())).toBe(FOLD_TO);
});
