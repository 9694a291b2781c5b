import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRoleAnswer } from '#domain/store-management/console.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface RoleChange {
  userId?: string;
  email?: string;
  role: UserRoleAnswer['user']['role'];
}

/** POST /secure/store-management/user-role (ADMIN): grant or remove the operator role. */
export async function changeRole(change: RoleChange): Promise<UserRoleAnswer['user']> {
  const envelope = await apiPost<UserRoleAnswer>('/secure/store-management/user-role', { ...change });
  return envelope.model!.user;
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'staff'] }),
  });
}
