import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface ComplaintResolution {
  complaintId: string;
  outcome: 'full' | 'partial' | 'none';
  /** Cents, for a partial refund. */
  refundAmount?: number;
  reason: string;
}

/** POST /secure/store-management/complaint-resolution: releases or cancels the held payout. */
export async function resolveComplaint(resolution: ComplaintResolution): Promise<void> {
  await apiPost('/secure/store-management/complaint-resolution', { ...resolution });
}

export function useResolveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveComplaint,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'complaints'] }),
  });
}
