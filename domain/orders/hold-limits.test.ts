import { describe, expect, test } from 'vitest';
import { HOLD_MINUTES } from '../availability/availability-settings.ts';
import {
  HOLD_QUOTA_HOURS,
  holdLimitReached,
  holdQuotaSince,
  MAX_HOLD_RENEWALS,
  mayRenewHold,
  UNPAID_HOLD_LIMITS,
} from './hold-limits.ts';

describe('unpaid holds per buyer', () => {
  test('the limits: three unpaid orders a day per guest browser, account and address', () => {
    expect(UNPAID_HOLD_LIMITS).toEqual({ guestBrowser: 3, account: 3, address: 3 });
    expect(HOLD_QUOTA_HOURS).toBe(24);
  });

  test('one under the limit is allowed; at the limit the order is refused, naming the taker', () => {
    expect(holdLimitReached({ guestBrowser: 2, address: 2 })).toBeUndefined();
    expect(holdLimitReached({ guestBrowser: 3, address: 0 })).toBe('guestBrowser');
    expect(holdLimitReached({ guestBrowser: 0, address: 3 })).toBe('address');
    expect(holdLimitReached({ account: 3, address: 3 })).toBe('account');
    expect(holdLimitReached({ account: 2, address: 7 })).toBe('address');
  });

  test('a taker the order does not have is not counted', () => {
    expect(holdLimitReached({ address: 2 })).toBeUndefined();
    expect(holdLimitReached({}, { guestBrowser: 0, account: 0, address: 0 })).toBeUndefined();
  });

  test('other limits can be given (a load test from one address)', () => {
    const limits = { guestBrowser: 1, account: 1, address: 100 };
    expect(holdLimitReached({ guestBrowser: 1, address: 50 }, limits)).toBe('guestBrowser');
    expect(holdLimitReached({ guestBrowser: 0, address: 99 }, limits)).toBeUndefined();
  });

  test('counted over the last 24 hours', () => {
    const now = Date.UTC(2026, 5, 1, 9);
    expect(holdQuotaSince(now).toISOString()).toBe('2026-05-31T09:00:00.000Z');
  });
});

describe('renewing a hold', () => {
  test('once at most: an order keeps its services for two holds at most', () => {
    expect(MAX_HOLD_RENEWALS).toBe(1);
    expect(mayRenewHold(0)).toBe(true);
    expect(mayRenewHold(1)).toBe(false);
    expect(HOLD_MINUTES * (1 + MAX_HOLD_RENEWALS)).toBe(30);
  });
});
