import {
  ITEM_STATUSES,
  transitionProblem,
  type Actor,
  type ItemStatus,
} from '#domain/orders/order-status.ts';
import { complaintWindowProblem } from '#domain/orders/complaint-window.ts';
import { paymentStatus } from './order-rules.ts';
import type { Order, OrderItem } from './types.ts';

/** What a chef can do with one of their items; each is a move of the domain's transition table. */
export type SellerAction = 'confirm' | 'decline' | 'deliver';

export const SELLER_ACTION_STATUS: Record<SellerAction, Exclude<ItemStatus, 'placed'>> = {
  confirm: 'confirmed',
  decline: 'cancelled',
  deliver: 'delivered',
};

function isItemStatus(value: string): value is ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value);
}

/** Whether `actor` may move the item to `to` now, by the domain's table (domain/orders/order-status.ts). */
export function canMove(status: string, to: ItemStatus, actor: Actor): boolean {
  return isItemStatus(status) && transitionProblem(status, to, actor) === undefined;
}

/**
 * The buttons a chef sees on their item. Confirming also needs a recorded payment (the server answers
 * orders.unpaid otherwise), so an unpaid order offers only the decline.
 */
export function sellerActions(
  item: Pick<OrderItem, 'status'>,
  order: Pick<Order, 'payments'>,
): SellerAction[] {
  const isPaid = paymentStatus(order) === 'paid';
  return (Object.keys(SELLER_ACTION_STATUS) as SellerAction[]).filter(
    (action) =>
      canMove(item.status, SELLER_ACTION_STATUS[action], 'seller') && (action !== 'confirm' || isPaid),
  );
}

/** The customer may cancel while any item can still be cancelled by its buyer. */
export function canBuyerCancel(order: Pick<Order, 'orderItems'>): boolean {
  return order.orderItems.some((item) => canMove(item.status, 'cancelled', 'buyer'));
}

/** A delivered item is rated once, by its buyer. */
export function canRate(item: Pick<OrderItem, 'status'>, hasReview: boolean): boolean {
  return item.status === 'delivered' && !hasReview;
}

/**
 * A complaint is possible on a delivered item without one, inside its 48-hour window (the item's
 * `complaintUntil`, null once it closed): the server's rule.
 */
export function canComplain(
  item: Pick<OrderItem, 'status' | 'complaint' | 'complaintUntil'>,
  now: number,
): boolean {
  return (
    complaintWindowProblem({
      itemStatus: item.status,
      complaintUntil: item.complaintUntil,
      now,
      alreadyComplained: Boolean(item.complaint),
    }) === undefined
  );
}
