import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventRequestAnswer, EventRequestView } from '#domain/event-requests/event-request.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /secure/event-request-cancel: the customer withdraws an open request. */
export async function cancelEventRequest(requestId: number): Promise<EventRequestView | undefined> {
  const envelope = await apiPost<EventRequestAnswer>('/secure/event-request-cancel', {
    requestId,
  });
  return envelope.model?.request;
}

export function useCancelEventRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['event-requests'] }),
  });
}
