import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintInput } from '#domain/orders/complaints.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { forgetOrders } from './order-keys.ts';

/**
 * POST /secure/complaint: within 48 hours of delivery, once per item, by its buyer. The input is what
 * the route's ComplaintSchema makes of the body; `photoIds` (photos already sent with POST
 * /secure/file-upload) travel as JSON text.
 */
export async function createComplaint(input: ComplaintInput): Promise<void> {
  await apiPost('/secure/complaint', {
    orderId: input.orderId,
    itemId: input.itemId,
    text: input.text.trim(),
    // DESIGN §3: structured payloads travel as JSON text in one form field.
    photoIds: JSON.stringify(input.photoIds),
  });
}

/** `onOpened` runs after the order reloaded (the form has given way to the complaint by then). */
export function useCreateComplaint(onOpened?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplaint,
    onSuccess: async () => {
      await forgetOrders(queryClient);
      onOpened?.();
    },
  });
}
