import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { forgetOrders } from './order-keys.ts';

/** POST /secure/complaint-response: the item's chef states their side once while it is open. */
export async function respondToComplaint(input: { complaintId: string; text: string }): Promise<void> {
  await apiPost('/secure/complaint-response', { complaintId: input.complaintId, text: input.text.trim() });
}

/** `onResponded` runs after the order reloaded (the form is gone by then). */
export function useRespondToComplaint(onResponded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToComplaint,
    onSuccess: async () => {
      await forgetOrders(queryClient);
      onResponded?.();
    },
  });
}
