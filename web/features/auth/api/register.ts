import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { AuthorizedEnvelopeModel, AuthorizedModel } from '../types.ts';

export interface RegisterInput {
  email: string;
  password: string;
}

/** POST /register (spec accounts §7): creates a customer and signs them in. */
export async function register({ email, password }: RegisterInput): Promise<AuthorizedModel> {
  const envelope = await apiPost<AuthorizedEnvelopeModel>('/register', {
    identityKey: email,
    type: 'email',
    password,
  });
  return requireAuthorized(envelope.model);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** The sign-in calls all answer `model.authorized`; its absence is a server fault. */
export function requireAuthorized(model: AuthorizedEnvelopeModel | undefined): AuthorizedModel {
  if (!model?.authorized) throw new Error('The answer carried no authorized user');
  return model.authorized;
}
