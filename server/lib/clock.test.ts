import { expect, test } from 'vitest';
import { SettableClock } from './clock.ts';

test('a settable clock runs at real speed from its start, and moves when set or advanced', () => {
  let real = Date.parse('2026-11-29T01:00:00Z');
  const clock = new SettableClock(new Date('2026-03-29T20:30:00Z'), () => real);
  expect(clock.now().toISOString()).toBe('2026-03-29T20:30:00.000Z');
  real += 90_000;
  expect(clock.now().toISOString()).toBe('2026-03-29T20:31:30.000Z');
  clock.advanceMinutes(60);
  expect(clock.now().toISOString()).toBe('2026-03-29T21:31:30.000Z');
  clock.set(new Date('2026-10-25T09:00:00Z'));
  real += 1000;
  expect(clock.now().toISOString()).toBe('2026-10-25T09:00:01.000Z');
});
