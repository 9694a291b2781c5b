import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { OrderDetail, OrderDetailAnswer } from '#domain/store-management/console.response.ts';

/** GET /secure/store-management/order: an order with its payment, refund, payout and decision history. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  const envelope = await apiGet<OrderDetailAnswer>('/secure/store-management/order', { orderId }, signal);
  return envelope.model!.order;
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['console', 'order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useConsoleOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
