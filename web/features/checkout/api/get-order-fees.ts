import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Fees } from '#domain/orders/fees.ts';
import type { ServiceLine } from '#domain/orders/service-rules.ts';
import { apiPost } from '../../../lib/api-client.ts';
import type { OrderLineInput } from '../order-lines.ts';

/** A dish of the cart as the service rules see it today (issue 19): its notice and its chef's city. */
export type ServiceDish = ServiceLine & { productId: number };

export interface OrderQuote {
  fees: Fees;
  /** Absent from an older server's answer: the cart's own figures are used then. */
  dishes?: ServiceDish[];
}

/**
 * POST /store/order-fees (DESIGN §4): the fee breakdown of the cart for the chosen payment mode, and
 * each dish's preparation time and chef's city for the date and city checks before submitting.
 */
export async function getOrderFees(
  lines: readonly OrderLineInput[],
  payInCash: boolean,
  signal?: AbortSignal,
): Promise<OrderQuote> {
  const envelope = await apiPost<{ fees?: Fees; dishes?: ServiceDish[] }>(
    '/store/order-fees',
    { items: JSON.stringify(lines), payInCash },
    signal,
  );
  const fees = envelope.model?.fees;
  if (!fees) throw new Error('pages.checkout.failedToCalculateFees');
  return { fees, dishes: envelope.model?.dishes };
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
