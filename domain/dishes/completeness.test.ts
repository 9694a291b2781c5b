import { describe, expect, test } from 'vitest';
import { isDishComplete, isDishLive, missingDishParts } from './completeness.ts';

const finished = { storedPriceCents: null, preparationMinutes: 90, allergens: ['milk'], imageCount: 1 };

describe('dish completeness', () => {
  test('a dish saved at step 1 lacks its price, details, allergens and photo', () => {
    expect(
      missingDishParts({ storedPriceCents: null, preparationMinutes: null, allergens: null, imageCount: 0 }),
    ).toEqual(['price', 'details', 'allergens', 'photo']);
  });

  test('a fixed price must be typed in; the preparation time does not stand for it', () => {
    expect(missingDishParts({ ...finished, fixedPrice: true, storedPriceCents: null })).toEqual(['price']);
    expect(isDishComplete({ ...finished, fixedPrice: true, storedPriceCents: 1500 })).toBe(true);
    expect(
      missingDishParts({ ...finished, fixedPrice: true, storedPriceCents: 1500, preparationMinutes: null }),
    ).toEqual(['details']);
  });

  test('a price or a preparation time prices it; zero is no price', () => {
    expect(isDishComplete(finished)).toBe(true);
    expect(missingDishParts({ ...finished, preparationMinutes: 0, storedPriceCents: 0 })).toEqual([
      'price',
      'details',
    ]);
  });

  test('allergens must be declared ("none" counts) and one photo is needed', () => {
    expect(missingDishParts({ ...finished, allergens: [] })).toEqual(['allergens']);
    expect(isDishComplete({ ...finished, allergens: ['none'] })).toBe(true);
    expect(missingDishParts({ ...finished, imageCount: 0 })).toEqual(['photo']);
  });

  test('live: enabled, complete, not taken down, chef approved', () => {
    const live = { active: true, complete: true, blockedReason: null, chefValid: true };
    expect(isDishLive(live)).toBe(true);
    expect(isDishLive({ ...live, complete: false })).toBe(false);
    expect(isDishLive({ ...live, active: false })).toBe(false);
    expect(isDishLive({ ...live, blockedReason: 'x' })).toBe(false);
    expect(isDishLive({ ...live, chefValid: null })).toBe(false);
  });
});
