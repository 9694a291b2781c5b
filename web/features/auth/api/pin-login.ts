import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { PinLoginInputSchema } from '#domain/accounts/credentials.schema.ts';
import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { requireAuthorized } from './authorized.ts';

export type PinLoginInput = RequestFields<typeof PinLoginInputSchema>;

/** POST /pin-login (DESIGN §4): signs in with the e-mailed PIN; a new address becomes a customer. */
export async function pinLogin({ identityKey, pin }: PinLoginInput): Promise<Authorized> {
  const envelope = await apiPost<AuthorizedAnswer>('/pin-login', { identityKey, pin });
  return requireAuthorized(envelope.model);
}

export function usePinLogin() {
  return useMutation({ mutationFn: pinLogin });
}
