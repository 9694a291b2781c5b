import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { OrderAnswer } from '#domain/orders/order.response.ts';
import type { Order } from '../types.ts';
import { orderKeys } from './order-keys.ts';

/** GET /secure/order?orderId= (spec marketplace §7); 404 orders.notFound when it is not the viewer's. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const envelope = await apiGet<OrderAnswer>('/secure/order', { orderId }, signal);
  const order = envelope.model?.order;
  // spec marketplace §8: a response without the order is "order not found".
  if (!order) throw new Error('orders.notFound');
  return order;
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchOnMount: 'always',
  });

export function useOrder(orderId: string, enabled = true) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
