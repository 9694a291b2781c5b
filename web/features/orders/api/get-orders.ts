import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { OrderListAnswer } from '#domain/orders/order.response.ts';
import type { Order } from '../types.ts';
import { orderKeys } from './order-keys.ts';

/** GET /secure/orders (spec marketplace §7): the signed-in user's orders as a buyer. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const envelope = await apiGet<OrderListAnswer>('/secure/orders', undefined, signal);
  return envelope.model?.orders ?? [];
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.buyer(),
    queryFn: ({ signal }) => getOrders(signal),
    // An order's state changes elsewhere (payment, the chef's confirmation): show it fresh on each visit.
    refetchOnMount: 'always',
  });

export function useOrders(enabled = true) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}
