import { z } from 'zod';
import {
  DEFAULT_MEASURE_UNIT,
  DishDetailsInputSchema,
  DISH_LIMITS,
  ingredientsToJson,
  INGREDIENT_UNITS,
  ProductInputSchema,
} from '#domain/dishes/dish.schema.ts';
import { parseEuros } from '#domain/money.ts';
import type { SaveProductDetailsInput } from './api/save-product-details.ts';
import type { SaveProductInput } from './api/save-product.ts';
import type { DetailsValues, MainInfoValues } from './dish-forms.ts';

/**
 * The dish editor's schemas, which bring zod: the forms load this module once they are drawn
 * (form-resolver.ts `lazyResolver`), so the editor opens without zod's 25 KB gzip.
 */

const MAX_EUROS = DISH_LIMITS.priceCents / 100;

/**
 * The main info tab: the domain's rules for the text fields (spec marketplace §5 limits, messages as
 * codes) plus the pricing: by time (DESIGN §5), or a fixed price typed in euros, which is then
 * required; and the enabled flag.
 */
export const MainInfoFormSchema = ProductInputSchema.pick({
  title: true,
  description: true,
  measureUnit: true,
  size: true,
  videoURL: true,
})
  .extend({
    pricing: z.enum(['time', 'fixed']),
    price: z.string().superRefine((text, ctx) => {
      if (!text.trim()) return;
      // Euros with up to two decimals, a dot or a comma (domain/money.ts).
      const cents = parseEuros(text);
      if (cents === null || cents === 0) ctx.addIssue({ code: 'custom', message: 'dishEditor.invalidPrice' });
      else if (cents > DISH_LIMITS.priceCents)
        ctx.addIssue({ code: 'custom', message: 'forms.validation.max', params: { max: MAX_EUROS } });
    }),
    active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.pricing === 'fixed' && !values.price.trim())
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'dishEditor.fixedPriceRequired' });
  });

/** The details tab: the domain's details rules, with ingredients as name/value/unit rows. */
export const DetailsFormSchema = DishDetailsInputSchema.omit({ productId: true, ingridients: true }).extend({
  ingredients: z
    .array(
      z.object({
        name: z.string().max(100, 'forms.validation.maxLength'),
        value: z.string(),
        unit: z.union([z.enum(INGREDIENT_UNITS), z.literal('')], { error: 'dishes.invalidIngredientUnit' }),
      }),
    )
    .max(DISH_LIMITS.ingredients, 'forms.validation.max'),
});

/** The POST /secure/product-details form; only ingredient rows with a name and a value are sent. */
export function toDetailsInput(values: DetailsValues, productId: number): SaveProductDetailsInput {
  const parsed = DetailsFormSchema.parse(values);
  return {
    productId,
    kitchenType: parsed.kitchenType,
    preparationMinutes: parsed.preparationMinutes,
    preparationDescription: parsed.preparationDescription,
    calories: parsed.calories,
    servingsNumber: parsed.servingsNumber,
    ingridients: ingredientsToJson(values.ingredients),
    allergens: parsed.allergens,
  };
}

/** The POST /secure/product form for valid values (the price travels in cents). */
export function toProductInput(values: MainInfoValues, id: number | undefined): SaveProductInput {
  const parsed = MainInfoFormSchema.parse(values);
  return {
    id,
    title: parsed.title,
    description: parsed.description,
    fixedPrice: parsed.pricing === 'fixed',
    // Priced by time, the stored price is not used and is left as it is.
    price: parsed.pricing === 'fixed' ? (parseEuros(values.price) ?? undefined) : undefined,
    measureUnit: parsed.measureUnit ?? DEFAULT_MEASURE_UNIT,
    // An emptied field is sent empty, which clears it on the server.
    size: parsed.size ?? '',
    videoURL: parsed.videoURL ?? '',
    active: values.active,
  };
}
