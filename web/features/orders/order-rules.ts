import { toMillis } from '#domain/orders/checkout-rules.ts';
import { orderFullTotal } from '#domain/orders/order-money.ts';
import type { Order, OrderItem } from './types.ts';

/** spec marketplace §4 "Item status label", with the item states of DESIGN §6. */
export type ItemStatusLabel =
  { key: 'delivered'; at: number | null } | { key: 'confirmed' } | { key: 'cancelled' } | { key: 'placed' };

/**
 * "delivered {date}" when the item has a delivery date (or is delivered: an unreadable date then shows
 * as Invalid Date), "order confirmed" when its chef confirmed it, otherwise cancelled or placed.
 */
export function itemStatusLabel(item: Pick<OrderItem, 'status' | 'deliveredAt'>): ItemStatusLabel {
  if ((item.deliveredAt !== null && item.deliveredAt !== undefined) || item.status === 'delivered') {
    return { key: 'delivered', at: item.deliveredAt ?? null };
  }
  if (item.status === 'confirmed') return { key: 'confirmed' };
  if (item.status === 'cancelled') return { key: 'cancelled' };
  return { key: 'placed' };
}

/** Whether every dish of the order (as the viewer sees it) is cancelled. */
export function isCancelled(order: Pick<Order, 'orderItems'>): boolean {
  return order.orderItems.length > 0 && order.orderItems.every((item) => item.status === 'cancelled');
}

/**
 * spec marketplace §4 "Order payment status": pending while `payments` is null, paid otherwise; a
 * cancelled order shows neither (no 'Paid' badge on an order nobody will be served).
 */
export function paymentStatus(
  order: Pick<Order, 'payments'> & Partial<Pick<Order, 'orderItems'>>,
): 'pending' | 'paid' | 'cancelled' {
  if (order.orderItems && isCancelled({ orderItems: order.orderItems })) return 'cancelled';
  return order.payments === null || order.payments === undefined ? 'pending' : 'paid';
}

/**
 * The order's full total, the part paid by card beside it, and the cash still owed to the
 * chef at the service (none once the order is cancelled).
 */
export function orderMoney(order: Pick<Order, 'amountToPay' | 'fees' | 'orderItems' | 'cashAtService'>) {
  return {
    total: orderFullTotal(order.fees),
    byCard: order.amountToPay,
    cashOwed: isCancelled(order) ? 0 : (order.cashAtService ?? order.fees.payToChef),
  };
}

/** The time an order last changed: its update time, else its creation time (ms; 0 when neither reads). */
export function lastChange(order: Pick<Order, 'updateTimestamp' | 'createTimestamp'>): number {
  const read = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? toMillis(value) : 0;
  return read(order.updateTimestamp) || read(order.createTimestamp);
}

/** spec marketplace §4: lists are sorted by update time, else create time, newest first. */
export function sortOrders<T extends Pick<Order, 'updateTimestamp' | 'createTimestamp'>>(
  orders: readonly T[],
): T[] {
  return [...orders].sort((a, b) => lastChange(b) - lastChange(a));
}

export type OrdersTab = 'buy' | 'sell';

/**
 * spec marketplace §2, §4: the Sell tab exists only when the user has seller orders; asking for it
 * without any falls back to Buy. A chef with sales opens on Sell unless Buy was chosen.
 */
export function activeTab(requested: string | null | undefined, sellerCount: number): OrdersTab {
  return requested !== 'buy' && sellerCount > 0 ? 'sell' : 'buy';
}
