import { useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGES_POLL_MS } from '#domain/messages/message-rules.ts';
import { apiGet, isApiError } from '../../../lib/api-client.ts';
import type { ThreadPageAnswer } from '#domain/messages/message.response.ts';

export const threadKey = (threadId: string) => ['messages', 'thread', threadId] as const;

/**
 * GET /secure/message-thread, page by page: the newest page first, "load earlier" asks for the page
 * before the last one's cursor. Polling refreshes the loaded pages, so new messages appear.
 */
export function useThread(threadId: string) {
  return useInfiniteQuery({
    queryKey: threadKey(threadId),
    queryFn: async ({ pageParam, signal }) => {
      const query: Record<string, string> = { threadId };
      if (pageParam) query.before = String(pageParam);
      const envelope = await apiGet<ThreadPageAnswer>('/secure/message-thread', query, signal);
      return envelope.model!;
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: MESSAGES_POLL_MS,
    // A thread that is not the caller's answers 404: asking again will not change that.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500),
  });
}
