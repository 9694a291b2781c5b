import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { OrderReviewsAnswer } from '#domain/catalog/review.response.ts';
import type { OrderReview } from '../types.ts';
import { orderKeys } from './order-keys.ts';

/** GET /secure/order-reviews?orderId=: the viewer's reviews in this order (buyer) or of their dishes (chef). */
export async function getOrderReviews(orderId: number, signal?: AbortSignal): Promise<OrderReview[]> {
  const envelope = await apiGet<OrderReviewsAnswer>('/secure/order-reviews', { orderId }, signal);
  return envelope.model?.reviews ?? [];
}

export const orderReviewsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.reviews(orderId),
    queryFn: ({ signal }) => getOrderReviews(orderId, signal),
  });

export function useOrderReviews(orderId: number, enabled = true) {
  return useQuery({ ...orderReviewsQueryOptions(orderId), enabled });
}
