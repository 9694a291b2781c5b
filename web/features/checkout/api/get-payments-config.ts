import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '#domain/payments/payment.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

export type { PaymentsConfig };

/** GET /payments/config (DESIGN §4): which card provider the server uses. */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const envelope = await apiGet<PaymentsConfig>('/payments/config', undefined, signal);
  return { ...envelope.model, provider: envelope.model?.provider === 'stripe' ? 'stripe' : 'sandbox' };
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payments-config'],
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: Infinity,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
