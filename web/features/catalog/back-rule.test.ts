import { describe, expect, test } from 'vitest';
import { backTarget, hasAppHistory } from './back-rule.ts';

describe('the dish page back rule (spec marketplace §2, §6)', () => {
  test.each([
    ['history: one step back', { hasHistory: true, isOwner: false, storeName: 'onos-virtuve' }, -1],
    ['history wins for the owner too', { hasHistory: true, isOwner: true, storeName: 'onos-virtuve' }, -1],
    [
      'no history, the owner: their store',
      { hasHistory: false, isOwner: true, storeName: 'onos-virtuve' },
      '/store/onos-virtuve',
    ],
    [
      'no history, a visitor: the marketplace',
      { hasHistory: false, isOwner: false, storeName: 'onos-virtuve' },
      '/mp',
    ],
    [
      'no history, an owner without a store name: the marketplace',
      { hasHistory: false, isOwner: true, storeName: null },
      '/mp',
    ],
    ['store names are encoded', { hasHistory: false, isOwner: true, storeName: 'a b' }, '/store/a%20b'],
  ])('%s', (_name, input, expected) => {
    expect(backTarget(input)).toBe(expected);
  });

  test('history means an entry after the first one of this app session', () => {
    expect(hasAppHistory('default', { idx: 0 })).toBe(false);
    expect(hasAppHistory('abc123', { idx: 0 })).toBe(false);
    expect(hasAppHistory('abc123', { idx: 2 })).toBe(true);
    expect(hasAppHistory('abc123', null)).toBe(true);
  });
});
