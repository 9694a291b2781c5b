import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Address } from '../types.ts';

/** GET /secure/address (spec accounts §7): a list, of which the first item is used. */
export async function getAddress(signal?: AbortSignal): Promise<Address | null> {
  const envelope = await apiGet<{ address?: Address[] | Address | null }>(
    '/secure/address',
    undefined,
    signal,
  );
  const address = envelope.model?.address;
  return (Array.isArray(address) ? address[0] : address) ?? null;
}

export const addressQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'address'], queryFn: ({ signal }) => getAddress(signal) });

export function useAddress() {
  return useQuery(addressQueryOptions());
}
