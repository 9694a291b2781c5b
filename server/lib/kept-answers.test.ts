import { expect, test } from 'vitest';
import { KeptAnswers } from './kept-answers.ts';

/** A change channel in memory: `change()` is a write here or heard from another app server. */
function fakeChannel() {
  const listeners = new Set<() => void>();
  const channel = {
    generation: 0,
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change() {
      channel.generation += 1;
      for (const listener of listeners) listener();
    },
  };
  return channel;
}

test('an answer is computed once, then kept until a change on any of its channels', async () => {
  const catalog = fakeChannel();
  const bookings = fakeChannel();
  const kept = new KeptAnswers<number>([catalog, bookings], 60_000);
  let computed = 0;
  const read = () => kept.read('offer', async () => ++computed);
  expect([await read(), await read()]).toEqual([1, 1]);
  bookings.change();
  expect(await read()).toBe(2);
  catalog.change();
  expect(await read()).toBe(3);
  kept.clear();
  expect(await read()).toBe(4);
  expect(await kept.read('another', async () => 40)).toBe(40);
});

test('an answer computed while a change came is given but not kept', async () => {
  const catalog = fakeChannel();
  const kept = new KeptAnswers<string>([catalog], 60_000);
  const stale = await kept.read('page', async () => {
    catalog.change(); // a write commits while the page is being read
    return 'before the write';
  });
  expect(stale).toBe('before the write');
  expect(await kept.read('page', async () => 'after the write')).toBe('after the write');
});

test('readers who miss at once share one computation; after a change they start their own', async () => {
  const catalog = fakeChannel();
  const kept = new KeptAnswers<number>([catalog], 60_000);
  let computed = 0;
  let finish = () => {};
  const slow = () =>
    new Promise<number>((resolve) => {
      computed += 1;
      const value = computed;
      finish = () => resolve(value);
    });
  const first = kept.read('page', slow);
  const second = kept.read('page', slow);
  finish();
  expect(await Promise.all([first, second])).toEqual([1, 1]);
  expect(computed).toBe(1);
  const before = kept.read('page2', slow);
  catalog.change(); // a write while page2 is being read: a new reader may not take the old answer
  const finishBefore = finish;
  const after = kept.read('page2', slow);
  finish();
  finishBefore();
  expect(await Promise.all([before, after])).toEqual([2, 3]);
});

test('ttl 0 keeps nothing (tests and READ_CACHE_MS=0)', async () => {
  const kept = new KeptAnswers<number>([fakeChannel()], 0);
  let computed = 0;
  await kept.read('x', async () => ++computed);
  await kept.read('x', async () => ++computed);
  expect(computed).toBe(2);
});
