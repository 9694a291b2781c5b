import { expect, test } from 'vitest';
import { decisionNeedsReason } from './approval.ts';

test('approving a chef with a food-business number needs no reason', () => {
  expect(decisionNeedsReason({ approve: true, foodBusinessNumber: 'LT-123456' })).toBe(false);
});

test('approving without one, or rejecting, needs a reason', () => {
  expect(decisionNeedsReason({ approve: true, foodBusinessNumber: null })).toBe(true);
  expect(decisionNeedsReason({ approve: true, foodBusinessNumber: '  ' })).toBe(true);
  expect(decisionNeedsReason({ approve: false, foodBusinessNumber: 'LT-123456' })).toBe(true);
});
