import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import { requireAuthorized } from './authorized.ts';

/** GET /secure/me (DESIGN §4): the signed-in user as at sign-in; 401 without a session. */
export async function getMe(signal?: AbortSignal): Promise<Authorized> {
  const envelope = await apiGet<AuthorizedAnswer>('/secure/me', undefined, signal);
  return requireAuthorized(envelope.model);
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
