import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { SavedProductAnswer } from '#domain/dishes/dish.response.ts';
import { refreshDishViews } from '../cache.ts';

export interface SaveProductInput {
  id?: number;
  title: string;
  description: string;
  /** cents; left out to keep the stored price */
  price?: number;
  /** sold at `price`, not by the chef's time */
  fixedPrice?: boolean;
  measureUnit?: string;
  size?: string;
  videoURL?: string;
  active: boolean;
}

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
