import { apiPost } from '../../../lib/api-client.ts';
import type { UserInfo, UserInfoAnswer } from '#domain/accounts/profile.response.ts';

/** The user fields the profile form sends; country and currencyUnit are never sent (spec accounts §3). */
export interface UserInfoUpdate {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  phoneNumber?: string;
  phoneCountry?: string;
}

/** POST /secure/user-info: only the fields sent change (DESIGN §4); 409 for a taken nickname or phone. */
export async function updateUserInfo(update: UserInfoUpdate): Promise<UserInfo | undefined> {
  const envelope = await apiPost<UserInfoAnswer>('/secure/user-info', { ...update });
  return envelope.model?.userInfo;
}
