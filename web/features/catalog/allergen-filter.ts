import { ALLERGENS, NO_ALLERGENS, type Allergen } from '#domain/dishes/allergens.ts';

/**
 * The chef page's "Hide dishes containing: …" filter. A dish is hidden when it declares any chosen
 * allergen. A dish that declares nothing at all is hidden too while a filter is on: for someone
 * avoiding an allergen, "unknown" is not "safe". A dish that declares "none" always stays.
 */
export function filterByAllergens<T extends { allergens?: readonly string[] | null }>(
  dishes: readonly T[],
  hidden: readonly Allergen[],
): { visible: T[]; hiddenCount: number } {
  if (hidden.length === 0) return { visible: [...dishes], hiddenCount: 0 };
  const visible = dishes.filter((dish) => {
    const declared = dish.allergens ?? [];
    if (declared.length === 0) return false;
    if (declared.includes(NO_ALLERGENS)) return true;
    return !declared.some((allergen) => (hidden as readonly string[]).includes(allergen));
  });
  return { visible, hiddenCount: dishes.length - visible.length };
}

/** Toggles one allergen, keeping the EU list's order. */
export function toggleAllergen(hidden: readonly Allergen[], allergen: Allergen): Allergen[] {
  return hidden.includes(allergen)
    ? hidden.filter((item) => item !== allergen)
    : ALLERGENS.filter((item) => item === allergen || hidden.includes(item));
}

/** The declared allergens worth showing as chips: known ones, in the EU list's order ("none" shows none). */
export function declaredAllergens(list: readonly string[] | null | undefined): Allergen[] {
  const declared = new Set(list ?? []);
  return ALLERGENS.filter((allergen) => declared.has(allergen));
}
