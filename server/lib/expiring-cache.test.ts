import { expect, test } from 'vitest';
import { ExpiringCache } from './expiring-cache.ts';

test('the cache never holds more than its bytes, oldest out first', () => {
  const cache = new ExpiringCache<{ body: string }>(10_000, 60_000);
  for (let i = 0; i < 1000; i++) cache.set(`key ${i}`, { body: 'x'.repeat(500) });
  expect(cache.bytes).toBeLessThanOrEqual(10_000);
  expect(cache.get('key 999')).toBeDefined();
  expect(cache.get('key 0')).toBeUndefined();
  // An answer bigger than a quarter of the room is not kept at all.
  cache.set('big', { body: 'x'.repeat(2_000) });
  expect(cache.get('big')).toBeUndefined();
});

test('entries expire by time and their room is given back', () => {
  let now = 0;
  const cache = new ExpiringCache<{ body: string }>(10_000, 1_000, () => now);
  cache.set('a', { body: 'one' });
  now = 999;
  expect(cache.get('a')?.body).toBe('one');
  now = 1_000;
  expect(cache.get('a')).toBeUndefined();
  expect(cache.bytes).toBe(0);
  cache.set('b', { body: 'two' });
  now = 5_000;
  cache.set('c', { body: 'three' });
  expect(cache.size).toBe(1);
  expect(cache.bytes).toBe(2 * ('c'.length + 'three'.length));
});
