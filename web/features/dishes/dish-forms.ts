import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import { centsToInput } from '#domain/money.ts';
import { DEFAULT_MEASURE_UNIT } from '#domain/dishes/dish-limits.ts';
import type { EditableDetails, EditableProduct } from './types.ts';

/** How the chef prices the dish: by their time (hourly rate × preparation), or at a fixed price. */
export type Pricing = 'time' | 'fixed';

export interface MainInfoValues {
  title: string;
  description: string;
  pricing: Pricing;
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
    pricing: product?.fixedPrice ? 'fixed' : 'time',
    price: product?.storedPrice == null ? '' : centsToInput(product.storedPrice),
    measureUnit: product?.measureUnit ?? DEFAULT_MEASURE_UNIT,
    size: product?.size ?? '',
    videoURL: product?.videoURL ?? '',
    // A new dish starts as a draft: its chef enables it.
    active: product?.active ?? false,
  };
}

/** One row of the ingredients list: a name, an amount and its unit ('' for none). */
export interface IngredientRow {
  name: string;
  value: string;
  unit: string;
}

export const EMPTY_INGREDIENT: IngredientRow = { name: '', value: '', unit: '' };

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
  // The server answers the ordered list with units beside the spec's text.
  const list = details?.ingredients ?? [];
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
