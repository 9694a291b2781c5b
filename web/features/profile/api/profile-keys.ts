import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** The profile feature's query keys, all under ['profile']: a saved profile reloads them all. */
export const profileKeys = {
  all: ['profile'] as const,
  address: () => [...profileKeys.all, 'address'] as const,
  userInfo: () => [...profileKeys.all, 'user-info'] as const,
  merchantInfo: () => [...profileKeys.all, 'merchant-info'] as const,
  applicationAnswers: (additionalNotes: string) =>
    [...profileKeys.all, 'application-answers', additionalNotes] as const,
};

/**
 * The functions a screen calls once the profile changed: `all` after a save, `merchantInfo` once
 * the chef's files changed (they are listed in GET /secure/merchant-info).
 */
export function useProfileRefresh(): { all: () => Promise<void>; merchantInfo: () => Promise<void> } {
  const queryClient = useQueryClient();
  const all = useCallback(() => queryClient.invalidateQueries({ queryKey: profileKeys.all }), [queryClient]);
  const merchantInfo = useCallback(
    () => queryClient.invalidateQueries({ queryKey: profileKeys.merchantInfo() }),
    [queryClient],
  );
  return { all, merchantInfo };
}
