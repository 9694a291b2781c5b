import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Merchant } from '#domain/catalog/catalog.response.ts';
import { decimal } from '#domain/i18n/locale.ts';
import { NextAvailable } from './next-available.tsx';
import TrustBadges from './trust-badges.tsx';

/** A chef card's trust row: the rating, the next available date and the badges. */
export default function CardTrust({ merchant }: { merchant: Merchant }) {
  const { i18n } = useTranslation();
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <CardRating merchant={merchant} language={i18n.resolvedLanguage ?? 'en'} />
        <NextAvailable date={merchant.nextAvailableDate} compact />
      </div>
      {merchant.earnedBadges.length > 0 ? (
        <div className="mt-3">
          <TrustBadges badges={merchant.earnedBadges} compact />
        </div>
      ) : null}
    </>
  );
}

/** The chef's average and how many ratings it rests on, or that nobody has rated them yet. */
function CardRating({ merchant, language }: { merchant: Merchant; language: string }) {
  const { t } = useTranslation();
  const { average, count } = merchant.rating;
  if (average === null || count === 0)
    return <p className="text-sm font-semibold text-muted">{t('catalog.reviews.noRatings')}</p>;
  // One decimal in the language's way ("4.5", "4,5"); the card draws one star, not the page's row.
  const value = decimal(average.toFixed(1), language);
  return (
    <p data-rating={average} className="flex items-center gap-1 text-sm font-semibold text-ink">
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="text-saffron"
      >
        <path
          fill="currentColor"
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        />
      </svg>
      <span className="sr-only">{t('catalog.reviews.ratingSummary', { value, count })}</span>
      <span aria-hidden="true">
        {value} <span className="font-normal text-muted">({count})</span>
      </span>
    </p>
  );
}
