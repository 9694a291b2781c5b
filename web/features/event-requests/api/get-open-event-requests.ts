import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OpenEventRequestsPage } from '#domain/event-requests/event-request.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /secure/open-event-requests: a page of the open requests this chef can take, soonest first;
 * `cursor` (a page's `nextCursor`) asks for the page after it.
 */
export async function getOpenEventRequests(
  cursor: string,
  signal?: AbortSignal,
): Promise<OpenEventRequestsPage> {
  const envelope = await apiGet<OpenEventRequestsPage>(
    '/secure/open-event-requests',
    cursor ? { cursor } : undefined,
    signal,
  );
  return { requests: envelope.model?.requests ?? [], nextCursor: envelope.model?.nextCursor ?? null };
}

/** The first page, then each "Show more" the next; a refetch (a pass, a visit) reads the shown pages again. */
export const openEventRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['event-requests', 'open'],
    queryFn: ({ pageParam, signal }) => getOpenEventRequests(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last: OpenEventRequestsPage) => last.nextCursor ?? undefined,
    refetchOnMount: 'always',
  });

export function useOpenEventRequests() {
  return useInfiniteQuery(openEventRequestsQueryOptions());
}
