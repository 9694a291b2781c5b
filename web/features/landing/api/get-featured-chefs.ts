import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { Merchant, MerchantsAnswer } from '#domain/catalog/catalog.response.ts';

/** The few fields of a chef the landing page shows, of the catalog's contract; only chefs with a store name (a page to open). */
export type FeaturedChef = Pick<
  Merchant,
  'userId' | 'firstName' | 'lastName' | 'city' | 'coverImageUrl' | 'merchantInfo'
> & { storeName: string };

/** How many chefs the landing page shows: one row on a wide screen. */
export const FEATURED_COUNT = 3;

/** POST /store/merchants, first page: the newest approved chefs (spec marketplace §7). */
export async function getFeaturedChefs(signal?: AbortSignal): Promise<FeaturedChef[]> {
  const envelope = await apiPost<MerchantsAnswer>('/store/merchants', { page: 1, valid: true }, signal);
  return (envelope.model?.merchants ?? [])
    .filter((chef): chef is Merchant & FeaturedChef => chef.storeName !== null)
    .slice(0, FEATURED_COUNT);
}

export const featuredChefsQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'featured-chefs'],
    queryFn: ({ signal }) => getFeaturedChefs(signal),
    staleTime: 5 * 60_000,
  });

export function useFeaturedChefs() {
  return useQuery(featuredChefsQueryOptions());
}
