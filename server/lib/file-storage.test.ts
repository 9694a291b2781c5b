import { expect, test } from 'vitest';
import { requestedRange, resolveRange, userFileKey } from './file-storage.ts';

test('one byte range is honoured; several, reversed or other units are not', () => {
  expect(requestedRange('bytes=0-99')).toEqual({ first: 0, last: 99 });
  expect(requestedRange('bytes=100-')).toEqual({ first: 100, last: undefined });
  expect(requestedRange('bytes=-500')).toEqual({ suffix: 500 });
  for (const ignored of [undefined, '', 'bytes=-', 'bytes=5-1', 'bytes=0-1,4-5', 'items=0-1', 'bytes=a-b'])
    expect(requestedRange(ignored), String(ignored)).toBeUndefined();
});

test('a range is cut to the object; one that starts past its end is unsatisfiable', () => {
  expect(resolveRange({ first: 0, last: 99 }, 50)).toEqual({ first: 0, last: 49 });
  expect(resolveRange({ first: 10 }, 50)).toEqual({ first: 10, last: 49 });
  expect(resolveRange({ suffix: 10 }, 50)).toEqual({ first: 40, last: 49 });
  expect(resolveRange({ suffix: 500 }, 50)).toEqual({ first: 0, last: 49 });
  expect(resolveRange({ first: 50 }, 50)).toBeNull();
  expect(resolveRange({ suffix: 0 }, 50)).toBeNull();
});

test('keys are ours: a user id and a plain file name, never a path', () => {
  const user = '0f5b073d-3fe0-42de-b820-585a33880e7a';
  expect(userFileKey(user, 'avatar.jpg')).toBe(`users/${user}/avatar.jpg`);
  for (const name of ['../x.jpg', '.hidden', 'a/b.jpg', ''])
    expect(() => userFileKey(user, name), name).toThrow();
  expect(() => userFileKey('../../etc', 'x.jpg')).toThrow();
});
