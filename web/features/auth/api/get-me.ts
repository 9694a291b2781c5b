import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import { requireAuthorized } from './authorized.ts';

/** GET /secure/me (DESIGN §4): the signed-in user as at sign-in; 401 without a session. */
export async function getMe(signal?: AbortSignal): Promise<Authorized> {
  const envelope = await apiGet<AuthorizedAnswer>('/secure/me', undefined, signal);
  return requireAuthorized(envelope.model);
}

const meKey = ['me'] as const;

export const meQueryOptions = () => queryOptions({ queryKey: meKey, queryFn: ({ signal }) => getMe(signal) });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/** A sign-in's answer is GET /secure/me's as well: kept, so nothing asks for it again at once. */
export function rememberSignedIn(queryClient: QueryClient, authorized: Authorized): void {
  queryClient.setQueryData(meQueryOptions().queryKey, authorized);
}

/** {@link rememberSignedIn} for a screen. */
export function useRememberSignedIn(): (authorized: Authorized) => void {
  const queryClient = useQueryClient();
  return useCallback((authorized: Authorized) => rememberSignedIn(queryClient, authorized), [queryClient]);
}

/** The function a screen calls once the signed-in user changed (a saved profile): GET /secure/me again. */
export function useMeRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    [queryClient],
  );
}
