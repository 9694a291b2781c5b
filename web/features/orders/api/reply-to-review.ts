import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReplyRequest } from '#domain/orders/order.request.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** POST /secure/review-reply: the dish's chef answers a review, once. */
export async function replyToReview(input: ReviewReplyRequest): Promise<void> {
  await apiPost('/secure/review-reply', { reviewId: input.reviewId, reply: input.reply.trim() });
}

/** `onReplied` runs after the reviews reloaded, also when the reply form is gone by then. */
export function useReplyToReview(onReplied?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.reviews() });
      onReplied?.();
      // The chef's list of work (Needs you) loses the review.
      void queryClient.invalidateQueries({ queryKey: orderKeys.sellerWork() });
    },
  });
}
