import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiMessage } from '../../../lib/api-client.ts';

export interface RequestOrderLinkInput {
  orderId: string;
  email: string;
}

/** POST /store/order-relation-request (spec accounts §7): mails a PIN to link a guest order. */
export async function requestOrderLink({
  orderId,
  email,
}: RequestOrderLinkInput): Promise<ApiMessage | undefined> {
  const envelope = await apiPost('/store/order-relation-request', { orderId, email });
  return envelope.messages?.[0];
}

export function useRequestOrderLink() {
  return useMutation({ mutationFn: requestOrderLink });
}
