import { useQuery } from '@tanstack/react-query';
import { MESSAGES_POLL_MS } from '#domain/messages/message-rules.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { InboxThread } from '../types.ts';

export const threadsKey = ['messages', 'threads'] as const;

/** GET /secure/message-threads: the inbox, asked again every little while for new messages. */
export function useThreads(enabled: boolean) {
  return useQuery({
    queryKey: threadsKey,
    queryFn: async ({ signal }) => {
      const envelope = await apiGet<{ threads: InboxThread[]; unreadTotal: number }>(
        '/secure/message-threads',
        undefined,
        signal,
      );
      return envelope.model ?? { threads: [], unreadTotal: 0 };
    },
    enabled,
    refetchInterval: MESSAGES_POLL_MS,
  });
}
