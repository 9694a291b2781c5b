import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface ComplaintInput {
  orderId: number;
  itemId: number;
  text: string;
  /** Ids of photos already sent with POST /secure/file-upload (0-5). */
  photoIds: string[];
}

/** POST /secure/complaint: within 48 hours of delivery, once per item, by its buyer. */
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
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      onOpened?.();
    },
  });
}
