import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import { requireAuthorized } from './authorized.ts';

export interface PwLoginInput {
  email: string;
  password: string;
}

/** POST /pw-login (spec accounts §7). A 401 carries pages.auth.invalidCredentials for identityKey. */
export async function pwLogin({ email, password }: PwLoginInput): Promise<Authorized> {
  const envelope = await apiPost<AuthorizedAnswer>('/pw-login', {
    identityKey: email,
    password,
    type: 'email',
  });
  return requireAuthorized(envelope.model);
}

export function usePwLogin() {
  return useMutation({ mutationFn: pwLogin });
}
