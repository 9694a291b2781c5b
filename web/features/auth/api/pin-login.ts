import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import { requireAuthorized } from './authorized.ts';

export interface PinLoginInput {
  email: string;
  pin: string;
}

/** POST /pin-login (DESIGN §4): signs in with the e-mailed PIN; a new address becomes a customer. */
export async function pinLogin({ email, pin }: PinLoginInput): Promise<Authorized> {
  const envelope = await apiPost<AuthorizedAnswer>('/pin-login', { identityKey: email, pin });
  return requireAuthorized(envelope.model);
}

export function usePinLogin() {
  return useMutation({ mutationFn: pinLogin });
}
