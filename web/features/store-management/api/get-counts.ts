import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { ConsoleCounts, Counts } from '#domain/store-management/console.response.ts';

/** GET /secure/store-management/summary: what waits, for the tab labels. */
export async function getCounts(signal?: AbortSignal): Promise<Counts> {
  const envelope = await apiGet<ConsoleCounts>('/secure/store-management/summary', undefined, signal);
  return envelope.model!.counts;
}

export const countsQueryOptions = () =>
  queryOptions({ queryKey: ['console', 'counts'], queryFn: ({ signal }) => getCounts(signal) });

export function useCounts(enabled = true) {
  return useQuery({ ...countsQueryOptions(), enabled });
}
