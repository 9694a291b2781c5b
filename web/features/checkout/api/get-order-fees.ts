import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderLine } from '#domain/orders/checkout.schema.ts';
import type { OrderQuote } from '#domain/orders/order.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /store/order-fees (DESIGN §4): the fee breakdown of the cart for the chosen payment mode, and
 * each dish's preparation time and chef's city for the date and city checks before submitting.
 */
export async function getOrderFees(
  lines: readonly OrderLine[],
  payInCash: boolean,
  signal?: AbortSignal,
): Promise<OrderQuote> {
  const envelope = await apiPost<OrderQuote>(
    '/store/order-fees',
    { items: JSON.stringify(lines), payInCash },
    signal,
  );
  const quote = envelope.model;
  if (!quote?.fees) throw new Error('pages.checkout.failedToCalculateFees');
  return quote;
}

export const orderFeesQueryOptions = (lines: readonly OrderLine[], payInCash: boolean) =>
  queryOptions({
    queryKey: ['checkout', 'fees', lines, payInCash],
    queryFn: ({ signal }) => getOrderFees(lines, payInCash, signal),
  });

/** The server's fees; while a new answer loads, the previous one stays (marked as updating). */
export function useOrderFees(lines: readonly OrderLine[], payInCash: boolean, enabled = true) {
  return useQuery({
    ...orderFeesQueryOptions(lines, payInCash),
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
