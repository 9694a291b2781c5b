import type { Role } from '#domain/accounts/roles.ts';
import type { UserRow } from './auth.repo.ts';

/** spec accounts §3 "Login response model.authorized"; nothing else about the user leaves the server here. */
export interface AuthorizedModel {
  id: string;
  identityKey: string;
  role: Role;
  identityType: 'email';
  verified: boolean;
  legalInfo: { valid: boolean; applicationStatus?: string; decisionReason?: string | null };
  userInfo: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    nickname: string | null;
    /** The small avatar for the user menu; null until one is set. */
    thumbnailUrl: string | null;
  };
  /** Only on the sign-in that created the account (a PIN for a new address): the app greets a newcomer, not 'Welcome back'. */
  newAccount?: true;
}

export function presentAuthorized(
  user: UserRow & { newAccount?: boolean },
  legalInfo: AuthorizedModel['legalInfo'],
): AuthorizedModel {
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
