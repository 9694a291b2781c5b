import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/storage.ts';

/** POST /logout; the stored session is cleared whatever the server says (spec accounts §2 "Logout clears the session"). */
export async function logout(): Promise<void> {
  try {
    await apiPost('/logout');
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
