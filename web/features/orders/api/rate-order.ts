import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateOrderRequest } from '#domain/orders/order.request.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export type RatingInput = RateOrderRequest;

/** POST /secure/rate-order: once per delivered item, only by its buyer. */
export async function rateOrder(input: RatingInput): Promise<void> {
  await apiPost('/secure/rate-order', { ...input, comment: input.comment?.trim() || undefined });
}

/**
 * `onRated` runs after the order's reviews reloaded. It is the mutation's own callback, so it runs
 * even though the rating form has given way to the review by then.
 */
export function useRateOrder(onRated?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrder,
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.reviews(input.orderId) });
      onRated?.();
      // The orders list offers Rate on the dishes not rated yet.
      void queryClient.invalidateQueries({ queryKey: orderKeys.buyer() });
    },
  });
}
