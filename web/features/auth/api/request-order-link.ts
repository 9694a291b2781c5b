import { useMutation } from '@tanstack/react-query';
import type { OrderLinkPinRequestSchema } from '#domain/orders/order.request.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { apiPost, type ApiMessage } from '../../../lib/api-client.ts';

export type RequestOrderLinkInput = RequestFields<typeof OrderLinkPinRequestSchema>;

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
