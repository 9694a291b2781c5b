import { describe, expect, test } from 'vitest';
import { percentOf } from '../money.ts';
import { computeFees } from './fees.ts';

describe('computeFees: the worked example of DESIGN §5', () => {
  // One dish of 90 minutes by a chef at 20.00 EUR/h, quantity 2: unit 3000.
  const lines = [{ unitPriceCents: 3000, productVolume: 2, pricedByTime: true }];

  test('paying in cash: only the fees by card, 1246', () => {
    expect(computeFees(lines, { payInCash: true })).toEqual({
      subtotal: 6000,
      serviceFee: 1000,
      governmentFee: 210,
      chefIncentive: 6000,
      prepayment: 0,
      paymentGatewayFee: 36,
      totalAmount: 1246,
      payToChef: 6000,
    });
  });

  test('paying online: a 50% prepayment, 4336 now and 3000 to the chef', () => {
    expect(computeFees(lines, { payInCash: false })).toEqual({
      subtotal: 6000,
      serviceFee: 1000,
      governmentFee: 210,
      chefIncentive: 6000,
      prepayment: 3000,
      paymentGatewayFee: 126,
      totalAmount: 4336,
      payToChef: 3000,
    });
  });
});

describe('computeFees: edge cases', () => {
  test('dishes with a stored price count in the subtotal but not in the incentive', () => {
    const fees = computeFees(
      [
        { unitPriceCents: 1500, productVolume: 1, pricedByTime: false },
        { unitPriceCents: 2001, productVolume: 1, pricedByTime: true },
      ],
      { payInCash: false },
    );
    expect(fees).toMatchObject({ subtotal: 3501, chefIncentive: 2001, prepayment: 1001, payToChef: 2500 });
    // 3% of 1000 + 210 + 1001 = 2211 -> 66.33 -> 66
    expect(fees.paymentGatewayFee).toBe(66);
    expect(fees.totalAmount).toBe(1000 + 210 + 66 + 1001);
  });

  test('an empty cart still owes the fixed fees', () => {
    expect(computeFees([], { payInCash: false })).toMatchObject({
      subtotal: 0,
      prepayment: 0,
      totalAmount: 1246,
    });
  });

  test('the fixed fees are the same whatever the cart', () => {
    const big = computeFees([{ unitPriceCents: 99_999, productVolume: 50, pricedByTime: true }], {
      payInCash: true,
    });
    expect([big.serviceFee, big.governmentFee, big.totalAmount]).toEqual([1000, 210, 1246]);
  });

  test.each([
    [1000, 21, 210],
    [1210, 3, 36],
    [4210, 3, 126],
    [50, 3, 2], // 1.5 rounds half up
    [1, 50, 1], // 0.5 rounds half up
    [3, 50, 2],
  ])('%i cents x %i%% = %i', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });
});
