import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EventRequestListAnswer,
  EventRequestView,
} from '#domain/event-requests/event-request.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/event-requests: the signed-in customer's own requests, newest first. */
export async function getMyEventRequests(signal?: AbortSignal): Promise<EventRequestView[]> {
  const envelope = await apiGet<EventRequestListAnswer>('/secure/event-requests', undefined, signal);
  return envelope.model?.requests ?? [];
}

export const myEventRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['event-requests', 'mine'],
    queryFn: ({ signal }) => getMyEventRequests(signal),
    // Proposals arrive while the customer is elsewhere: each visit reads the current list.
    refetchOnMount: 'always',
  });

export function useMyEventRequests() {
  return useQuery(myEventRequestsQueryOptions());
}
