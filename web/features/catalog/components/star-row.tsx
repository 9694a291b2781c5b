import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RatingSummary } from '#domain/catalog/catalog.response.ts';
import { localeOf } from '#domain/i18n/locale.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** A star filled, half filled or empty for an average (halves round to the nearest half star). */
export function starFill(star: number, average: number): 'full' | 'half' | 'empty' {
  const rounded = Math.round(average * 2) / 2;
  if (star <= rounded) return 'full';
  return star - 0.5 === rounded ? 'half' : 'empty';
}

/** An average to one decimal in the language's way ("4.5", "4,5"). */
export function formatAverage(average: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

const PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

export function Star({ fill, size = 20 }: { fill: 'full' | 'half' | 'empty'; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" className="text-line" d={PATH} />
      {fill !== 'empty' ? (
        <path
          fill="currentColor"
          className="text-saffron"
          d={PATH}
          style={fill === 'half' ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
        />
      ) : null}
    </svg>
  );
}

/**
 * The real rating of a dish or a chef (replacing the spec's fixed four-star row): the
 * average as stars and a number, and how many reviews it rests on; "No ratings yet" without any.
 */
export function StarRow({ rating, size = 20 }: { rating: RatingSummary | undefined; size?: number }) {
  const { t, i18n } = useTranslation();
  const average = rating?.average ?? null;
  const count = rating?.count ?? 0;
  if (average === null || count === 0) {
    return <p className="text-sm font-semibold text-muted">{t('catalog.reviews.noRatings')}</p>;
  }
  return (
    <div className="flex items-center gap-2">
      <span
        role="img"
        aria-label={t('catalog.reviews.ratingSummary', {
          value: formatAverage(average, i18n.resolvedLanguage ?? 'en'),
          count,
        })}
        className="flex gap-0.5"
      >
        {STARS.map((star) => (
          <Star key={star} fill={starFill(star, average)} size={size} />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-ink">
        {formatAverage(average, i18n.resolvedLanguage ?? 'en')} ·{' '}
        {t('catalog.reviews.reviewCount', { count })}
      </span>
    </div>
  );
}
