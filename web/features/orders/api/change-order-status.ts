import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusChangeAnswer } from '#domain/orders/order-life.response.ts';
import type { OrderStatusRequest } from '#domain/orders/order.request.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { forgetOrders } from './order-keys.ts';

/**
 * Without `itemId` the change applies to all of the caller's items (DESIGN §4); a cash order's
 * delivery needs the customer's `handoverCode`.
 */
export type StatusChange = OrderStatusRequest;

/** POST /secure/order-status: a chef confirms, declines or delivers; either side cancels. */
export async function changeOrderStatus(change: StatusChange): Promise<StatusChangeAnswer> {
  const envelope = await apiPost<StatusChangeAnswer>('/secure/order-status', { ...change });
  return envelope.model ?? { orderId: change.orderId, status: change.status, refund: null };
}

/** Not optimistic: the caller shows the pending state; on success every order view reloads. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: () => forgetOrders(queryClient),
  });
}
