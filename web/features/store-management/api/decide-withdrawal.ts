import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface WithdrawalDecision {
  withdrawalId: string;
  status: 'processed' | 'rejected';
  reason?: string;
}

/** POST /secure/store-management/withdrawal-status: 409 when someone already decided it. */
export async function decideWithdrawal(decision: WithdrawalDecision): Promise<void> {
  await apiPost('/secure/store-management/withdrawal-status', {
    ...decision,
    reason: decision.reason?.trim() || undefined,
  });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'withdrawals'] }),
  });
}
