import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Fees } from '#domain/orders/fees.ts';
import { apiPost } from '../../../lib/api-client.ts';
import type { OrderLineInput } from '../order-lines.ts';

/** POST /store/order-fees (DESIGN §4): the fee breakdown of the cart for the chosen payment mode. */
export async function getOrderFees(
  lines: readonly OrderLineInput[],
  payInCash: boolean,
  signal?: AbortSignal,
): Promise<Fees> {
  const envelope = await apiPost<{ fees?: Fees }>(
    '/store/order-fees',
    { items: JSON.stringify(lines), payInCash },
    signal,
  );
  const fees = envelope.model?.fees;
  if (!fees) throw new Error('pages.checkout.failedToCalculateFees');
  return fees;
}

export const orderFeesQueryOptions = (lines: readonly OrderLineInput[], payInCash: boolean) =>
  queryOptions({
    queryKey: ['checkout', 'fees', lines, payInCash],
    queryFn: ({ signal }) => getOrderFees(lines, payInCash, signal),
  });

/** The server's fees; while a new answer loads, the previous one stays (marked as updating). */
export function useOrderFees(lines: readonly OrderLineInput[], payInCash: boolean, enabled = true) {
  return useQuery({
    ...orderFeesQueryOptions(lines, payInCash),
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
