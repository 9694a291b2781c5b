import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { StaffAccount, StaffAnswer } from '#domain/store-management/console.response.ts';

/** GET /secure/store-management/staff (ADMIN): operators and administrators. */
export async function getStaff(signal?: AbortSignal): Promise<StaffAccount[]> {
  const envelope = await apiGet<StaffAnswer>('/secure/store-management/staff', undefined, signal);
  return envelope.model?.staff ?? [];
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: ['console', 'staff'], queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
