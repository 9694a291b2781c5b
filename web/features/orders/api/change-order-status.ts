import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusChangeAnswer } from '#domain/orders/order-life.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface StatusChange {
  orderId: number;
  /** Without it the change applies to all of the caller's items (DESIGN §4). */
  itemId?: number;
  status: 'confirmed' | 'delivered' | 'cancelled';
  /** A cash order's delivery needs the customer's hand-over code. */
  handoverCode?: string;
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
