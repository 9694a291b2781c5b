import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { ItemStatus, OrdersPage, PaymentStatus } from '#domain/store-management/console.response.ts';

export interface OrderFilters {
  orderNumber?: string;
  customer?: string;
  chef?: string;
  status?: ItemStatus | '';
  paymentStatus?: PaymentStatus | '';
  page: number;
}

/** GET /secure/store-management/orders: every order, filtered and paged, the newest first. */
export async function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrdersPage> {
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== '' && value != null),
  );
  const envelope = await apiGet<OrdersPage>('/secure/store-management/orders', query, signal);
  return envelope.model!;
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: ['console', 'orders', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useConsoleOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}
