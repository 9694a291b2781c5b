import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { Authorized, RelatedOrderAnswer } from '#domain/accounts/session.response.ts';
import type { OrderLinkRequestSchema } from '#domain/orders/order.request.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { requireAuthorized } from './authorized.ts';

export type RelateOrderInput = RequestFields<typeof OrderLinkRequestSchema>;

/** POST /store/relate-order-to-user (spec accounts §7): links the order; success stores the profile as on login. */
export async function relateOrderToUser({ orderId, email, pin }: RelateOrderInput): Promise<Authorized> {
  const envelope = await apiPost<RelatedOrderAnswer>('/store/relate-order-to-user', {
    orderId,
    email,
    pin,
  });
  return requireAuthorized(envelope.model);
}

export function useRelateOrderToUser() {
  return useMutation({ mutationFn: relateOrderToUser });
}
