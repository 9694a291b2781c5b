import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDisableSchema } from '#domain/store-management/console.schema.ts';
import type { AccountAnswer, ConsoleAccount } from '#domain/store-management/console.response.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { apiPost } from '../../../lib/api-client.ts';

export type AccountDisableInput = RequestFields<typeof AccountDisableSchema>;

/** POST /secure/store-management/account-disable (ADMIN): signed out everywhere, no sign-in until enabled. */
export async function disableAccount(input: AccountDisableInput): Promise<ConsoleAccount> {
  const envelope = await apiPost<AccountAnswer>('/secure/store-management/account-disable', { ...input });
  return envelope.model!.account;
}

export function useDisableAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'account'] }),
  });
}
