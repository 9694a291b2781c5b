/** A dish's limits and defaults, without zod (dish.schema.ts has the schemas). */

/** spec marketplace §5, §9. */
export const DISH_LIMITS = {
  title: 255,
  description: 8000,
  videoURL: 500,
  preparationDescription: 5000,
  measureUnit: 30,
  size: 60,
  /** Sanity ceilings the spec leaves open. */
  preparationMinutes: 24 * 60,
  calories: 20_000,
  servingsNumber: 200,
  priceCents: 1_000_000,
  ingredients: 60,
} as const;
export const DEFAULT_MEASURE_UNIT = 'item';
export const DEFAULT_CURRENCY_ID = 6;
/** spec marketplace §9: description previews elsewhere are cut at 60 characters. */
export const DESCRIPTION_PREVIEW = 60;

/**
 * Units an ingredient's amount is given in. A dish saved before units existed, or through
 * the spec's name-to-number map, has none (null): its amount is shown as a bare number.
 */
export const INGREDIENT_UNITS = ['g', 'kg', 'ml', 'l', 'pcs', 'tsp', 'tbsp'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];

/** One ingredient of a dish, in the chef's order. */
export interface Ingredient {
  name: string;
  value: number;
  unit: IngredientUnit | null;
}

/**
 * spec marketplace §5: only ingredients having both a name and a value are sent; the editor's
 * name/value/unit rows become the JSON text, as the ordered list with units.
 */
export function ingredientsToJson(
  rows: { name: string; value: string | number; unit?: string | null }[],
): string {
  const list: Ingredient[] = [];
  for (const row of rows) {
    const name = row.name.trim();
    const value = typeof row.value === 'number' ? row.value : Number(String(row.value).replace(',', '.'));
    const unit = (INGREDIENT_UNITS as readonly string[]).includes(row.unit ?? '')
      ? (row.unit as IngredientUnit)
      : null;
    if (name && String(row.value).trim() !== '' && Number.isFinite(value)) list.push({ name, value, unit });
  }
  return JSON.stringify(list);
}
