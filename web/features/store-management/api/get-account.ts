import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountAnswer, ConsoleAccount } from '#domain/store-management/console.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/store-management/account (ADMIN): one account by its e-mail, with its state. */
export async function getAccount(email: string, signal?: AbortSignal): Promise<ConsoleAccount> {
  const envelope = await apiGet<AccountAnswer>('/secure/store-management/account', { email }, signal);
  return envelope.model!.account;
}

export const accountQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['console', 'account', email.toLowerCase()],
    queryFn: ({ signal }) => getAccount(email, signal),
    enabled: email !== '',
    retry: false,
  });

export function useAccount(email: string) {
  return useQuery(accountQueryOptions(email));
}
