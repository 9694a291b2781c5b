import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Order, OrderAnswer } from '#domain/orders/order.response.ts';

/** What the payment step needs of an order: its number, the amount to pay and whether it is paid. */
export type OrderToPay = Pick<
  Order,
  'id' | 'sID' | 'amountToPay' | 'payments' | 'paymentStatus' | 'payInCash'
> & {
  /** DESIGN §5: what the customer pays the chef at the service (subtotal less the prepayment). */
  payToChef: number;
};

/** GET /secure/order?orderId= (spec marketplace §7), read for the payment step. */
export async function getOrderToPay(orderId: string, signal?: AbortSignal): Promise<OrderToPay> {
  const envelope = await apiGet<OrderAnswer>('/secure/order', { orderId }, signal);
  const order = envelope.model?.order;
  if (!order) throw new Error('orders.notFound');
  return {
    id: order.id,
    sID: order.sID,
    amountToPay: order.amountToPay,
    payments: order.payments,
    paymentStatus: order.paymentStatus,
    payInCash: order.payInCash,
    payToChef: order.fees.payToChef,
  };
}

export const orderToPayQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['checkout', 'order-to-pay', orderId],
    queryFn: ({ signal }) => getOrderToPay(orderId, signal),
    // Paid elsewhere in the meantime? Always read the current state when the step opens.
    refetchOnMount: 'always',
  });

export function useOrderToPay(orderId: string) {
  return useQuery(orderToPayQueryOptions(orderId));
}
