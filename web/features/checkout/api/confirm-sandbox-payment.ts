import { useMutation } from '@tanstack/react-query';
import type { SandboxConfirmAnswer } from '#domain/payments/payment.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface SandboxCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * POST /payments/sandbox/confirm (DESIGN §4): the built-in provider's card confirmation; success
 * marks the order paid, a declined card answers 402 with the provider's message (payments.*).
 */
export async function confirmSandboxPayment(
  input: { id: string; secret: string } & SandboxCard,
): Promise<SandboxConfirmAnswer> {
  const envelope = await apiPost<SandboxConfirmAnswer>('/payments/sandbox/confirm', { ...input });
  return envelope.model ?? { id: input.id, status: 'requires_capture' };
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
