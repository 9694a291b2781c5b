import { paymentChoice } from '../orders/money-state.ts';
import { orderNumber as numberOf } from '../orders/order-number.ts';
import type { NotificationKind, NotificationParams } from './notification-kinds.ts';

/** What a notice needs to know of an order: its sID (for the number people see) and its buyer. */
export interface NoticeOrder {
  sId: string;
  /** Null for a guest's order: no account, no address on record until it is linked. */
  buyerUserId: string | null;
  /** The payment choice, for the chef's news of a paid order: how much cash they collect. */
  payInCash?: boolean;
}

/** What a notice needs to know of an item, in the order the items were placed. */
export interface NoticeItem {
  title: string;
  sellerUserId: string;
}

export interface ItemsEvent {
  kind: NotificationKind;
  /** The buyer is told about all the items; each chef about their own items only. */
  to: 'buyer' | 'sellers';
  /** Amount, rating, outcome...: the rest of the message. */
  extra?: Omit<NotificationParams, 'orderNumber' | 'dishes'>;
}

export interface ItemNotice {
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
}

/** The dish names of the items (or of one chef's items), as a message names them. */
export function dishNames(items: readonly NoticeItem[], sellerUserId?: string): string {
  return items
    .filter((item) => !sellerUserId || item.sellerUserId === sellerUserId)
    .map((item) => item.title)
    .join(', ');
}

/**
 * Who is told about some items of an order, and what: the buyer about all of
 * them, or each chef, in the order they first appear, about their own. A guest is told nothing here.
 */
export function itemNotices(
  order: NoticeOrder,
  items: readonly NoticeItem[],
  event: ItemsEvent,
): ItemNotice[] {
  if (items.length === 0) return [];
  const orderNumber = numberOf(order.sId);
  const recipients =
    event.to === 'buyer'
      ? [{ userId: order.buyerUserId, dishes: dishNames(items) }]
      : [...new Set(items.map((item) => item.sellerUserId))].map((sellerUserId) => ({
          userId: sellerUserId,
          dishes: dishNames(items, sellerUserId),
        }));
  return recipients.flatMap(({ userId, dishes }) =>
    userId ? [{ userId, kind: event.kind, params: { orderNumber, dishes, ...event.extra } }] : [],
  );
}

/**
 * An order just paid: its buyer gets the receipt (kind orderPlaced, with what was
 * paid by card), each chef the news of a new order with their own dishes. Nobody is told when an
 * order is only placed: an order nobody pays is no order for the chef.
 */
export function paidOrderNotices(
  order: NoticeOrder,
  items: readonly NoticeItem[],
  paidByCardCents: number,
): ItemNotice[] {
  return [
    ...itemNotices(order, items, { kind: 'orderPlaced', to: 'buyer', extra: { amount: paidByCardCents } }),
    ...itemNotices(order, items, {
      kind: 'orderReceived',
      to: 'sellers',
      ...(order.payInCash === undefined ? {} : { extra: { choice: paymentChoice(order.payInCash) } }),
    }),
  ];
}
