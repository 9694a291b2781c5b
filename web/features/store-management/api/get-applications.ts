import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { ApplicationsAnswer, QueueEntry } from '#domain/store-management/console.response.ts';

/** GET /secure/store-management/applications: submitted applications, the oldest first. */
export async function getApplications(signal?: AbortSignal): Promise<QueueEntry[]> {
  const envelope = await apiGet<ApplicationsAnswer>(
    '/secure/store-management/applications',
    undefined,
    signal,
  );
  return envelope.model?.applications ?? [];
}

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'applications'],
    queryFn: ({ signal }) => getApplications(signal),
    refetchOnMount: 'always',
  });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
