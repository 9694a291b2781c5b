import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountEnableSchema } from '#domain/store-management/console.schema.ts';
import type { AccountAnswer, ConsoleAccount } from '#domain/store-management/console.response.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { apiPost } from '../../../lib/api-client.ts';

export type AccountEnableInput = RequestFields<typeof AccountEnableSchema>;

/** POST /secure/store-management/account-enable (ADMIN): the account signs in again. */
export async function enableAccount(input: AccountEnableInput): Promise<ConsoleAccount> {
  const envelope = await apiPost<AccountAnswer>('/secure/store-management/account-enable', { ...input });
  return envelope.model!.account;
}

export function useEnableAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'account'] }),
  });
}
