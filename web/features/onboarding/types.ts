import type { Role } from '#domain/accounts/roles.ts';

/** The application's state as the server reports it with `legalInfo` (DESIGN §4). */
export type ApplicationStatus = 'none' | 'draft' | 'submitted' | 'approved' | 'rejected';

/** `model.legalInfo` of POST /secure/merchant-info; kept in localStorage as `valid` and `legalInfo`. */
export interface LegalInfo {
  valid: boolean;
  applicationStatus?: ApplicationStatus;
  submittedAt?: string | null;
  decisionReason?: string | null;
}

/** spec accounts §3 "Login response": the `model.authorized` that POST /register answers. */
export interface AuthorizedUser {
  id: string;
  identityKey: string;
  role: Role;
  identityType: string;
  verified: boolean;
  legalInfo?: LegalInfo | null;
  userInfo?: {
    email?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    nickname?: string | null;
  } | null;
}
