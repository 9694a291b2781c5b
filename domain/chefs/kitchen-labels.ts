import { isKitchenType, type KitchenType } from './kitchen-types.ts';

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
