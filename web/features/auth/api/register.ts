import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { RegisterInputSchema } from '#domain/accounts/credentials.schema.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { requireAuthorized } from './authorized.ts';

/** The plain form's two fields of POST /register (the chef form's are onboarding's registerChef). */
export type RegisterInput = Pick<RequestFields<typeof RegisterInputSchema>, 'identityKey' | 'password'>;

/** POST /register (spec accounts §7): creates a customer and signs them in. */
export async function register({ identityKey, password }: RegisterInput): Promise<Authorized> {
  const envelope = await apiPost<AuthorizedAnswer>('/register', { identityKey, type: 'email', password });
  return requireAuthorized(envelope.model);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
