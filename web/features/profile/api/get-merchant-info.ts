import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { MerchantInfo, MerchantInfoAnswer } from '#domain/chefs/merchant-info.response.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /secure/merchant-info (spec accounts §7): the chef's store profile, files and application state. */
export async function getMerchantInfo(signal?: AbortSignal): Promise<MerchantInfo | null> {
  const envelope = await apiGet<MerchantInfoAnswer>('/secure/merchant-info', undefined, signal);
  return envelope.model?.merchantInfo ?? null;
}

export const merchantInfoQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.merchantInfo(), queryFn: ({ signal }) => getMerchantInfo(signal) });

export function useMerchantInfo(enabled = true) {
  return useQuery({ ...merchantInfoQueryOptions(), enabled });
}
