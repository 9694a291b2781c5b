import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import { requireAuthorized } from './authorized.ts';

export interface RegisterInput {
  email: string;
  password: string;
}

/** POST /register (spec accounts §7): creates a customer and signs them in. */
export async function register({ email, password }: RegisterInput): Promise<Authorized> {
  const envelope = await apiPost<AuthorizedAnswer>('/register', {
    identityKey: email,
    type: 'email',
    password,
  });
  return requireAuthorized(envelope.model);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
