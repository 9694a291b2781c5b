import { expect, test } from 'vitest';
import { averageRating, breaksRatingRule } from './ratings.ts';

test.each([
  [[5, 5, 5, 4], false], // fewer than 5 ratings: the rule does not apply yet
  [[4, 4, 4, 4, 4], true], // 4.0
  [[5, 5, 4, 4, 4], true], // 4.4
  [[5, 5, 5, 4, 4], false], // 4.6
  [[5, 4, 5, 4, 5, 1, 1, 1], false], // only the last 5 count: 4.6
  [[1, 5, 5, 5, 5, 5, 5], true], // 4.2
])('%j breaks the rule: %s', (ratings, expected) => {
  expect(breaksRatingRule(ratings)).toBe(expected);
});

test('the average is shown to one decimal', () => {
  expect(averageRating([5, 4, 4])).toBe(4.3);
  expect(averageRating([])).toBeNull();
});
