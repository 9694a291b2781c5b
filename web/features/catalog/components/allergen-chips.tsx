import { useTranslation } from '../../../i18n/use-translation.ts';
import { NO_ALLERGENS } from '#domain/dishes/allergens.ts';
import { declaredAllergens } from '../allergen-filter.ts';
import { useCatalogLabels } from './labels.ts';

/** A dish's declared allergens as small chips; "none" reads "No major allergens"; nothing declared shows nothing. */
export function AllergenChips({
  allergens,
  className = '',
}: {
  allergens: readonly string[];
  className?: string;
}) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const list = declaredAllergens(allergens);
  if (list.length === 0 && !allergens.includes(NO_ALLERGENS)) return null;
  return (
    <div className={className}>
      <span className="sr-only">{t('catalog.dish.allergens')}: </span>
      {list.length === 0 ? (
        <span className="inline-flex rounded-full bg-basil-soft px-2.5 py-0.5 text-xs font-semibold text-basil">
          {t('catalog.dish.noAllergens')}
        </span>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {list.map((allergen) => (
            <li
              key={allergen}
              className="rounded-full border border-saffron/70 bg-saffron/15 px-2.5 py-0.5 text-xs font-semibold text-ink"
            >
              {labels.allergen(allergen)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
