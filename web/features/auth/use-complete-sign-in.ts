import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { landingPathForRole } from '#domain/accounts/roles.ts';
import { safeReturnPath } from '#domain/return-path.ts';
import { showToast } from '../../lib/toast.ts';
import { rememberSignedIn } from './api/get-me.ts';
import { storeAuthorized } from './session.ts';
import type { Authorized } from '#domain/accounts/session.response.ts';

/** spec accounts §2: where a chef who signed up from the chef flow continues. */
export const CHEF_PROFILE_PATH = '/profile?source=regular_registration&chefProfile=true';

/**
 * After any successful sign-in: store the profile (spec accounts §3), then go to the role's landing
 * page (customer and admin → /profile, operator → /store-management), with chefProfile to the chef
 * profile form, or to `continueTo` (a guest who linked an order goes on to pay for it).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    authorized: Authorized,
    options: { chefProfile?: boolean; created?: boolean; continueTo?: string } = {},
  ) => {
    const profile = storeAuthorized(authorized);
    rememberSignedIn(queryClient, authorized);
    const name = profile.fn || profile.nickname;
    // 'Welcome back' only to someone who has been here before: a PIN for a new address creates the account.
    const created = options.created ?? authorized.newAccount === true;
    if (name) showToast('success', created ? 'auth.accountCreated' : 'auth.signedInAs', { name });
    else showToast('success', created ? 'auth.accountCreatedNoName' : 'auth.signedIn');
    // The page asked for is kept to this site here too, whoever handed it over (domain/return-path.ts).
    void navigate(
      safeReturnPath(options.continueTo) ??
        (options.chefProfile ? CHEF_PROFILE_PATH : landingPathForRole(authorized.role)),
      {
        replace: true,
      },
    );
  };
}
