import { useMutation } from '@tanstack/react-query';
import type { PaymentIntent } from '#domain/payments/payment.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

export type { PaymentIntent };

/**
 * POST /secure/stripe-intent (spec marketplace §7): starts a card payment of the order's amountToPay;
 * 409 payments.alreadyPaid or payments.amountMismatch.
 */
export async function createPaymentIntent(input: {
  orderId: number;
  amount: number;
}): Promise<PaymentIntent> {
  const envelope = await apiPost<PaymentIntent>('/secure/stripe-intent', input);
  const model = envelope.model;
  if (!model?.id || !model.secret) throw new Error('pages.checkout.unexpectedError');
  return model;
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
