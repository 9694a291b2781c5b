import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface RoleChange {
  userId?: string;
  email?: string;
  role: 'OPERATOR' | 'CUSTOMER';
}

/** POST /secure/store-management/user-role (ADMIN): grant or remove the operator role. */
export async function changeRole(change: RoleChange): Promise<{ email: string; role: string }> {
  const envelope = await apiPost<{ user: { email: string; role: string } }>(
    '/secure/store-management/user-role',
    { ...change },
  );
  return envelope.model!.user;
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'staff'] }),
  });
}
