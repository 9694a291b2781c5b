import { expect, test } from 'vitest';
import {
  adjustPayout,
  COMPLAINT_WINDOW_MS,
  complaintProblem,
  ComplaintResolutionSchema,
  ComplaintSchema,
  complaintUntil,
  COMPLAINT_DECISION_ACTIONS,
  partialRefundProblem,
  refundableMax,
  refundFor,
} from './complaints.ts';

const delivered = Date.UTC(2026, 5, 1, 12);
const ask = (overrides: Partial<Parameters<typeof complaintProblem>[0]> = {}) =>
  complaintProblem({
    itemStatus: 'delivered',
    deliveredAt: delivered,
    now: delivered + 3_600_000,
    alreadyComplained: false,
    ...overrides,
  });

test('a complaint is possible for 48 hours after delivery, once, and only after delivery', () => {
  expect(COMPLAINT_WINDOW_MS).toBe(48 * 3_600_000);
  expect(complaintUntil(delivered)).toBe(delivered + COMPLAINT_WINDOW_MS);
  expect(complaintUntil(null)).toBeNull();
  expect(ask()).toBeUndefined();
  expect(ask({ now: delivered + COMPLAINT_WINDOW_MS })).toBeUndefined();
  expect(ask({ now: delivered + COMPLAINT_WINDOW_MS + 1 })).toBe('complaints.windowOver');
  expect(ask({ itemStatus: 'confirmed', deliveredAt: null })).toBe('complaints.notDelivered');
  expect(ask({ alreadyComplained: true })).toBe('complaints.alreadyComplained');
});

test('the refund is bounded by the item price and what is left of the card payment', () => {
  // 60 euro of dishes, 43.36 paid by card (fees and the 30 euro prepayment), 30 paid to the chef in cash.
  expect(refundableMax({ itemTotalCents: 6000, refundableCents: 4336 })).toBe(4336);
  expect(refundableMax({ itemTotalCents: 2000, refundableCents: 4336 })).toBe(2000);
  expect(refundableMax({ itemTotalCents: 6000, refundableCents: 336 })).toBe(336);
  expect(refundableMax({ itemTotalCents: 6000, refundableCents: 0 })).toBe(0);
  expect(refundableMax({ itemTotalCents: 6000, refundableCents: -5 })).toBe(0);
  expect(refundFor('full', undefined, 4336)).toBe(4336);
  expect(refundFor('partial', 1000, 4336)).toBe(1000);
  expect(refundFor('none', 1000, 4336)).toBe(0);
});

test.each([
  ['none', 0, 3000, { amountCents: 3000, status: 'scheduled', chefShareCents: 0 }],
  ['full', 4336, 3000, { amountCents: 0, status: 'cancelled', chefShareCents: 3000 }],
  ['partial', 1000, 3000, { amountCents: 2000, status: 'scheduled', chefShareCents: 1000 }],
  ['partial', 4000, 3000, { amountCents: 0, status: 'cancelled', chefShareCents: 3000 }],
] as const)('%s refund of %i on a %i payout', (outcome, refund, payout, expected) => {
  expect(adjustPayout(outcome, refund, payout)).toEqual(expected);
});

test('the complaint form: trimmed text of 10-2000 characters, up to 5 distinct photo ids', () => {
  const id = '0b7e3f4c-8d2a-4c1e-9f6b-2a3d4e5f6a7b';
  const ok = ComplaintSchema.safeParse({
    orderId: '3',
    itemId: '4',
    text: '  cold and raw  ',
    photoIds: `["${id}"]`,
  });
  expect(ok.success && ok.data).toEqual({ orderId: 3, itemId: 4, text: 'cold and raw', photoIds: [id] });
  expect(ComplaintSchema.safeParse({ orderId: 3, itemId: 4, text: 'cold and raw' }).data?.photoIds).toEqual(
    [],
  );
  expect(ComplaintSchema.safeParse({ orderId: 3, itemId: 4, text: '  too short' }).success).toBe(false);
  expect(ComplaintSchema.safeParse({ orderId: 3, itemId: 4, text: 'x'.repeat(2001) }).success).toBe(false);
  expect(
    ComplaintSchema.safeParse({ orderId: 3, itemId: 4, text: 'cold and raw', photoIds: `["${id}","${id}"]` })
      .success,
  ).toBe(false);
  expect(
    ComplaintSchema.safeParse({ orderId: 3, itemId: 4, text: 'cold and raw', photoIds: 'not json' }).success,
  ).toBe(false);
});

test('a partial resolution needs an amount; every resolution needs a reason', () => {
  const complaintId = '0b7e3f4c-8d2a-4c1e-9f6b-2a3d4e5f6a7b';
  expect(
    ComplaintResolutionSchema.safeParse({ complaintId, outcome: 'partial', reason: 'Cold.' }).success,
  ).toBe(false);
  expect(ComplaintResolutionSchema.safeParse({ complaintId, outcome: 'none', reason: '  ' }).success).toBe(
    false,
  );
  expect(
    ComplaintResolutionSchema.safeParse({
      complaintId,
      outcome: 'partial',
      refundAmount: '0',
      reason: 'Cold.',
    }).success,
  ).toBe(false);
  expect(
    ComplaintResolutionSchema.parse({
      complaintId,
      outcome: 'partial',
      refundAmount: '1500',
      reason: 'Cold.',
    }),
  ).toMatchObject({ refundAmount: 1500 });
});

test('a partial refund is capped by what was paid by card', () => {
  expect(partialRefundProblem(4336, 4336)).toBeUndefined();
  expect(partialRefundProblem(1, 4336)).toBeUndefined();
  // More than the card part, though less than the dish's 60 euro: refused.
  expect(partialRefundProblem(5000, 4336)).toBe('complaints.refundTooHigh');
  expect(partialRefundProblem(4337, 4336)).toBe('complaints.refundTooHigh');
  expect(partialRefundProblem(100, 0)).toBe('complaints.nothingToRefund');
});

test('each outcome is logged as an action with a name', () => {
  expect(COMPLAINT_DECISION_ACTIONS).toEqual({
    full: 'refunded-fully',
    partial: 'refunded-partially',
    none: 'rejected',
  });
});
