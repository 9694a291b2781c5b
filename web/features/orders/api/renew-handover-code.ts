import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoverCodeAnswer } from '#domain/orders/order-life.response.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { forgetOrders } from './order-keys.ts';

/**
 * POST /secure/order-handover-code: the customer replaces the order's hand-over PIN, which unlocks a
 * hand-over locked by wrong PINs.
 */
export async function renewHandoverCode(orderId: number): Promise<HandoverCodeAnswer | undefined> {
  return (await apiPost<HandoverCodeAnswer>('/secure/order-handover-code', { orderId })).model;
}

/** On success every order view reloads, showing the new PIN. */
export function useRenewHandoverCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewHandoverCode,
    onSuccess: () => forgetOrders(queryClient),
  });
}
