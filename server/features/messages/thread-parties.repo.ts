import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  eventProposals,
  eventRequests,
  merchantInfos,
  orderItems,
  orders,
  products,
  users,
} from '../../db/schema.ts';

// Who a new thread is between: the chef named, the dish asked about, the order's sides, the event
// request's customer and its proposers.

/** An approved chef by nickname (case-insensitive, as the store page finds them). */
export async function approvedChefByNickname(db: DbOrTx, nickname: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(merchantInfos, eq(merchantInfos.userId, users.id))
    .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, eq(merchantInfos.valid, true)));
  return row?.id;
}

/** A dish anyone may see (active, complete, not blocked, of an approved chef): its chef and title. */
export async function visibleDish(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ id: products.id, chefId: products.userId, title: products.title })
    .from(products)
    .innerJoin(merchantInfos, eq(merchantInfos.userId, products.userId))
    .where(
      and(
        eq(products.id, productId),
        eq(products.active, true),
        eq(products.complete, true),
        isNull(products.blockedReason),
        eq(merchantInfos.valid, true),
      ),
    );
  return row;
}

/** The order's buyer and the chefs of its items. */
export async function orderSides(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, sId: orders.sId, buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await db
    .select({ sellerUserId: orderItems.sellerUserId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { ...order, chefs: [...new Set(items.map((item) => item.sellerUserId))] };
}

/** An event request's customer and the chefs who proposed for it; undefined when there is no such request. */
export async function requestParties(db: DbOrTx, requestId: number) {
  const [request] = await db
    .select({ customerUserId: eventRequests.customerUserId })
    .from(eventRequests)
    .where(eq(eventRequests.id, requestId));
  if (!request) return undefined;
  const proposers = await db
    .select({ chefUserId: eventProposals.chefUserId })
    .from(eventProposals)
    .where(eq(eventProposals.requestId, requestId));
  return { customerUserId: request.customerUserId, proposers: proposers.map((row) => row.chefUserId) };
}
