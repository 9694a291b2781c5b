/**
 * spec accounts §3 "Kitchen type list" (spelling kept, including "backery"), and Lithuanian (the
 * questionnaire offered it first; it is kept in the profile, the filters and the dish editor).
 * The order is the questionnaire's cuisine options, 33 onwards (kitchenTypeOfCuisineOption).
 */
export const KITCHEN_TYPES = [
  'mediterranean',
  'french',
  'mexican',
  'asian',
  'indian',
  'american',
  'backery',
  'vegan',
  'seafood',
  'grill',
  'street',
  'desserts',
  'georgian',
  'pizza',
  'lithuanian',
] as const;
export type KitchenType = (typeof KITCHEN_TYPES)[number];

/** spec accounts §5, §9. */
export const MAX_KITCHEN_TYPES = 3;

/** The questionnaire's cuisine options (question 9: 33 Mediterranean … 47 Lithuanian) as kitchen types. */
export const FIRST_CUISINE_OPTION = 33;
export function kitchenTypeOfCuisineOption(optionId: number): KitchenType | undefined {
  return KITCHEN_TYPES[optionId - FIRST_CUISINE_OPTION];
}

export function isKitchenType(value: string): value is KitchenType {
  return (KITCHEN_TYPES as readonly string[]).includes(value);
}

/** spec accounts §3: the server may return a comma-separated string, which is split and trimmed. */
export function parseKitchenTypes(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  return list.map((item) => item.trim()).filter(Boolean);
}
