import { expect, test } from 'vitest';
import { retryDelayMs } from './claims.ts';

test('retries wait 30 s, then twice as long each time, at most an hour, give or take a tenth', () => {
  const middle = () => 0.5;
  expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(attempts, middle))).toEqual([
    30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
  ]);
  expect(retryDelayMs(1, () => 0)).toBe(27_000);
  expect(retryDelayMs(1, () => 1)).toBe(33_000);
});
