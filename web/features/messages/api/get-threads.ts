import { useQuery } from '@tanstack/react-query';
import { MESSAGES_POLL_MS } from '#domain/messages/message-rules.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { Inbox } from '#domain/messages/message.response.ts';

export const threadsKey = ['messages', 'threads'] as const;

/** GET /secure/message-threads: the inbox, asked again every little while for new messages. */
export function useThreads(enabled: boolean) {
  return useQuery({
    queryKey: threadsKey,
    queryFn: async ({ signal }) => {
      const envelope = await apiGet<Inbox>('/secure/message-threads', undefined, signal);
      return envelope.model ?? { threads: [], unreadTotal: 0 };
    },
    enabled,
    refetchInterval: MESSAGES_POLL_MS,
  });
}
