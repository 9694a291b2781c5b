import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Application, ApplicationAnswer } from '#domain/store-management/console.response.ts';

/** GET /secure/store-management/application: one application, answers in the interface language. */
export async function getApplication(userId: string, signal?: AbortSignal): Promise<Application> {
  const envelope = await apiGet<ApplicationAnswer>(
    '/secure/store-management/application',
    { userId },
    signal,
  );
  return envelope.model!.application;
}

export const applicationQueryOptions = (userId: string, language: string) =>
  queryOptions({
    // The language is part of the key: the answers come rendered in it.
    queryKey: ['console', 'application', userId, language],
    queryFn: ({ signal }) => getApplication(userId, signal),
    refetchOnMount: 'always',
  });

export function useApplication(userId: string, language: string) {
  return useQuery(applicationQueryOptions(userId, language));
}
