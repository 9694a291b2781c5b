import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { PayoutsSummary } from '#domain/orders/order-life.response.ts';

/** GET /secure/payouts: the signed-in chef's earnings, upcoming and held payouts. */
export async function getPayouts(signal?: AbortSignal): Promise<PayoutsSummary> {
  const envelope = await apiGet<PayoutsSummary>('/secure/payouts', undefined, signal);
  return envelope.model ?? { upcomingCents: 0, paidCents: 0, heldCents: 0, payouts: [] };
}

export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: ['payouts'],
    queryFn: ({ signal }) => getPayouts(signal),
    refetchOnMount: 'always',
  });

export function usePayouts(enabled = true) {
  return useQuery({ ...payoutsQueryOptions(), enabled });
}
