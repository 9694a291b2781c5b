import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { SavedProductAnswer } from '#domain/dishes/dish.response.ts';
import type { ProductInputSchema } from '#domain/dishes/dish.schema.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { refreshDishViews } from './refresh-dish-views.ts';

/**
 * The main info tab's body as the route parses it: `price` in cents (left out to keep the stored
 * one), `size` and `videoURL` sent as '' to clear them.
 */
export type SaveProductInput = RequestFields<typeof ProductInputSchema>;

/**
 * POST /secure/product (spec marketplace §7): creates the dish, or with `id` updates its main info.
 * The spec's client reads model.productId, or id, or product.id.
 */
export async function saveProduct(input: SaveProductInput): Promise<number> {
  const envelope = await apiPost<SavedProductAnswer>('/secure/product', { ...input });
  const id = envelope.model?.productId ?? envelope.model?.id ?? envelope.model?.product?.id;
  if (!id) throw new Error('dishEditor.errors.productCreationFailed');
  return id;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => refreshDishViews(queryClient),
  });
}
