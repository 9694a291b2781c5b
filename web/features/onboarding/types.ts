import type { Role } from '#domain/accounts/roles.ts';
import type { LegalInfo as ServedLegalInfo } from '#domain/chefs/merchant-info.response.ts';

/**
 * The application's state as the screens hold it: `valid` always; the rest when the server sent
 * it (GET and POST /secure/merchant-info always do; the sign-in answer and what localStorage kept
 * may not).
 */
export type LegalInfo = Pick<ServedLegalInfo, 'valid'> & Partial<ServedLegalInfo>;

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
