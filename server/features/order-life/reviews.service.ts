import { can } from '#domain/accounts/policies.ts';
import { breaksRatingRule, RATING_WINDOW } from '#domain/orders/ratings.ts';
import { pgErrorCode, UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import * as repo from './reviews.repo.ts';

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
        const order = await repo.orderById(tx, input.orderId);
        if (!order || !can({ id: buyerId }, 'order.rate', order)) throw AppError.notFound('orders.notFound');
        const items = await repo.itemsToRate(tx, order.id, input.itemId);
        if (items.length === 0) throw AppError.notFound('orders.notFound');
        if (items.some((item) => item.status !== 'delivered'))
          throw AppError.conflict('orders.rateAfterDelivery');
        const rated = await repo.reviewedItems(
          tx,
          items.map((item) => item.id),
        );
        if (rated.length) throw AppError.conflict('orders.alreadyRated');
        await repo.insertReviews(
          tx,
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
          if (breaksRatingRule(await repo.latestRatings(tx, sellerId, RATING_WINDOW))) {
            disabled.push(...(await repo.disableChef(tx, sellerId, now)));
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
      const rows = await repo.recordReply(tx, sellerId, reviewId, text, this.clock.now());
      const item = rows.length ? await repo.itemById(tx, rows[0]!.orderItemId) : undefined;
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
    const review = await repo.reviewById(this.db, reviewId);
    if (!review || !can({ id: sellerId }, 'review.reply', review))
      throw AppError.notFound('orders.reviewNotFound');
    throw AppError.conflict('orders.alreadyReplied');
  }
}
