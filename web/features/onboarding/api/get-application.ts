import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { LegalInfo } from '../types.ts';

/**
 * GET /secure/merchant-info (spec accounts §7), read for the application's state only (DESIGN §4:
 * `valid`, `applicationStatus`, `submittedAt`, `decisionReason`), so /chef-registration shows a
 * submitted application instead of the questionnaire again (issue 19).
 */
export async function getApplication(signal?: AbortSignal): Promise<LegalInfo | null> {
  const envelope = await apiGet<{ merchantInfo?: LegalInfo | null }>(
    '/secure/merchant-info',
    undefined,
    signal,
  );
  const info = envelope.model?.merchantInfo;
  if (!info) return null;
  return {
    valid: info.valid === true,
    applicationStatus: info.applicationStatus ?? 'none',
    submittedAt: info.submittedAt ?? null,
    decisionReason: info.decisionReason ?? null,
  };
}

export const applicationQueryOptions = () =>
  queryOptions({ queryKey: ['onboarding', 'application'], queryFn: ({ signal }) => getApplication(signal) });

export function useApplication(enabled: boolean) {
  return useQuery({ ...applicationQueryOptions(), enabled });
}
