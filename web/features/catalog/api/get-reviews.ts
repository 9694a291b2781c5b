import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { ProductReviewsAnswer, PublicReview } from '#domain/catalog/review.response.ts';
import { CATALOG_KEY } from '../../../lib/shared-query-keys.ts';

/** GET /store/reviews?productId=: the newest reviews of a dish anyone may see. */
export async function getReviews(productId: string, signal?: AbortSignal): Promise<PublicReview[]> {
  const envelope = await apiGet<ProductReviewsAnswer>('/store/reviews', { productId }, signal);
  return envelope.model?.reviews ?? [];
}

export const reviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'reviews', productId],
    queryFn: ({ signal }) => getReviews(productId, signal),
  });

/** Only asked for when the dish has ratings, so an unrated dish page makes no extra call. */
export function useReviews(productId: string, enabled: boolean) {
  return useQuery({ ...reviewsQueryOptions(productId), enabled });
}
