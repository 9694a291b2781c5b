import { z } from 'zod';
import { KITCHEN_TYPES } from '../chefs/kitchen-types.ts';
import {
  clearableText,
  formBoolean,
  httpUrl,
  INVALID,
  optionalText,
  recordId,
  REQUIRED,
  requiredText,
} from '../validation.ts';
import { ALLERGENS, NO_ALLERGENS } from './allergens.ts';
import { DISH_LIMITS } from './dish-limits.ts';

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
  title: requiredText(DISH_LIMITS.title),
  description: requiredText(DISH_LIMITS.description),
  /** Used when the dish is not priced by time (DESIGN §5). */
  price: requiredWhole(DISH_LIMITS.priceCents).optional(),
  measureUnit: optionalText(DISH_LIMITS.measureUnit),
  size: clearableText(DISH_LIMITS.size),
  videoURL: httpUrl(DISH_LIMITS.videoURL),
  active: formBoolean.optional(),
  parcelRequires: formBoolean.optional(),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** spec marketplace §3: ingredients travel as JSON text mapping a name to a number. */
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
      .record(
        z.string().trim().min(1).max(100),
        z.number({ error: 'dishes.invalidIngredients' }).finite().nonnegative('dishes.invalidIngredients'),
        { error: 'dishes.invalidIngredients' },
      )
      .refine((map) => Object.keys(map).length <= DISH_LIMITS.ingredients, 'dishes.invalidIngredients'),
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

/** The ingredients of a dish for display; unparseable text gives none (spec: the section is hidden). */
export function parseIngredients(text: string | null | undefined): { name: string; value: number }[] {
  if (!text) return [];
  const parsed = IngredientsSchema.safeParse(text);
  return parsed.success ? Object.entries(parsed.data).map(([name, value]) => ({ name, value })) : [];
}
