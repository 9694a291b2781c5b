import type { Role } from '#domain/accounts/roles.ts';

/** spec accounts §3 "Login response": the server's `model.authorized`. */
export interface AuthorizedModel {
  id: string;
  identityKey: string;
  role: Role;
  identityType: string;
  verified: boolean;
  legalInfo?: { valid: boolean } | null;
  userInfo?: {
    email?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    nickname?: string | null;
    thumbnailUrl?: string | null;
  } | null;
  /** Set only on the sign-in that created the account. */
  newAccount?: true;
}

export interface AuthorizedEnvelopeModel {
  authorized: AuthorizedModel;
}
