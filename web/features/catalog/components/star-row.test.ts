import { describe, expect, test } from 'vitest';
import { formatAverage, starFill } from './star-row.tsx';

describe('stars for an average rating (halves to the nearest half star)', () => {
  test.each([
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.8, ['full', 'full', 'full', 'full', 'full']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
  ])('%d', (average, fills) => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, average))).toEqual(fills);
  });
});

test('the average reads with one decimal in each language', () => {
  expect(formatAverage(4.5, 'en')).toBe('4.5');
  expect(formatAverage(4, 'en')).toBe('4.0');
  expect(formatAverage(4.5, 'lt')).toBe('4,5');
});
