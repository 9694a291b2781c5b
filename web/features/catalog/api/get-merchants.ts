import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { merchantsRequest, type ChefFilters } from '../chef-filters.ts';
import type { MerchantsAnswer } from '#domain/catalog/catalog.response.ts';
import { CATALOG_KEY } from '../../../lib/shared-query-keys.ts';

export type MerchantsPage = MerchantsAnswer;

/** POST /store/merchants (spec marketplace §7, DESIGN §4 and §7): one page of approved chefs. */
export async function getMerchants(filters: ChefFilters, page: number, signal?: AbortSignal) {
  const envelope = await apiPost<MerchantsPage>('/store/merchants', merchantsRequest(filters, page), signal);
  const model = envelope.model;
  return {
    merchants: model?.merchants ?? [],
    page: model?.page ?? page,
    pageSize: model?.pageSize ?? 0,
    hasMore: model?.hasMore ?? false,
    kitchenTypeCounts: model?.kitchenTypeCounts ?? {},
  } satisfies MerchantsPage;
}

/** DESIGN §7: pages are numbered from 1 and the next one loads while the user scrolls. */
export const merchantsQueryOptions = (filters: ChefFilters) =>
  infiniteQueryOptions({
    queryKey: [...CATALOG_KEY, 'merchants', filters],
    queryFn: ({ pageParam, signal }) => getMerchants(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MerchantsPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useMerchants(filters: ChefFilters) {
  return useInfiniteQuery(merchantsQueryOptions(filters));
}
