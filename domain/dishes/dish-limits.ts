/** A dish's limits and defaults, without zod (dish.schema.ts has the schemas; issue 18 §4). */

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
 * spec marketplace §5: only ingredients having both a name and a value are sent; the editor's
 * name/value rows become the JSON text.
 */
export function ingredientsToJson(rows: { name: string; value: string | number }[]): string {
  const map: Record<string, number> = {};
  for (const row of rows) {
    const name = row.name.trim();
    const value = typeof row.value === 'number' ? row.value : Number(String(row.value).replace(',', '.'));
    if (name && String(row.value).trim() !== '' && Number.isFinite(value)) map[name] = value;
  }
  return JSON.stringify(map);
}
