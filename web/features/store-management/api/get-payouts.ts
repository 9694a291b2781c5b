import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { PayoutsAnswer } from '#domain/store-management/console.response.ts';

export type PayoutFilter = 'scheduled' | 'held' | 'paid';

/** GET /secure/store-management/payouts: due (scheduled), held or made (paid), with their total. */
export async function getPayouts(status: PayoutFilter, signal?: AbortSignal) {
  const envelope = await apiGet<PayoutsAnswer>('/secure/store-management/payouts', { status }, signal);
  return envelope.model ?? { payouts: [], total: 0 };
}

export const payoutsQueryOptions = (status: PayoutFilter) =>
  queryOptions({
    queryKey: ['console', 'payouts', status],
    queryFn: ({ signal }) => getPayouts(status, signal),
  });

export function useConsolePayouts(status: PayoutFilter) {
  return useQuery(payoutsQueryOptions(status));
}
