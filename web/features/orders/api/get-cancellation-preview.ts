import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { CancellationPreview } from '#domain/orders/order-life.response.ts';
import type { RefundPlan } from '../types.ts';
import { orderKeys } from './order-keys.ts';

/** GET /secure/order-cancellation?orderId=: what cancelling now would refund and keep, and why. */
export async function getCancellationPreview(orderId: number, signal?: AbortSignal): Promise<RefundPlan> {
  const envelope = await apiGet<CancellationPreview>('/secure/order-cancellation', { orderId }, signal);
  if (!envelope.model?.refund) throw new Error('orders.notFound');
  return envelope.model.refund;
}

export const cancellationPreviewQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.cancellation(orderId),
    queryFn: ({ signal }) => getCancellationPreview(orderId, signal),
    // The 24-hour line moves with the clock: ask again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useCancellationPreview(orderId: number, enabled: boolean) {
  return useQuery({ ...cancellationPreviewQueryOptions(orderId), enabled });
}
