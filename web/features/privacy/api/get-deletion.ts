import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionStanding, DeletionStandingAnswer } from '#domain/privacy/privacy.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/account/deletion: how the account confirms a deletion, and what stops one now. */
export async function getDeletion(): Promise<DeletionStanding> {
  return (await apiGet<DeletionStandingAnswer>('/secure/account/deletion')).model!.deletion;
}

export const deletionQueryOptions = () =>
  queryOptions({ queryKey: ['account-deletion'], queryFn: getDeletion });

export function useDeletionStanding(enabled: boolean) {
  return useQuery({ ...deletionQueryOptions(), enabled });
}
