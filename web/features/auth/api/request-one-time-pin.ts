import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiMessage } from '../../../lib/api-client.ts';

/** POST /one-time-pin (spec accounts §7): mails a sign-in PIN; answers messages[0] (oneTimePinSent). */
export async function requestOneTimePin(email: string): Promise<ApiMessage | undefined> {
  const envelope = await apiPost('/one-time-pin', { identityKey: email });
  return envelope.messages?.[0];
}

export function useRequestOneTimePin() {
  return useMutation({ mutationFn: requestOneTimePin });
}
