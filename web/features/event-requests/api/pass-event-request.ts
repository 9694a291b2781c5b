import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /secure/event-request-pass: the request leaves this chef's list of open requests. */
export async function passEventRequest(requestId: number): Promise<void> {
  await apiPost('/secure/event-request-pass', { requestId });
}

export function usePassEventRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: passEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['event-requests', 'open'] }),
  });
}
