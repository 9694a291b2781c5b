/**
 * The orders screens read the server's answers as the domain's response schemas infer them
 * (domain/orders/*.response.ts): one contract, serialised by the server, typed here.
 */
export type { ItemStatus } from '#domain/orders/order-status.ts';
import type { Order as OrderView, OrderItem as OrderItemView } from '#domain/orders/order.response.ts';

export type { OrderAddress, OrderPayment, OrderRefund } from '#domain/orders/order.response.ts';

/**
 * View-only widening: order-actions.ts reads an order-wide complaint deadline, and an item's as
 * possibly absent, and infers the viewer when absent, none of which the server sends; it goes when
 * complaint eligibility moves to domain/ (issue 22 §4). Every answer the server sends is an `Order`.
 */
export type Order = Omit<OrderView, 'viewer'> & {
  viewer?: OrderView['viewer'];
  complaintUntil?: number | null;
};
export type OrderItem = Omit<OrderItemView, 'complaintUntil'> & { complaintUntil?: number | null };
export type { ComplaintView as Complaint } from '#domain/orders/complaint.response.ts';

/** What a cancellation refunds and keeps, and why (domain/orders/cancellation.ts). */
export type { RefundPlan } from '#domain/orders/cancellation.ts';

/** A review of one ordered dish, with the order item it rates (GET /secure/order-reviews). */
export type { OrderReview } from '#domain/catalog/review.response.ts';
