import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { EventRequestState } from '#domain/event-requests/event-request-rules.ts';
import type {
  ConsoleEventRequestAnswer,
  ConsoleEventRequestsPage,
} from '#domain/event-requests/event-request.response.ts';

export interface EventRequestFilters {
  state?: EventRequestState | '';
  city?: string;
  page: number;
}

/** GET /secure/store-management/event-requests: every request, filtered and paged, the newest first. */
export async function getEventRequests(
  filters: EventRequestFilters,
  signal?: AbortSignal,
): Promise<ConsoleEventRequestsPage> {
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== '' && value != null),
  );
  const envelope = await apiGet<ConsoleEventRequestsPage>(
    '/secure/store-management/event-requests',
    query,
    signal,
  );
  return envelope.model!;
}

export function useConsoleEventRequests(filters: EventRequestFilters) {
  return useQuery(
    queryOptions({
      queryKey: ['console', 'event-requests', filters],
      queryFn: ({ signal }) => getEventRequests(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /secure/store-management/event-request: one request, all its proposals and decisions. */
export async function getEventRequest(requestId: number, signal?: AbortSignal) {
  const envelope = await apiGet<ConsoleEventRequestAnswer>(
    '/secure/store-management/event-request',
    { requestId: String(requestId) },
    signal,
  );
  return envelope.model!;
}

export function useConsoleEventRequest(requestId: number) {
  return useQuery({
    queryKey: ['console', 'event-request', requestId],
    queryFn: ({ signal }) => getEventRequest(requestId, signal),
  });
}
