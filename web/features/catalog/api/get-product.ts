import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { ProductAnswer } from '#domain/catalog/catalog.response.ts';
import { CATALOG_KEY } from '../../../lib/shared-query-keys.ts';

export type ProductModel = ProductAnswer;

/** GET /store/product (spec marketplace §7); 404 dishes.notFound, inactive dishes only for their owner. */
export async function getProduct(productId: string, signal?: AbortSignal): Promise<ProductModel> {
  const envelope = await apiGet<ProductModel>('/store/product', { productId }, signal);
  const model = envelope.model;
  if (!model?.product) throw new Error('dishes.notFound');
  return { ...model, relatedFiles: model.relatedFiles ?? model.product.relatedFiles ?? [] };
}

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'product', productId],
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
