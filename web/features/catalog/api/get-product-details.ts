import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { DishDetails, ProductDetailsAnswer } from '#domain/catalog/catalog.response.ts';
import { CATALOG_KEY } from '../../../lib/shared-query-keys.ts';

/** GET /store/product-details (spec marketplace §7): `model.dish`, or null when the dish has none. */
export async function getProductDetails(
  productId: string,
  signal?: AbortSignal,
): Promise<DishDetails | null> {
  const envelope = await apiGet<ProductDetailsAnswer>('/store/product-details', { productId }, signal);
  return envelope.model?.dish ?? null;
}

export const productDetailsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'product-details', productId],
    queryFn: ({ signal }) => getProductDetails(productId, signal),
    // spec marketplace §8: a details failure is only logged; the page shows without them.
    retry: false,
  });

export function useProductDetails(productId: string) {
  return useQuery(productDetailsQueryOptions(productId));
}
