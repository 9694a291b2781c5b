import { describe, expect, test } from 'vitest';
import { planRefund } from './cancellation.ts';
import { isFinal, transitionProblem } from './order-status.ts';

describe('item transitions', () => {
  test.each([
    ['placed', 'confirmed', 'seller', undefined],
    ['placed', 'confirmed', 'buyer', 'pages.auth.forbidden'],
    ['placed', 'cancelled', 'buyer', undefined],
    ['placed', 'cancelled', 'seller', undefined],
    ['placed', 'delivered', 'seller', 'orders.cannot.deliveredFromPlaced'],
    ['confirmed', 'delivered', 'seller', undefined],
    ['confirmed', 'delivered', 'buyer', 'pages.auth.forbidden'],
    ['confirmed', 'cancelled', 'buyer', undefined],
    ['delivered', 'cancelled', 'buyer', 'orders.cannot.cancelledFromDelivered'],
    ['cancelled', 'confirmed', 'seller', 'orders.cannot.confirmedFromCancelled'],
    ['confirmed', 'confirmed', 'seller', 'orders.alreadyInStatus'],
  ] as const)('%s -> %s by %s: %s', (from, to, actor, problem) => {
    expect(transitionProblem(from, to, actor)).toBe(problem);
  });
  test('delivered and cancelled are final', () => {
    expect(['placed', 'confirmed', 'delivered', 'cancelled'].map((s) => isFinal(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('planRefund (spec marketplace §1)', () => {
  const service = new Date('2026-12-24T17:00:00Z');
  const base = {
    paidCents: 4336,
    providerCommissionCents: 126,
    ingredientCostsCents: 0,
    serviceDate: service,
    cancelledBy: 'buyer' as const,
  };

  test('more than 24 hours ahead: everything back but the provider\u2019s commission', () => {
    expect(planRefund({ ...base, now: new Date('2026-12-23T16:59:00Z') })).toEqual({
      refundCents: 4210,
      keptCents: 126,
      reason: 'earlyCancellation',
      isLate: false,
    });
  });
  test('less than 24 hours ahead: the 30 euro penalty and ingredient costs are kept', () => {
    expect(planRefund({ ...base, ingredientCostsCents: 500, now: new Date('2026-12-23T17:01:00Z') })).toEqual(
      {
        refundCents: 836,
        keptCents: 3500,
        reason: 'lateCancellation',
        isLate: true,
      },
    );
  });
  test('never keeps more than was paid', () => {
    expect(planRefund({ ...base, paidCents: 1246, now: new Date('2026-12-24T16:00:00Z') })).toMatchObject({
      refundCents: 0,
      keptCents: 1246,
    });
  });
  test('a chef who cancels refunds in full, however late', () => {
    expect(
      planRefund({ ...base, cancelledBy: 'seller', now: new Date('2026-12-24T16:00:00Z') }),
    ).toMatchObject({ refundCents: 4336, keptCents: 0, reason: 'chefCancelled' });
  });
  test('nothing paid, nothing refunded', () => {
    expect(planRefund({ ...base, paidCents: 0, now: new Date('2026-12-01T00:00:00Z') })).toMatchObject({
      refundCents: 0,
      reason: 'nothingPaid',
    });
  });
});
