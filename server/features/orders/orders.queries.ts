import { and, eq, inArray, isNotNull } from 'drizzle-orm';
export { notAbandoned } from './orders.repo.ts';
import { dishNames } from '#domain/notifications/item-notices.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';

// The orders feature's read module for other features: they read orders through it, not the tables.

/** What the messages of one order say about some of its items: the order number and the dish names. */
export async function orderFacts(tx: DbOrTx, orderId: number, itemIds?: number[]) {
  const [order] = await tx
    .select({ id: orders.id, sId: orders.sId, buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx
    .select({ id: orderItems.id, title: orderItems.title, sellerUserId: orderItems.sellerUserId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        itemIds ? inArray(orderItems.id, itemIds.length ? itemIds : [-1]) : undefined,
      ),
    )
    .orderBy(orderItems.id);
  return {
    order,
    items,
    orderNumber: orderNumber(order.sId),
    /** The dish names of the given items (or of the seller's items), for the message. */
    dishes: (sellerUserId?: string) => dishNames(items, sellerUserId),
    sellers: [...new Set(items.map((item) => item.sellerUserId))],
  };
}

/** What is left for a user to do in some orders, for the bell's "done" (domain/notifications/notice-tasks.ts). */
export { openTasksIn } from './orders.repo.ts';

/** The order each of these accepted event proposals became (proposal id to its id and sID). */
export async function ordersOfProposals(db: DbOrTx, proposalIds: readonly number[]) {
  const found = new Map<number, { id: number; sId: string }>();
  if (proposalIds.length === 0) return found;
  const rows = await db
    .select({ proposalId: orderItems.eventProposalId, id: orders.id, sId: orders.sId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isNotNull(orderItems.eventProposalId), inArray(orderItems.eventProposalId, [...proposalIds])));
  for (const row of rows) found.set(row.proposalId!, { id: row.id, sId: row.sId });
  return found;
}
