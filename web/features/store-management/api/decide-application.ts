import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface ApplicationDecision {
  userId: string;
  valid: boolean;
  reason?: string;
  /** The application's timestamp as shown: the server refuses a stale decision with 409. */
  updatedTimestamp: number;
}

/** POST /secure/store-management/merchant-status: approve or reject; the chef is mailed. */
export async function decideApplication(decision: ApplicationDecision): Promise<void> {
  await apiPost('/secure/store-management/merchant-status', {
    ...decision,
    valid: String(decision.valid),
    reason: decision.reason?.trim() || undefined,
  });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
