import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { FlaggedChef, FlaggedChefsAnswer } from '#domain/store-management/console.response.ts';

/** GET /secure/store-management/flagged-chefs: chefs the rating rule disabled, longest waiting first. */
export async function getFlaggedChefs(signal?: AbortSignal): Promise<FlaggedChef[]> {
  const envelope = await apiGet<FlaggedChefsAnswer>(
    '/secure/store-management/flagged-chefs',
    undefined,
    signal,
  );
  return envelope.model?.chefs ?? [];
}

export const flaggedChefsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'flagged'],
    queryFn: ({ signal }) => getFlaggedChefs(signal),
    refetchOnMount: 'always',
  });

export function useFlaggedChefs() {
  return useQuery(flaggedChefsQueryOptions());
}
