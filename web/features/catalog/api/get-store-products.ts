import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { StoreAnswer } from '#domain/catalog/catalog.response.ts';
import { CATALOG_KEY } from '../../../lib/shared-query-keys.ts';

/** The chef page's answer; `isOwner`: the signed-in user is this chef (inactive dishes, no add-to-cart). */
export type StoreModel = StoreAnswer;

/** POST /store/products (spec marketplace §7): a chef's page; 404 chefs.notFound. */
export async function getStoreProducts(nickname: string, signal?: AbortSignal): Promise<StoreModel> {
  const envelope = await apiPost<StoreModel>('/store/products', { nickname }, signal);
  const model = envelope.model;
  if (!model?.merchant) throw new Error('chefs.notFound');
  return { merchant: model.merchant, products: model.products ?? [], isOwner: model.isOwner === true };
}

export const storeProductsQueryOptions = (nickname: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'store', nickname],
    queryFn: ({ signal }) => getStoreProducts(nickname, signal),
  });

export function useStoreProducts(nickname: string) {
  return useQuery(storeProductsQueryOptions(nickname));
}
