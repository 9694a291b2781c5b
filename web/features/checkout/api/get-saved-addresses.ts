import { useQuery } from '@tanstack/react-query';
import type { SavedAddressList } from '#domain/orders/order.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/order-addresses: a signed-in customer's earlier addresses, newest first. */
export function useSavedAddresses(enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'saved-addresses'],
    queryFn: async ({ signal }) =>
      (await apiGet<SavedAddressList>('/secure/order-addresses', undefined, signal)).model?.addresses ?? [],
    enabled,
  });
}
