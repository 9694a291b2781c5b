import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { OrderListAnswer } from '#domain/orders/order.response.ts';
import type { Order } from '../types.ts';
import { orderKeys } from './order-keys.ts';

/** GET /secure/seller-orders (spec marketplace §7): orders holding the signed-in chef's dishes. */
export async function getSellerOrders(signal?: AbortSignal): Promise<Order[]> {
  const envelope = await apiGet<OrderListAnswer>('/secure/seller-orders', undefined, signal);
  return envelope.model?.orders ?? [];
}

export const sellerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.seller(),
    queryFn: ({ signal }) => getSellerOrders(signal),
    refetchOnMount: 'always',
  });

export function useSellerOrders(enabled = true) {
  return useQuery({ ...sellerOrdersQueryOptions(), enabled });
}
