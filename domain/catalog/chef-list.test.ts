import { expect, test } from 'vitest';
import { isMinRating } from './chef-list.ts';

test.each([
  [1, true],
  [4.5, true],
  [5, true],
  [0.9, false],
  [5.1, false],
  [4.25, false],
  [Number.NaN, false],
])('a minimum rating of %s is accepted: %s', (value, accepted) => {
  expect(isMinRating(value)).toBe(accepted);
});
