import { describe, expect, test } from 'vitest';
import { dishUnitPrice, isPricedByTime, servingsFor } from './dish-price.ts';

describe('dishUnitPrice (DESIGN §5)', () => {
  test.each([
    // the worked example: 90 minutes at 20.00 EUR/h
    [{ storedPriceCents: null, preparationMinutes: 90, hourRateCents: 2000 }, 3000],
    [{ storedPriceCents: 999, preparationMinutes: 90, hourRateCents: 2000 }, 3000],
    [{ storedPriceCents: 1250, preparationMinutes: null, hourRateCents: 2000 }, 1250],
    [{ storedPriceCents: 1250, preparationMinutes: 45, hourRateCents: null }, 1250],
    [{ storedPriceCents: 1250, preparationMinutes: 0, hourRateCents: 2000 }, 1250],
    [{ storedPriceCents: null, preparationMinutes: null, hourRateCents: null }, 0],
    // rounding half up: 25 min at 25.55/h = 1064.58 -> 1065; 7 min at 10.00/h = 116.67 -> 117
    [{ storedPriceCents: null, preparationMinutes: 25, hourRateCents: 2555 }, 1065],
    [{ storedPriceCents: null, preparationMinutes: 7, hourRateCents: 1000 }, 117],
  ])('%j -> %i', (dish, cents) => {
    expect(dishUnitPrice(dish)).toBe(cents);
  });

  test('a fixed price counts whatever the preparation time', () => {
    const cake = { storedPriceCents: 1500, preparationMinutes: 240, hourRateCents: 2000, fixedPrice: true };
    expect(dishUnitPrice(cake)).toBe(1500);
    expect(isPricedByTime(cake)).toBe(false);
    expect(dishUnitPrice({ ...cake, fixedPrice: false })).toBe(8000);
  });

  test('priced by time only with both a time and a rate', () => {
    expect(isPricedByTime({ preparationMinutes: 30, hourRateCents: 1 })).toBe(true);
    expect(isPricedByTime({ preparationMinutes: 30, hourRateCents: 0 })).toBe(false);
  });
});

test('servings scale with the quantity, a missing base counts as 1', () => {
  expect(servingsFor(4, 3)).toBe(12);
  expect(servingsFor(null, 2)).toBe(2);
});
