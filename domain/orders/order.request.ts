import { z } from 'zod';
import { EmailSchema, PinSchema } from '../accounts/credentials.schema.ts';
import { formBoolean, optionalText, recordId, INVALID } from '../validation.ts';
import { OrderAddressSchema, OrderLinesSchema } from './checkout.schema.ts';
import { REVIEW_COMMENT_MAX } from './ratings.ts';

/**
 * What the order calls accept, beside what they answer (order.response.ts): the server parses each
 * body and query with these, and the web app's inputs are their types. The order's own fields
 * (details, address, lines) are in checkout.schema.ts, which the checkout form shares.
 */

const orderId = recordId('orders.orderIdRequired');

/** An order named by its id, in a query or a body. */
export const OrderIdSchema = z.object({ orderId });
export type OrderIdInput = z.infer<typeof OrderIdSchema>;

/** POST /store/order-fees: the fees of a cart, paid by card or in cash. */
export const OrderFeesRequestSchema = z.object({
  items: OrderLinesSchema,
  payInCash: formBoolean.default(true),
});

/** POST /store/add-order-address: a guest's or customer's order and the address it goes to. */
export const OrderAddressRequestSchema = OrderIdSchema.extend(OrderAddressSchema.shape);

/** POST /store/order with all its lines at once (the web app's way). */
export const OrderLinesRequestSchema = z.object({ items: OrderLinesSchema });

/** POST /store/order-relation-request: a PIN to the address, to link a guest's order to it. */
export const OrderLinkPinRequestSchema = z.object({ orderId, email: EmailSchema });
export type OrderLinkPinRequest = z.infer<typeof OrderLinkPinRequestSchema>;

/** POST /store/relate-order-to-user: the PIN that links the order and signs its address in. */
export const OrderLinkRequestSchema = OrderLinkPinRequestSchema.extend({ pin: PinSchema });
export type OrderLinkRequest = z.infer<typeof OrderLinkRequestSchema>;

/** POST /secure/order-status: a chef's confirmation or delivery (with the hand-over PIN), or a cancellation. */
export const OrderStatusRequestSchema = z.object({
  orderId,
  itemId: recordId(INVALID).optional(),
  status: z.enum(['confirmed', 'delivered', 'cancelled'], { error: INVALID }),
  handoverCode: z.string().trim().max(12).optional(),
});
export type OrderStatusRequest = z.infer<typeof OrderStatusRequestSchema>;

/** POST /secure/rate-order: the buyer's stars and words for a delivered item. */
export const RateOrderRequestSchema = z.object({
  orderId,
  itemId: recordId(INVALID).optional(),
  rating: z.coerce
    .number({ error: INVALID })
    .int(INVALID)
    .min(1, 'forms.validation.min')
    .max(5, 'forms.validation.max'),
  comment: optionalText(REVIEW_COMMENT_MAX),
});
export type RateOrderRequest = z.infer<typeof RateOrderRequestSchema>;

/** POST /secure/review-reply: the chef's one public answer to a review. */
export const ReviewReplyRequestSchema = z.object({
  reviewId: z.uuid(INVALID),
  reply: optionalText(REVIEW_COMMENT_MAX).pipe(z.string('forms.validation.required')),
});
export type ReviewReplyRequest = z.infer<typeof ReviewReplyRequestSchema>;
