import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Withdrawal, WithdrawalList } from '#domain/assets/assets.response.ts';

export type WithdrawalFilter = 'pending' | 'processed' | 'rejected';

/** GET /secure/store-management/withdrawals (the assets feature). */
export async function getWithdrawals(status: WithdrawalFilter, signal?: AbortSignal): Promise<Withdrawal[]> {
  const envelope = await apiGet<WithdrawalList>('/secure/store-management/withdrawals', { status }, signal);
  return envelope.model?.withdrawals ?? [];
}

export const withdrawalsQueryOptions = (status: WithdrawalFilter) =>
  queryOptions({
    queryKey: ['console', 'withdrawals', status],
    queryFn: ({ signal }) => getWithdrawals(status, signal),
  });

export function useWithdrawals(status: WithdrawalFilter, enabled = true) {
  return useQuery({ ...withdrawalsQueryOptions(status), enabled });
}
