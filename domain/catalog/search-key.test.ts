import { expect, test } from 'vitest';
import { FOLD_FROM, FOLD_TO, searchKey, searchStems } from './search-key.ts';

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

test.each([
  ['cepelinų', ['cepelin']],
  ['Cepelinai', ['cepelin']],
  ['kugelio', ['kugel']],
  ['šaltibarščių su bulvėmis', ['saltibarsc', 'bulv']],
  ['dumplings', ['dumpl']],
  ['pica', ['pica']],
])('the stems of %s are %j', (text, stems) => {
  expect(searchStems(text)).toEqual(stems);
});

test('a word form finds the dish name it inflects', () => {
  for (const [query, name] of [
    ['cepelinų', 'Cepelinai su spirgučiais'],
    ['kugelio', 'Kugelis'],
    ['šaltibarščių', 'Šaltibarščiai'],
    // English forms too, with the stemmer the assistant shares.
    ['burgers', 'Smash burger'],
    ['grilled peppers', 'Pepper from the grill'],
  ]) {
    for (const stem of searchStems(query!)) expect(searchKey(name!)).toContain(stem);
  }
});
