/**
 * spec accounts §3 "Kitchen type list" (spelling kept, including "backery"), and Lithuanian (issue
 * 19: the questionnaire offered it; now it is kept in the profile, the filters and the dish editor).
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

/** The type names as the catalogue shows them, for texts outside the web's catalog feature. */
export const KITCHEN_LABELS: Record<'en' | 'lt', Record<KitchenType, string>> = {
  en: {
    mediterranean: 'Mediterranean',
    french: 'French',
    mexican: 'Mexican',
    asian: 'Asian',
    indian: 'Indian',
    american: 'American',
    backery: 'Bakery',
    vegan: 'Vegan',
    seafood: 'Seafood',
    grill: 'Grill',
    street: 'Street food',
    desserts: 'Desserts',
    georgian: 'Georgian',
    pizza: 'Pizza',
    lithuanian: 'Lithuanian',
  },
  lt: {
    mediterranean: 'Viduržemio jūros',
    french: 'Prancūzų',
    mexican: 'Meksikiečių',
    asian: 'Azijos',
    indian: 'Indų',
    american: 'Amerikiečių',
    backery: 'Kepiniai',
    vegan: 'Veganiška',
    seafood: 'Jūros gėrybės',
    grill: 'Kepsninė',
    street: 'Gatvės maistas',
    desserts: 'Desertai',
    georgian: 'Gruzinų',
    pizza: 'Pica',
    lithuanian: 'Lietuvių',
  },
};

/** A kitchen type's name in `lang`; an unknown code stays as it is. */
export function kitchenLabel(type: string, lang: 'en' | 'lt'): string {
  return isKitchenType(type) ? KITCHEN_LABELS[lang][type] : type;
}

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
