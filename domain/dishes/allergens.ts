/**
 * The 14 allergens EU food law (Regulation 1169/2011, Annex II) requires food businesses to declare.
 * Beyond the spec: customers of food marketplaces expect them on every dish.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** A dish declares its allergens explicitly; "none" is a declaration too, and excludes the others. */
export const NO_ALLERGENS = 'none';

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}
