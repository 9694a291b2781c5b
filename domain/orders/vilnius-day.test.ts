import { describe, expect, test } from 'vitest';
import { deliveryTooEarly, marketplaceDay } from './settlement.ts';
import { earliestServiceMs, serviceDateProblem } from './service-rules.ts';

/**
 * The order rules that depend on the Vilnius day, at its edges: 23:59 and 00:01 Vilnius time in
 * winter and summer, and on the two daylight-saving Sundays of 2026 (29 March, 25 October).
 */
const at = (iso: string) => new Date(iso);

describe('a card order is delivered from its service day on (Vilnius days)', () => {
  test.each([
    ['winter', '2026-01-15T21:59:00Z', '2026-01-15T22:01:00Z', '2026-01-16'],
    ['summer', '2026-07-15T20:59:00Z', '2026-07-15T21:01:00Z', '2026-07-16'],
    ['into the spring change', '2026-03-28T21:59:00Z', '2026-03-28T22:01:00Z', '2026-03-29'],
    ['out of the spring change', '2026-03-29T20:59:00Z', '2026-03-29T21:01:00Z', '2026-03-30'],
    ['into the autumn change', '2026-10-24T20:59:00Z', '2026-10-24T21:01:00Z', '2026-10-25'],
    ['out of the autumn change', '2026-10-25T21:59:00Z', '2026-10-25T22:01:00Z', '2026-10-26'],
  ])('%s: at 23:59 the next day’s service waits; at 00:01 it is delivered', (_, before, after, day) => {
    // A service at 00:30 on the next day in Vilnius.
    const service = new Date(Date.parse(after) + 29 * 60_000);
    expect(marketplaceDay(service)).toBe(day);
    expect(deliveryTooEarly(service, at(before))).toBe(day);
    expect(deliveryTooEarly(service, at(after))).toBeUndefined();
    // The same service day all day long, and after it.
    expect(deliveryTooEarly(service, new Date(Date.parse(after) + 20 * 3_600_000))).toBeUndefined();
  });

  test('on the 25-hour Sunday, the repeated hour is still that Sunday', () => {
    const service = at('2026-10-25T09:00:00Z');
    expect(deliveryTooEarly(service, at('2026-10-25T00:30:00Z'))).toBeUndefined(); // 03:30 summer time
    expect(deliveryTooEarly(service, at('2026-10-25T01:30:00Z'))).toBeUndefined(); // 03:30 winter time
    expect(deliveryTooEarly(service, at('2026-10-24T20:59:00Z'))).toBe('2026-10-25');
  });
});

describe('the notice (preparation and lead time) is counted in elapsed time across midnight', () => {
  const line = { title: 'Cepelinai', preparationMinutes: 120, leadTimeHours: 2 };

  test('at 23:59 Vilnius time, the earliest service is at 03:59 the next day', () => {
    const now = Date.parse('2026-07-15T20:59:00Z');
    const earliest = earliestServiceMs(now, [line]);
    expect(earliest).toBe(Date.parse('2026-07-16T00:59:00Z'));
    expect(marketplaceDay(new Date(earliest))).toBe('2026-07-16');
    expect(serviceDateProblem(earliest / 1000 - 60, now, [line])?.code).toBe(
      'pages.checkout.serviceDateTooSoon',
    );
    expect(serviceDateProblem(earliest / 1000, now, [line])).toBeUndefined();
  });

  test('on the spring Sunday four hours from 00:01 is 05:01 on the wall, and taken as four hours', () => {
    const now = Date.parse('2026-03-28T22:01:00Z'); // 00:01 on 29 March, UTC+2
    const earliest = earliestServiceMs(now, [line]);
    expect(earliest - now).toBe(4 * 3_600_000);
    expect(serviceDateProblem(earliest / 1000, now, [line])).toBeUndefined();
    expect(serviceDateProblem(earliest / 1000 - 3600, now, [line])?.code).toBe(
      'pages.checkout.serviceDateTooSoon',
    );
  });

  test('on the autumn Sunday four hours from 00:01 is 03:01 on the wall, and taken as four hours', () => {
    const now = Date.parse('2026-10-24T21:01:00Z'); // 00:01 on 25 October, UTC+3
    const earliest = earliestServiceMs(now, [line]);
    expect(earliest - now).toBe(4 * 3_600_000);
    expect(serviceDateProblem(earliest / 1000 - 60, now, [line])?.code).toBe(
      'pages.checkout.serviceDateTooSoon',
    );
  });
});
