import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * POST /secure/store-management/event-request-close: an open request that breaks the rules leaves
 * the chefs' lists and takes no acceptance; its customer is told why.
 */
export async function closeEventRequest(input: { requestId: number; reason: string }): Promise<void> {
  await apiPost('/secure/store-management/event-request-close', input);
}

export function useCloseEventRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeEventRequest,
    // Said here, not by the caller: the refetch that follows takes a closed request out of a list
    // filtered to open ones, and with it the form that asked (its own callbacks would not run).
    onSuccess: () => showToast('success', 'storeConsole.eventRequests.closedToast'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['console', 'event-requests'] }),
        queryClient.invalidateQueries({ queryKey: ['console', 'event-request'] }),
      ]),
  });
}
