import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ALLERGENS, type Allergen } from '#domain/dishes/allergens.ts';
import { toggleAllergen } from '../allergen-filter.ts';
import { useCatalogLabels } from './labels.ts';

interface AllergenFilterBarProps {
  hidden: readonly Allergen[];
  onChange: (next: Allergen[]) => void;
  hiddenCount: number;
  /** Some hidden dishes were hidden only because they declare no allergens. */
  hidesUndeclared: boolean;
}

/** "Hide dishes containing: …" with one toggle chip per EU allergen. */
export function AllergenFilterBar({
  hidden,
  onChange,
  hiddenCount,
  hidesUndeclared,
}: AllergenFilterBarProps) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const legendId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={legendId} className="text-sm font-semibold text-ink">
        {t('catalog.allergenFilter.legend')}
      </p>
      <div role="group" aria-labelledby={legendId} className="-mx-4 sm:mx-0">
        <ul className="relative flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0">
          {ALLERGENS.map((allergen) => {
            const pressed = hidden.includes(allergen);
            return (
              <li key={allergen} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onChange(toggleAllergen(hidden, allergen))}
                  className={`min-h-9 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                    pressed
                      ? 'border-ink bg-ink text-white line-through decoration-2'
                      : 'border-line bg-surface text-ink hover:border-ink'
                  }`}
                >
                  {labels.allergen(allergen)}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        {hidden.length > 0 ? (
          <>
            <span>
              {t('catalog.allergenFilter.hidden', { count: hiddenCount })}
              {hidesUndeclared ? ` ${t('catalog.allergenFilter.undeclaredNote')}` : ''}
            </span>
            <button
              type="button"
              onClick={() => onChange([])}
              className="font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
            >
              {t('catalog.allergenFilter.showAll')}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
