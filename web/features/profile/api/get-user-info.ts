import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { UserInfo, UserInfoAnswer } from '#domain/accounts/profile.response.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /secure/user-info (spec accounts §7). */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const envelope = await apiGet<UserInfoAnswer>('/secure/user-info', undefined, signal);
  if (!envelope.model?.userInfo) throw new Error('The answer carried no user info');
  return envelope.model.userInfo;
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.userInfo(), queryFn: ({ signal }) => getUserInfo(signal) });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
