import { useTranslation } from '../../../i18n/use-translation.ts';
import { isKitchenType } from '#domain/chefs/kitchen-types.ts';
import { isAllergen } from '#domain/dishes/allergens.ts';

/** Display names of the catalogue's codes; unknown codes show as they came. */
export function useCatalogLabels() {
  const { t } = useTranslation();
  return {
    kitchenType: (type: string) => (isKitchenType(type) ? t(`catalog.kitchenTypes.${type}`) : type),
    allergen: (allergen: string) => (isAllergen(allergen) ? t(`catalog.allergens.${allergen}`) : allergen),
  };
}
