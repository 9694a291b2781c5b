import fc from 'fast-check';
import { expect, test } from 'vitest';
import { budgetTotal, pricePerGuest, proposalFees } from './proposal-money.ts';

test('a proposal is priced as the chef’s time: DESIGN §5’s worked numbers for EUR 60', () => {
  expect(proposalFees(6000, { payInCash: true })).toMatchObject({ totalAmount: 1246, payToChef: 6000 });
  expect(proposalFees(6000, { payInCash: false })).toMatchObject({
    prepayment: 3000,
    paymentGatewayFee: 126,
    totalAmount: 4336,
    payToChef: 3000,
  });
});

test('whatever the price, the card part and the chef’s part add up to the price plus the fees', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1000, max: 5_000_000 }), fc.boolean(), (price, payInCash) => {
      const fees = proposalFees(price, { payInCash });
      const cardForFood = fees.totalAmount - fees.serviceFee - fees.governmentFee - fees.paymentGatewayFee;
      expect(cardForFood + fees.payToChef).toBe(price);
      expect(fees.subtotal).toBe(price);
    }),
  );
});

test('per guest and budget totals', () => {
  expect(pricePerGuest(54_000, 12)).toBe(4500);
  expect(pricePerGuest(10_000, 3)).toBe(3333);
  expect(budgetTotal(4500, 'perPerson', 12)).toBe(54_000);
  expect(budgetTotal(50_000, 'total', 12)).toBe(50_000);
});
