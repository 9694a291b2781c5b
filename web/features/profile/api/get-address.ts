import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Address, AddressListAnswer } from '#domain/accounts/profile.response.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /secure/address (spec accounts §7): a list, of which the first item is used. */
export async function getAddress(signal?: AbortSignal): Promise<Address | null> {
  const envelope = await apiGet<AddressListAnswer>('/secure/address', undefined, signal);
  return envelope.model?.address[0] ?? null;
}

export const addressQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.address(), queryFn: ({ signal }) => getAddress(signal) });

export function useAddress() {
  return useQuery(addressQueryOptions());
}
