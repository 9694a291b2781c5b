import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { SentMessage } from '#domain/messages/message.response.ts';
import { threadKey } from './get-thread.ts';
import { threadsKey } from './get-threads.ts';

/** POST /secure/message: text, a photo already uploaded (its id), or both. */
export function useSendMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { text: string; photoId?: string }) => {
      const envelope = await apiPost<SentMessage>('/secure/message', {
        threadId,
        text: input.text,
        ...(input.photoId ? { photoId: input.photoId } : {}),
      });
      return envelope.model!.message;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(threadId) }),
        queryClient.invalidateQueries({ queryKey: threadsKey }),
      ]);
    },
  });
}
