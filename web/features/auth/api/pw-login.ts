import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { PwLoginInputSchema } from '#domain/accounts/credentials.schema.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { requireAuthorized } from './authorized.ts';

/** The e-mail (`identityKey`) and password; the identity's type is always 'email'. */
export type PwLoginInput = Omit<RequestFields<typeof PwLoginInputSchema>, 'type'>;

/** POST /pw-login (spec accounts §7). A 401 carries pages.auth.invalidCredentials for identityKey. */
export async function pwLogin({ identityKey, password }: PwLoginInput): Promise<Authorized> {
  const envelope = await apiPost<AuthorizedAnswer>('/pw-login', { identityKey, password, type: 'email' });
  return requireAuthorized(envelope.model);
}

export function usePwLogin() {
  return useMutation({ mutationFn: pwLogin });
}
