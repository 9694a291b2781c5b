import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalInfo, MerchantInfoAnswer } from '#domain/chefs/merchant-info.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /secure/merchant-info (spec accounts §7), read for the application's state only (DESIGN §4:
 * `valid`, `applicationStatus`, `submittedAt`, `decisionReason`), so /chef-registration shows a
 * submitted application instead of the questionnaire again.
 */
export async function getApplication(signal?: AbortSignal): Promise<LegalInfo | null> {
  const envelope = await apiGet<MerchantInfoAnswer>('/secure/merchant-info', undefined, signal);
  const info = envelope.model?.merchantInfo;
  if (!info) return null;
  const { valid, applicationStatus, submittedAt, decisionReason } = info;
  return { valid, applicationStatus, submittedAt, decisionReason };
}

export const applicationQueryOptions = () =>
  queryOptions({ queryKey: ['onboarding', 'application'], queryFn: ({ signal }) => getApplication(signal) });

export function useApplication(enabled: boolean) {
  return useQuery({ ...applicationQueryOptions(), enabled });
}

/** The function to call once the application changed (the questionnaire was sent): its state reloads. */
export function useApplicationRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: applicationQueryOptions().queryKey }),
    [queryClient],
  );
}
