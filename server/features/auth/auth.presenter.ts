import type { Authorized } from '#domain/accounts/session.response.ts';
import type { LegalInfo } from '#domain/chefs/merchant-info.response.ts';
import type { UserRow } from './auth.repo.ts';

/** spec accounts §3 "Login response model.authorized" (domain/accounts/session.response.ts). */
export function presentAuthorized(
  user: UserRow & { newAccount?: boolean },
  legalInfo: LegalInfo,
): Authorized {
  return {
    id: user.id,
    identityKey: user.email,
    role: user.role,
    identityType: 'email',
    verified: user.verified,
    legalInfo,
    userInfo: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: user.nickname,
      thumbnailUrl: user.avatarVersion
        ? `/repository/users/${user.id}/thumbnail.jpg?v=${user.avatarVersion}`
        : null,
    },
    ...(user.newAccount ? { newAccount: true as const } : {}),
  };
}
