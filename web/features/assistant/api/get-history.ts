import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantHistory } from '#domain/content/assistant.response.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ChatMessage } from '../types.ts';

/** GET /secure/assistant-history: the signed-in user's conversation, oldest first. */
export async function getHistory(signal?: AbortSignal): Promise<ChatMessage[]> {
  const envelope = await apiGet<AssistantHistory>('/secure/assistant-history', undefined, signal);
  return envelope.model?.messages ?? [];
}

export const historyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['assistant', 'history', userId],
    queryFn: ({ signal }) => getHistory(signal),
    // Kept current by the chat itself (each answer is appended); refetched after a minute.
    staleTime: 60_000,
  });

export function useHistory(userId: string | null) {
  return useQuery({ ...historyQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/**
 * The function that adds messages the server has stored to `userId`'s cached history, so a later
 * visit shows them without asking again.
 */
export function useHistoryAppend(): (userId: string, messages: readonly ChatMessage[]) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: string, messages: readonly ChatMessage[]) => {
      queryClient.setQueryData(historyQueryOptions(userId).queryKey, (old = []) => [...old, ...messages]);
    },
    [queryClient],
  );
}
