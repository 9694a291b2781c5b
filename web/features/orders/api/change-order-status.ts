import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { RefundPlan } from '../types.ts';

export interface StatusChange {
  orderId: number;
  /** Without it the change applies to all of the caller's items (DESIGN §4). */
  itemId?: number;
  status: 'confirmed' | 'delivered' | 'cancelled';
  /** A cash order's delivery needs the customer's hand-over code. */
  handoverCode?: string;
}

export interface StatusChangeResult {
  orderId: number;
  status: StatusChange['status'];
  /** The refund recorded by a cancellation; null otherwise. */
  refund: RefundPlan | null;
}

/** POST /secure/order-status: a chef confirms, declines or delivers; either side cancels. */
export async function changeOrderStatus(change: StatusChange): Promise<StatusChangeResult> {
  const envelope = await apiPost<StatusChangeResult>('/secure/order-status', { ...change });
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
