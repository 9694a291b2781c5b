import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { breaksRatingRule, RATING_WINDOW } from '#domain/orders/ratings.ts';
import { pgErrorCode, UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { merchantInfos, orderItems, orders, reviews } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notifier } from '../notifications/notifier.ts';

export interface Rating {
  orderId: number;
  itemId?: number;
  rating: number;
  comment?: string;
}

/**
 * Ratings after delivery, once per item and only by its buyer; the chef may reply once. Each new
 * rating re-evaluates the rule of the last 5 (DESIGN §4) and disables a chef who breaks it.
 */
export class ReviewsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifier?: Notifier,
  ) {}

  /** POST /secure/rate-order. */
  async rate(buyerId: string, input: Rating) {
    const now = this.clock.now();
    try {
      const result = await this.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
        if (!order || order.buyerUserId !== buyerId) throw AppError.notFound('orders.notFound');
        const items = await tx
          .select()
          .from(orderItems)
          .where(
            and(
              eq(orderItems.orderId, order.id),
              input.itemId === undefined ? undefined : eq(orderItems.id, input.itemId),
            ),
          );
        if (items.length === 0) throw AppError.notFound('orders.notFound');
        if (items.some((item) => item.status !== 'delivered'))
          throw AppError.conflict('orders.rateAfterDelivery');
        const rated = await tx
          .select({ id: reviews.orderItemId })
          .from(reviews)
          .where(
            inArray(
              reviews.orderItemId,
              items.map((item) => item.id),
            ),
          );
        if (rated.length) throw AppError.conflict('orders.alreadyRated');
        await tx.insert(reviews).values(
          items.map((item) => ({
            orderItemId: item.id,
            productId: item.productId,
            sellerUserId: item.sellerUserId,
            buyerUserId: buyerId,
            rating: input.rating,
            comment: input.comment ?? null,
            createdAt: now,
          })),
        );
        const disabled: string[] = [];
        for (const sellerId of new Set(items.map((item) => item.sellerUserId))) {
          const latest = await tx
            .select({ rating: reviews.rating })
            .from(reviews)
            .where(eq(reviews.sellerUserId, sellerId))
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(RATING_WINDOW);
          if (breaksRatingRule(latest.map((row) => row.rating))) {
            const off = await tx
              .update(merchantInfos)
              .set({ valid: false, flaggedAt: now, updatedAt: now })
              .where(and(eq(merchantInfos.userId, sellerId), eq(merchantInfos.valid, true)))
              .returning({ userId: merchantInfos.userId });
            disabled.push(...off.map((row) => row.userId));
          }
        }
        await this.notifier?.tellAboutItems(tx, {
          orderId: order.id,
          itemIds: items.map((item) => item.id),
          kind: 'reviewReceived',
          to: 'sellers',
          extra: { rating: input.rating },
        });
        return { rated: items.map((item) => item.id), disabledChefs: disabled };
      });
      this.notifier?.flushSoon();
      return result;
    } catch (error) {
      // Two ratings of one item racing: the unique index keeps the first.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw AppError.conflict('orders.alreadyRated');
      throw error;
    }
  }

  /** POST /secure/review-reply: the chef answers a review of their dish, once. */
  async reply(sellerId: string, reviewId: string, text: string) {
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(reviews)
        .set({ reply: text, repliedAt: this.clock.now() })
        .where(and(eq(reviews.id, reviewId), eq(reviews.sellerUserId, sellerId), isNull(reviews.reply)))
        .returning({ id: reviews.id, orderItemId: reviews.orderItemId });
      const [item] = rows.length
        ? await tx.select().from(orderItems).where(eq(orderItems.id, rows[0]!.orderItemId))
        : [];
      if (item) {
        await this.notifier?.tellAboutItems(tx, {
          orderId: item.orderId,
          itemIds: [item.id],
          kind: 'reviewReplied',
          to: 'buyer',
        });
      }
      return rows;
    });
    this.notifier?.flushSoon();
    if (updated.length) return { reviewId };
    const [review] = await this.db.select().from(reviews).where(eq(reviews.id, reviewId));
    if (!review || review.sellerUserId !== sellerId) throw AppError.notFound('orders.reviewNotFound');
    throw AppError.conflict('orders.alreadyReplied');
  }
}
