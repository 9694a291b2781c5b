import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../../lib/shared-query-keys.ts';

/**
 * The orders feature's query keys, all under ORDERS_KEY: each query builds its key here, so a change
 * of an order (placed, paid, confirmed, complained about) reloads every order view by that prefix.
 */
export const orderKeys = {
  all: ORDERS_KEY,
  buyer: () => [...orderKeys.all, 'buyer'] as const,
  seller: () => [...orderKeys.all, 'seller'] as const,
  sellerWork: () => [...orderKeys.all, 'seller-work'] as const,
  order: (orderId: string) => [...orderKeys.all, 'order', orderId] as const,
  cancellation: (orderId: number) => [...orderKeys.all, 'cancellation', orderId] as const,
  /** Without an id: the reviews of every order. */
  reviews: (orderId?: number) =>
    orderId === undefined
      ? ([...orderKeys.all, 'reviews'] as const)
      : ([...orderKeys.all, 'reviews', orderId] as const),
};

/** Every order view reads its orders again (they changed elsewhere: a new order, a payment). */
export function forgetOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** {@link forgetOrders} for a screen: the function to call once its orders changed. */
export function useOrdersRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => forgetOrders(queryClient), [queryClient]);
}
