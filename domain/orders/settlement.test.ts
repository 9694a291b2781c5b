import { expect, test } from 'vitest';
import { capRefund, deliveryTooEarly, marketplaceDay, remainingRefundable } from './settlement.ts';

test('what is left to refund: the holding payment less every refund recorded, never below zero', () => {
  const captured = { status: 'captured', amountCents: 3925 };
  expect(remainingRefundable(captured, [])).toBe(3925);
  expect(remainingRefundable(captured, [{ amountCents: 3000 }, { amountCents: 500 }])).toBe(425);
  expect(remainingRefundable(captured, [{ amountCents: 3925 }, { amountCents: 1 }])).toBe(0);
  expect(remainingRefundable({ status: 'authorized', amountCents: 1246 }, [])).toBe(1246);
  expect(remainingRefundable({ status: 'requires_payment', amountCents: 1246 }, [])).toBe(0);
  expect(remainingRefundable({ status: 'canceled', amountCents: 1246 }, [])).toBe(0);
  expect(remainingRefundable(undefined, [])).toBe(0);
});

test('a refund a rule asks for is capped by what is left', () => {
  expect(capRefund(4800, 3925)).toBe(3925);
  expect(capRefund(1000, 3925)).toBe(1000);
  expect(capRefund(1000, -5)).toBe(0);
});

test('service days are Vilnius calendar days, summer and winter', () => {
  expect(marketplaceDay(new Date('2026-06-01T20:59:00Z'))).toBe('2026-06-01');
  expect(marketplaceDay(new Date('2026-06-01T21:00:00Z'))).toBe('2026-06-02');
  expect(marketplaceDay(new Date('2026-12-01T21:59:00Z'))).toBe('2026-12-01');
  expect(marketplaceDay(new Date('2026-12-01T22:00:00Z'))).toBe('2026-12-02');
});

test('delivery is refused before the service day and allowed from its first minute on', () => {
  const service = new Date('2026-06-10T17:00:00Z');
  expect(deliveryTooEarly(service, new Date('2026-06-08T12:00:00Z'))).toBe('2026-06-10');
  expect(deliveryTooEarly(service, new Date('2026-06-09T20:59:59Z'))).toBe('2026-06-10');
  expect(deliveryTooEarly(service, new Date('2026-06-09T21:00:00Z'))).toBeUndefined();
  expect(deliveryTooEarly(service, new Date('2026-06-12T08:00:00Z'))).toBeUndefined();
});
