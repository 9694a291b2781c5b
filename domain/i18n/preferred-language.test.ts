import { expect, test } from 'vitest';
import { preferredLanguage } from './preferred-language.ts';

test.each([
  [undefined, 'en'],
  ['', 'en'],
  ['lt-LT,lt;q=0.9,en-US;q=0.8,en;q=0.7', 'lt'],
  ['lt', 'lt'],
  ['en-GB,en;q=0.9,lt;q=0.8', 'en'],
  // The best supported language, wherever it stands.
  ['de-DE,de;q=0.9,lt;q=0.8,en;q=0.5', 'lt'],
  ['ru;q=0.9,en;q=0.4,lt;q=0.6', 'lt'],
  ['lt;q=0', 'en'],
  ['pl-PL,pl', 'en'],
  ['LT-lt', 'lt'],
  ['*', 'en'],
  ['lt;q=abc,en;q=0.2', 'en'],
])('%j -> %s', (header, language) => {
  expect(preferredLanguage(header)).toBe(language);
});
