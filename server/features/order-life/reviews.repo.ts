import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { merchantInfos, orderItems, orders, reviews } from '../../db/schema.ts';

// The ratings' queries, each taking the transaction it runs in (or the database outside one).

export async function orderById(tx: DbOrTx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The order's items, or only the one named. */
export async function itemsToRate(tx: DbOrTx, orderId: number, itemId: number | undefined) {
  return tx
    .select()
    .from(orderItems)
    .where(
      and(eq(orderItems.orderId, orderId), itemId === undefined ? undefined : eq(orderItems.id, itemId)),
    );
}

export async function itemById(tx: DbOrTx, itemId: number) {
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId));
  return item;
}

/** Which of these items have a review already. */
export async function reviewedItems(tx: DbOrTx, itemIds: number[]) {
  return tx.select({ id: reviews.orderItemId }).from(reviews).where(inArray(reviews.orderItemId, itemIds));
}

export async function insertReviews(tx: DbOrTx, rows: (typeof reviews.$inferInsert)[]) {
  await tx.insert(reviews).values(rows);
}

/** The chef's latest `limit` ratings, newest first. */
export async function latestRatings(tx: DbOrTx, sellerId: string, limit: number) {
  const rows = await tx
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.sellerUserId, sellerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => row.rating);
}

/** Disables the chef if still enabled; answers the ids it disabled (none when already off). */
export async function disableChef(tx: DbOrTx, sellerId: string, at: Date) {
  const off = await tx
    .update(merchantInfos)
    .set({ valid: false, flaggedAt: at, updatedAt: at })
    .where(and(eq(merchantInfos.userId, sellerId), eq(merchantInfos.valid, true)))
    .returning({ userId: merchantInfos.userId });
  return off.map((row) => row.userId);
}

/** The chef's reply to their review, once; answers the rows it changed. */
export async function recordReply(tx: DbOrTx, sellerId: string, reviewId: string, text: string, at: Date) {
  return tx
    .update(reviews)
    .set({ reply: text, repliedAt: at })
    .where(and(eq(reviews.id, reviewId), eq(reviews.sellerUserId, sellerId), isNull(reviews.reply)))
    .returning({ id: reviews.id, orderItemId: reviews.orderItemId });
}

export async function reviewById(tx: DbOrTx, reviewId: string) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId));
  return review;
}
