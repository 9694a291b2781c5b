import { toMillis } from '#domain/orders/checkout-rules.ts';
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

/** spec marketplace §4 "Order payment status": pending while `payments` is null, paid otherwise. */
export function paymentStatus(order: Pick<Order, 'payments'>): 'pending' | 'paid' {
  return order.payments === null || order.payments === undefined ? 'pending' : 'paid';
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
 * without any falls back to Buy.
 */
export function activeTab(requested: string | null | undefined, sellerCount: number): OrdersTab {
  return requested === 'sell' && sellerCount > 0 ? 'sell' : 'buy';
}
