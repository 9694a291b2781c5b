/**
 * The orders screens read the server's answers as the domain's response schemas infer them
 * (domain/orders/*.response.ts): one contract, serialised by the server, typed here.
 */
export type { ItemStatus } from '#domain/orders/order-status.ts';
export type {
  Order,
  OrderAddress,
  OrderItem,
  OrderPayment,
  OrderRefund,
} from '#domain/orders/order.response.ts';
export type { ComplaintView as Complaint } from '#domain/orders/complaint.response.ts';

/** What a cancellation refunds and keeps, and why (domain/orders/cancellation.ts). */
export type { RefundPlan } from '#domain/orders/cancellation.ts';

/** A review of one ordered dish, with the order item it rates (GET /secure/order-reviews). */
export type { OrderReview } from '#domain/catalog/review.response.ts';
