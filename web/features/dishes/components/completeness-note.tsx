import { useTranslation } from '../../../i18n/use-translation.ts';
import { missingDishParts } from '#domain/dishes/completeness.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import type { EditableDish } from '../types.ts';
import '../texts.ts';

/**
 * What the dish still lacks before customers see it (the rule is the domain's, the same
 * the server applies), or that it is live, or complete but not enabled.
 */
export function CompletenessNote({ dish }: { dish: EditableDish | undefined }) {
  const { t } = useTranslation();
  const missing = missingDishParts({
    storedPriceCents: dish?.product.storedPrice,
    fixedPrice: dish?.product.fixedPrice,
    preparationMinutes: dish?.details?.preparationMinutes,
    allergens: dish?.details?.allergens,
    imageCount: dish?.product.relatedFiles.length ?? 0,
  });
  if (missing.length > 0) {
    return (
      <Banner tone="info">
        <p className="font-bold">{t('dishEditor.completeness.missingTitle')}</p>
        <ul className="mt-1 list-disc pl-5" data-testid="dish-missing">
          {missing.map((part) => (
            <li key={part}>
              {part === 'price' && dish?.product.fixedPrice
                ? t('dishEditor.completeness.fixedPrice')
                : t(`dishEditor.completeness.${part}`)}
            </li>
          ))}
        </ul>
      </Banner>
    );
  }
  return dish?.product.active ? (
    <Banner tone="success">{t('dishEditor.completeness.live')}</Banner>
  ) : (
    <Banner tone="info">{t('dishEditor.completeness.notEnabled')}</Banner>
  );
}
