import { z } from 'zod';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import {
  DEFAULT_MEASURE_UNIT,
  DishDetailsInputSchema,
  DISH_LIMITS,
  INGREDIENT_UNITS,
  ingredientsToJson,
  parseIngredients,
  ProductInputSchema,
} from '#domain/dishes/dish.schema.ts';
import type { SaveProductDetailsInput } from './api/save-product-details.ts';
import type { SaveProductInput } from './api/save-product.ts';
import type { EditableDetails, EditableProduct } from './types.ts';

/** Euros with up to two decimals, a dot or a comma (Lithuanian keyboards type "12,50"). */
const EUROS = /^\d{1,7}([.,]\d{1,2})?$/;
const MAX_EUROS = DISH_LIMITS.priceCents / 100;

/** "12,5" → 1250 cents; blank → undefined. */
export function eurosToCents(text: string): number | undefined {
  const clean = text.trim();
  if (!clean) return undefined;
  return Math.round(Number(clean.replace(',', '.')) * 100);
}

export function centsToEuros(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
}

/**
 * The main info tab: the domain's rules for the text fields (spec marketplace §5 limits, messages as
 * codes) plus the price, typed in euros and optional (DESIGN §5: used only when the dish is not
 * priced by time), and the enabled flag.
 */
export const MainInfoFormSchema = ProductInputSchema.pick({
  title: true,
  description: true,
  measureUnit: true,
  size: true,
  videoURL: true,
}).extend({
  price: z.string().superRefine((text, ctx) => {
    const clean = text.trim();
    if (!clean) return;
    if (!EUROS.test(clean)) ctx.addIssue({ code: 'custom', message: 'dishEditor.invalidPrice' });
    else if (Number(clean.replace(',', '.')) > MAX_EUROS)
      ctx.addIssue({ code: 'custom', message: 'forms.validation.max', params: { max: MAX_EUROS } });
  }),
  active: z.boolean(),
});

export interface MainInfoValues {
  title: string;
  description: string;
  price: string;
  measureUnit: string;
  size: string;
  videoURL: string;
  active: boolean;
}

export function mainInfoDefaults(product: EditableProduct | undefined): MainInfoValues {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    price: centsToEuros(product?.storedPrice),
    measureUnit: product?.measureUnit ?? DEFAULT_MEASURE_UNIT,
    size: product?.size ?? '',
    videoURL: product?.videoURL ?? '',
    // A new dish starts as a draft: its chef enables it (issue 19).
    active: product?.active ?? false,
  };
}

/** The POST /secure/product form for valid values (the price travels in cents). */
export function toProductInput(values: MainInfoValues, id: number | undefined): SaveProductInput {
  const parsed = MainInfoFormSchema.parse(values);
  return {
    id,
    title: parsed.title,
    description: parsed.description,
    price: eurosToCents(values.price),
    measureUnit: parsed.measureUnit ?? DEFAULT_MEASURE_UNIT,
    // An emptied field is sent empty, which clears it on the server.
    size: parsed.size ?? '',
    videoURL: parsed.videoURL ?? '',
    active: values.active,
  };
}

/** One row of the ingredients list: a name, an amount and its unit ('' for none; issue 19). */
export interface IngredientRow {
  name: string;
  value: string;
  unit: string;
}

export const EMPTY_INGREDIENT: IngredientRow = { name: '', value: '', unit: '' };

/** The details tab: the domain's details rules, with ingredients as name/value rows. */
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

export interface DetailsValues {
  kitchenType: string;
  preparationMinutes: string;
  preparationDescription: string;
  calories: string;
  servingsNumber: string;
  ingredients: IngredientRow[];
  allergens: string[];
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The stored ingredients as editor rows: the ordered list with units, else the spec's map. */
function ingredientRows(details: EditableDetails | null | undefined): IngredientRow[] {
  const list = details?.ingredients ?? parseIngredients(details?.ingridients);
  return list.map((item) => ({ name: item.name, value: String(item.value), unit: item.unit ?? '' }));
}

export function detailsDefaults(details: EditableDetails | null | undefined): DetailsValues {
  const rows = ingredientRows(details);
  return {
    kitchenType:
      details?.kitchenType && (KITCHEN_TYPES as readonly string[]).includes(details.kitchenType)
        ? details.kitchenType
        : '',
    preparationMinutes: text(details?.preparationMinutes),
    preparationDescription: details?.preparationDescription ?? '',
    calories: text(details?.calories),
    servingsNumber: text(details?.servingsNumber),
    ingredients: rows.length > 0 ? rows : [EMPTY_INGREDIENT],
    allergens: details?.allergens ?? [],
  };
}

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
