import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface FlaggedDecision {
  userId: string;
  valid: boolean;
  reason: string;
  updatedTimestamp: number;
}

/** POST /secure/store-management/flagged-chef: re-enable or keep disabled, with a reason. */
export async function decideFlaggedChef(decision: FlaggedDecision): Promise<void> {
  await apiPost('/secure/store-management/flagged-chef', { ...decision, valid: String(decision.valid) });
}

export function useDecideFlaggedChef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideFlaggedChef,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
