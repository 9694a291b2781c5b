import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The few fields of a chef the landing page shows (the catalog presenter's shape, DESIGN §4). */
export interface FeaturedChef {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  storeName: string;
  city: string | null;
  coverImageUrl: string | null;
  merchantInfo: { hourRate: number | null };
}

/** How many chefs the landing page shows: one row on a wide screen. */
export const FEATURED_COUNT = 3;

/** POST /store/merchants, first page: the newest approved chefs (spec marketplace §7). */
export async function getFeaturedChefs(signal?: AbortSignal): Promise<FeaturedChef[]> {
  const envelope = await apiPost<{ merchants: FeaturedChef[] }>(
    '/store/merchants',
    { page: 1, valid: true },
    signal,
  );
  return (envelope.model?.merchants ?? []).slice(0, FEATURED_COUNT);
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
