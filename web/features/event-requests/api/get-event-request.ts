import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRequestDetailAnswer } from '#domain/event-requests/event-request.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /secure/event-request?requestId=: the request and the proposals the caller may see (the
 * customer: all of them; a chef: her own).
 */
export async function getEventRequest(
  requestId: number,
  signal?: AbortSignal,
): Promise<EventRequestDetailAnswer> {
  const envelope = await apiGet<EventRequestDetailAnswer>(
    '/secure/event-request',
    { requestId: String(requestId) },
    signal,
  );
  if (!envelope.model?.request) throw new Error('eventRequests.notFound');
  return { request: envelope.model.request, proposals: envelope.model.proposals ?? [] };
}

export const eventRequestQueryKey = (requestId: number) => ['event-requests', 'one', requestId] as const;

export const eventRequestQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: eventRequestQueryKey(requestId),
    queryFn: ({ signal }) => getEventRequest(requestId, signal),
    // Chefs revise their proposals meanwhile: a visit always reads them fresh.
    refetchOnMount: 'always',
  });

export function useEventRequest(requestId: number) {
  return useQuery(eventRequestQueryOptions(requestId));
}
