import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/open-event-requests: the open requests this chef can take, soonest first. */
export async function getOpenEventRequests(signal?: AbortSignal): Promise<EventRequestView[]> {
  const envelope = await apiGet<{ requests?: EventRequestView[] }>(
    '/secure/open-event-requests',
    undefined,
    signal,
  );
  return envelope.model?.requests ?? [];
}

export const openEventRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['event-requests', 'open'],
    queryFn: ({ signal }) => getOpenEventRequests(signal),
    refetchOnMount: 'always',
  });

export function useOpenEventRequests() {
  return useQuery(openEventRequestsQueryOptions());
}
