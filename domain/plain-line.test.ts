import { expect, test } from 'vitest';
import { isPlainLine, optionalName, requiredName, UNSAFE_CHARACTERS } from './validation.ts';

test.each([
  ['Ona Jonaitė', true],
  ['Žemaitė-Petraitienė', true],
  ["O'Brien", true],
  ['Šefo virtuvė №1', true],
  ['Ona\tJonaitė', false],
  ['Ona\nJonaitė', false],
  ['Ona\r', false],
  ['\u0000', false],
  ['Ona\u001B[31m', false],
  ['Ona\u007F', false],
  ['Ona\u0085', false],
  ['Ona\u009F', false],
  ['Ona\u202A', false],
  ['Ona\u202E', false],
  ['Ona\u2066', false],
  ['Ona\u2069', false],
  ['Ona\u200F', false],
  ['Ona\u2028', false],
])('isPlainLine(%j) is %s', (text, expected) => {
  expect(isPlainLine(text)).toBe(expected);
});

test('the name schemas trim first, then refuse what is left with the shared code', () => {
  expect(requiredName(20).parse('  Ona \n')).toBe('Ona');
  expect(optionalName(20).parse('')).toBeUndefined();
  const refused = requiredName(20).safeParse('Ona\u202Eetiaj');
  expect(refused.error!.issues[0]!.message).toBe(UNSAFE_CHARACTERS);
  expect(optionalName(20).safeParse('O\tna').error!.issues[0]!.message).toBe(UNSAFE_CHARACTERS);
});
