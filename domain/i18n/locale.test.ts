import { expect, test } from 'vitest';
import { decimal, languageOf, localeOf } from './locale.ts';

test.each([
  ['lt', 'lt', 'lt-LT'],
  ['en', 'en', 'en-GB'],
  ['de', 'en', 'en-GB'],
  [undefined, 'en', 'en-GB'],
  [null, 'en', 'en-GB'],
])('%s reads as %s, in the locale %s', (tag, language, locale) => {
  expect(languageOf(tag)).toBe(language);
  expect(localeOf(tag)).toBe(locale);
});

test.each([
  [4.5, 'en', '4.5'],
  [4.5, 'lt', '4,5'],
  [4, 'lt', '4'],
  ['0.00', 'lt', '0,00'],
  ['0.00', 'en', '0.00'],
])('%s in %s is written %s', (value, tag, text) => {
  expect(decimal(value, tag)).toBe(text);
});
