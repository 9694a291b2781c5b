import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerWorkAnswer, SellerWorkItem } from '#domain/orders/seller-work.response.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /secure/seller-work: the signed-in chef's items that may need her (domain/orders/seller-work.ts). */
export async function getSellerWork(signal?: AbortSignal): Promise<SellerWorkItem[]> {
  const envelope = await apiGet<SellerWorkAnswer>('/secure/seller-work', undefined, signal);
  return envelope.model?.items ?? [];
}

/** Under ORDERS_KEY: every change of an order (confirm, deliver, reply, answer) reloads it too. */
export const sellerWorkQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.sellerWork(),
    queryFn: ({ signal }) => getSellerWork(signal),
    refetchOnMount: 'always',
  });

export function useSellerWork(enabled = true) {
  return useQuery({ ...sellerWorkQueryOptions(), enabled });
}
