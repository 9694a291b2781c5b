import { useTranslation } from '../../../i18n/use-translation.ts';
import { useReviews } from '../api/get-reviews.ts';
import type { RatingSummary } from '#domain/catalog/catalog.response.ts';
import { ReviewList } from './review-list.tsx';

/** The dish's recent reviews under its details; nothing at all (and no call) while it has none. */
export function DishReviews({ productId, rating }: { productId: number; rating: RatingSummary | undefined }) {
  const { t } = useTranslation();
  const hasReviews = (rating?.count ?? 0) > 0;
  const query = useReviews(String(productId), hasReviews);
  if (!hasReviews) return null;
  return (
    <section aria-labelledby="dish-reviews" className="mt-10">
      <h2 id="dish-reviews" className="text-2xl font-extrabold tracking-tight">
        {t('catalog.reviews.reviewsTitle')}
      </h2>
      <div className="mt-4">
        {query.isError ? (
          <p className="text-muted">{t('catalog.reviews.reviewsFailed')}</p>
        ) : query.data ? (
          <ReviewList reviews={query.data} />
        ) : (
          <p role="status" className="text-muted">
            …
          </p>
        )}
      </div>
    </section>
  );
}
