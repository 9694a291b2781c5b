import { z } from 'zod';
import { KITCHEN_TYPES } from '../chefs/kitchen-types.ts';
import {
  clearableText,
  formBoolean,
  httpUrl,
  INVALID,
  optionalName,
  recordId,
  REQUIRED,
  requiredName,
  requiredText,
} from '../validation.ts';
import { ALLERGENS, NO_ALLERGENS } from './allergens.ts';
import { DISH_LIMITS, INGREDIENT_UNITS, type Ingredient } from './dish-limits.ts';

// The limits and the ingredients' JSON live apart from zod (dish-limits.ts), so a screen that only
// shows a dish need not load it; here as well for the schemas' other readers.
export * from './dish-limits.ts';

/** Form text to a number; empty means missing (spec accounts §5 "Number input: empty becomes undefined"). */
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined
    ? undefined
    : typeof value === 'string'
      ? Number(value)
      : value;

const requiredWhole = (max: number, min = 0, missing = REQUIRED) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : INVALID) })
      .int(INVALID)
      .min(min, 'forms.validation.min')
      .max(max, 'forms.validation.max'),
  );

/** POST /secure/product: the main info tab (with `id` when editing). */
export const ProductInputSchema = z.object({
  id: recordId().optional(),
  title: requiredName(DISH_LIMITS.title),
  description: requiredText(DISH_LIMITS.description),
  /** Used when the dish is not priced by time (DESIGN §5). */
  price: requiredWhole(DISH_LIMITS.priceCents).optional(),
  /** The chef sells the dish at `price`, not at the hourly rate times the preparation time. */
  fixedPrice: formBoolean.optional(),
  measureUnit: optionalName(DISH_LIMITS.measureUnit),
  size: clearableText(DISH_LIMITS.size, { name: true }),
  videoURL: httpUrl(DISH_LIMITS.videoURL),
  active: formBoolean.optional(),
  parcelRequires: formBoolean.optional(),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

const ingredientName = z
  .string({ error: 'dishes.invalidIngredients' })
  .trim()
  .min(1, 'dishes.invalidIngredients')
  .max(100, 'forms.validation.maxLength');
const ingredientValue = z
  .number({ error: 'dishes.invalidIngredients' })
  .finite()
  .nonnegative('dishes.invalidIngredients');

/** The ordered list with units: `[{ "name": "Miltai", "value": 500, "unit": "g" }]`. */
const IngredientListSchema = z.array(
  z.object({
    name: ingredientName,
    value: ingredientValue,
    unit: z.enum(INGREDIENT_UNITS, { error: 'dishes.invalidIngredientUnit' }).nullish(),
  }),
  { error: 'dishes.invalidIngredients' },
);

/** spec marketplace §3: the name-to-number map (no order a database keeps, no units). */
const IngredientMapSchema = z.record(ingredientName, ingredientValue, { error: 'dishes.invalidIngredients' });

/**
 * `ingridients` as JSON text: the spec's map of name to number, or the ordered list with
 * units the web app sends. Either way the result is the list, in the order given, names unique.
 */
export const IngredientsSchema = z
  .string({ error: INVALID })
  .max(10_000, 'forms.validation.maxLength')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'dishes.invalidIngredients' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .unknown()
      // The list or the map, each with its own messages (a union would report only its own).
      .transform((value, ctx): Ingredient[] => {
        const parsed = Array.isArray(value)
          ? IngredientListSchema.safeParse(value)
          : IngredientMapSchema.safeParse(value);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
          return z.NEVER;
        }
        return Array.isArray(parsed.data)
          ? parsed.data.map((item) => ({ name: item.name, value: item.value, unit: item.unit ?? null }))
          : Object.entries(parsed.data).map(([name, amount]) => ({ name, value: amount, unit: null }));
      })
      .refine((list) => list.length <= DISH_LIMITS.ingredients, 'dishes.invalidIngredients')
      .refine(
        (list) => new Set(list.map((item) => item.name.toLowerCase())).size === list.length,
        'dishes.duplicateIngredient',
      ),
  );

/** Allergens as a list or comma text: each one of the EU's 14, or just "none". */
const AllergensSchema = z
  .union([z.string(), z.array(z.string())], { error: 'dishes.allergensRequired' })
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum([...ALLERGENS, NO_ALLERGENS], { error: 'dishes.invalidAllergen' }))
      .min(1, 'dishes.allergensRequired')
      .refine((list) => !list.includes(NO_ALLERGENS) || list.length === 1, 'dishes.allergensNoneAlone'),
  );

/** POST /secure/product-details: the details tab. */
export const DishDetailsInputSchema = z.object({
  productId: recordId('dishes.noProductId'),
  kitchenType: z.enum(KITCHEN_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? REQUIRED : 'forms.validation.invalidKitchenType',
  }),
  preparationMinutes: requiredWhole(DISH_LIMITS.preparationMinutes, 1),
  preparationDescription: requiredText(DISH_LIMITS.preparationDescription),
  calories: requiredWhole(DISH_LIMITS.calories),
  servingsNumber: requiredWhole(DISH_LIMITS.servingsNumber, 1),
  ingridients: IngredientsSchema.optional(),
  allergens: AllergensSchema,
});
export type DishDetailsInput = z.infer<typeof DishDetailsInputSchema>;

/**
 * A stored or sent ingredients value as the ordered list: the list itself, or the spec's map (rows
 * saved before units); anything else gives none (spec: unparseable ingredients hide the section).
 */
export function toIngredientList(value: unknown): Ingredient[] {
  if (value === null || value === undefined) return [];
  const parsed = IngredientsSchema.safeParse(typeof value === 'string' ? value : JSON.stringify(value));
  return parsed.success ? parsed.data : [];
}

/** The spec's `ingridients` text (marketplace §3: a map of name to number), in the list's order. */
export function ingredientsAsSpecJson(list: readonly Ingredient[]): string {
  return JSON.stringify(Object.fromEntries(list.map((item) => [item.name, item.value])));
}

/** The ingredients of a dish for display; unparseable text gives none (spec: the section is hidden). */
export function parseIngredients(text: string | null | undefined): Ingredient[] {
  return text ? toIngredientList(text) : [];
}
