import { z } from 'zod';
import { OCCASIONS } from '../event-requests/event-request-rules.ts';

/** A review as the public sees it (GET /store/reviews, the chef page): the reviewer's first name only. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  /** Null for the rating of an event menu (an accepted proposal's order line has no dish). */
  productId: z.number().nullable(),
  /** The dish's title, or an event menu's title (its courses). */
  productTitle: z.string(),
  /** The event's occasion when the review rates an event menu; null for a dish. */
  occasion: z.enum(OCCASIONS).nullable(),
  rating: z.number(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  reviewer: z.string().nullable(),
  createTimestamp: z.number(),
  replyTimestamp: z.number().nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A review of one ordered dish, with the order item it rates (GET /secure/order-reviews). */
export const OrderReviewSchema = PublicReviewSchema.extend({ orderItemId: z.number() });
export type OrderReview = z.infer<typeof OrderReviewSchema>;

/** GET /store/reviews. */
export const ProductReviewsAnswerSchema = z.object({ reviews: z.array(PublicReviewSchema) });
export type ProductReviewsAnswer = z.infer<typeof ProductReviewsAnswerSchema>;
/** GET /secure/order-reviews. */
export const OrderReviewsAnswerSchema = z.object({ reviews: z.array(OrderReviewSchema) });
export type OrderReviewsAnswer = z.infer<typeof OrderReviewsAnswerSchema>;
