import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventProposals, eventRequests, orderItems, products, reviews, users } from '../../db/schema.ts';

// Ratings and reviews as the catalog shows them: per dish, per chef by stars, the newest, an order's.

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Average and count of ratings per dish, in one query. */
export async function ratingsOfProducts(
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, RatingSummary>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<string>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.productId, productIds))
    .groupBy(reviews.productId);
  // Every row names one of `productIds` (an event menu's rating, with no dish, is not among them).
  return new Map(rows.map((row) => [row.productId!, { average: Number(row.average), count: row.count }]));
}

/** How many of the chef's ratings gave each number of stars (index 0 = 1 star). */
export async function ratingsByStar(db: DbOrTx, userId: string): Promise<number[]> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.sellerUserId, userId))
    .groupBy(reviews.rating);
  return [1, 2, 3, 4, 5].map((star) => Number(rows.find((row) => row.rating === star)?.count ?? 0));
}

export type ReviewRow = Awaited<ReturnType<typeof recentReviews>>[number];

/**
 * What a review rates, as its lists name it: the dish, or for an event menu (an accepted proposal's
 * order line, which has no dish) the line's menu title and the event's occasion. The queries join
 * the dish and the event with left joins: an inner join on the dish left event reviews out.
 */
const reviewedThing = {
  productTitle: sql<string>`coalesce(${products.title}, ${orderItems.title})`,
  occasion: eventRequests.occasion,
};

/** A review as every list shows it: what it rates, the stars and words, the reply, the first name. */
const reviewColumns = {
  ...reviewedThing,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  repliedAt: reviews.repliedAt,
  reviewer: users.firstName,
};

/** The newest reviews of a dish or of a chef, with the reviewer's first name only. */
export async function recentReviews(
  db: DbOrTx,
  where: { productId?: number; sellerUserId?: string },
  limit = 10,
) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      ...reviewColumns,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerUserId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(eventProposals, eq(eventProposals.id, orderItems.eventProposalId))
    .leftJoin(eventRequests, eq(eventRequests.id, eventProposals.requestId))
    .where(
      and(
        where.productId === undefined ? undefined : eq(reviews.productId, where.productId),
        where.sellerUserId === undefined ? undefined : eq(reviews.sellerUserId, where.sellerUserId),
      ),
    )
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

/**
 * The reviews of one order's items that a viewer may read: their own as its buyer, those of their
 * dishes as a chef, all for staff (`viewerId` undefined). With the order item each one rates.
 */
export async function reviewsOfOrder(db: DbOrTx, orderId: number, viewerId: string | undefined) {
  return db
    .select({
      id: reviews.id,
      orderItemId: reviews.orderItemId,
      productId: reviews.productId,
      ...reviewColumns,
    })
    .from(reviews)
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .innerJoin(users, eq(users.id, reviews.buyerUserId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(eventProposals, eq(eventProposals.id, orderItems.eventProposalId))
    .leftJoin(eventRequests, eq(eventRequests.id, eventProposals.requestId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        viewerId === undefined
          ? undefined
          : or(eq(reviews.buyerUserId, viewerId), eq(reviews.sellerUserId, viewerId)),
      ),
    )
    .orderBy(reviews.orderItemId);
}
