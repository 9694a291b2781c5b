import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_KEY } from '../../../lib/shared-query-keys.ts';
import { threadsKey } from './get-threads.ts';

/** POST /secure/message-read: the thread is read up to its newest message; the bell and inbox follow. */
export function useMarkThreadRead(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/secure/message-read', { threadId }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadsKey }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      ]);
    },
  });
}
