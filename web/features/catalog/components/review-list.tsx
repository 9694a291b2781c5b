import { useTranslation } from '../../../i18n/use-translation.ts';
import type { PublicReview } from '#domain/catalog/review.response.ts';
import { Star, starFill } from './star-row.tsx';
import { formatInstant } from '#domain/i18n/dates.ts';

/**
 * Reviews as the public reads them: first name, stars, date, comment and the chef's reply; with
 * `showDish`, what was rated (a dish, or an event menu by its occasion).
 */
export function ReviewList({ reviews, showDish = false }: { reviews: PublicReview[]; showDish?: boolean }) {
  const { t, i18n } = useTranslation();
  const date = (ms: number) => formatInstant(ms, 'date', i18n.resolvedLanguage);
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-card border border-line bg-surface p-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-bold text-ink">{review.reviewer || t('catalog.reviews.anonymous')}</span>
            <span
              role="img"
              aria-label={t('catalog.detail.rating', { value: review.rating })}
              className="flex gap-0.5"
            >
              {[1, 2, 3, 4, 5].map((star) => (
                <Star key={star} fill={starFill(star, review.rating)} size={16} />
              ))}
            </span>
            <span className="text-sm text-muted">{date(review.createTimestamp)}</span>
            {showDish ? (
              <span className="text-sm text-muted">
                {review.occasion
                  ? t('catalog.reviews.onEvent', {
                      occasion: t(`catalog.reviews.occasions.${review.occasion}`),
                    })
                  : t('catalog.reviews.onDish', { title: review.productTitle })}
              </span>
            ) : null}
          </div>
          {review.comment ? <p className="mt-1 whitespace-pre-line text-ink">{review.comment}</p> : null}
          {review.reply ? (
            <div className="mt-2 border-l-4 border-saffron pl-3 text-sm">
              <p className="font-semibold text-ink">{t('catalog.reviews.chefReply')}</p>
              <p className="whitespace-pre-line text-ink">{review.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
