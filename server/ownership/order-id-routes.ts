import type { IdRoute } from './id-route-check.ts';
import {
  GOOD_CARD,
  GUEST_EMAIL,
  INTRUDER_ADDRESS,
  REVIEW_COMMENT,
  TEXT,
  VICTIM_ADDRESS,
} from './ownership-world.ts';

/** Orders: read, added to, addressed, linked to an account, paid. */
export const ORDER_ID_ROUTES: IdRoute[] = [
  {
    route: 'GET /secure/order',
    field: 'orderId',
    victim: 'a buyer’s order',
    args: (w) => ({ orderId: w.ids.pendingOrder }),
    allowed: { as: 'buyer', sees: () => VICTIM_ADDRESS.formatted_address },
  },
  {
    route: 'GET /secure/order-cancellation',
    field: 'orderId',
    victim: 'a buyer’s paid order',
    args: (w) => ({ orderId: w.ids.paidOrder }),
    allowed: { as: 'buyer' },
  },
  {
    // By design a stranger gets an empty list (order-reviews.routes.test.ts), not an error.
    route: 'GET /secure/order-reviews',
    field: 'orderId',
    victim: 'a buyer’s rated order',
    outcome: 'empty',
    args: (w) => ({ orderId: w.ids.deliveredOrder }),
    allowed: { as: 'buyer', sees: () => REVIEW_COMMENT },
  },
  {
    route: 'POST /store/order',
    field: 'orderId',
    victim: 'a buyer’s unpaid order, given one more dish',
    args: (w) => ({ orderId: w.ids.addOrder, productId: w.ids.secondDish, productVolume: 1 }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /store/order',
    field: 'orderId',
    victim: 'a guest’s unpaid order, given one more dish',
    args: (w) => ({ orderId: w.ids.guestOrder, productId: w.ids.secondDish, productVolume: 1 }),
    allowed: { as: 'guest' },
  },
  {
    route: 'POST /store/add-order-address',
    field: 'orderId',
    victim: 'a buyer’s unpaid order',
    args: (w) => ({ orderId: w.ids.pendingOrder, ...INTRUDER_ADDRESS }),
    allowed: { as: 'buyer', args: (w) => ({ orderId: w.ids.pendingOrder, ...VICTIM_ADDRESS }) },
  },
  {
    route: 'POST /store/add-order-address',
    field: 'orderId',
    victim: 'a guest’s order',
    args: (w) => ({ orderId: w.ids.guestOrder, ...INTRUDER_ADDRESS }),
    allowed: { as: 'guest', args: (w) => ({ orderId: w.ids.guestOrder, ...VICTIM_ADDRESS }) },
  },
  {
    route: 'POST /store/order-relation-request',
    field: 'orderId',
    victim: 'a guest’s order (a PIN to the intruder’s address)',
    args: (w, me) => ({ orderId: w.ids.guestOrder, email: me.email ?? 'visitor@example.com' }),
    allowed: { as: 'guest', args: (w) => ({ orderId: w.ids.guestOrder, email: GUEST_EMAIL }) },
  },
  {
    // The intruders even hold the PIN mailed to the guest; the order is still not theirs to link.
    // Keep it the last entry on the guest order: the allowed call links it to an account.
    route: 'POST /store/relate-order-to-user',
    field: 'orderId',
    victim: 'a guest’s order, with the guest’s own PIN',
    args: (w) => ({ orderId: w.ids.guestOrder, email: GUEST_EMAIL, pin: w.pinFor(GUEST_EMAIL) }),
    allowed: { as: 'guest' },
  },
  {
    route: 'POST /secure/stripe-intent',
    field: 'orderId',
    victim: 'a buyer’s unpaid order',
    args: (w) => ({ orderId: w.ids.pendingOrder, amount: w.ids.pendingAmount }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /payments/sandbox/confirm',
    field: 'id',
    victim: 'a buyer’s card payment, with the caller’s own payment secret',
    args: (w, me) => ({
      id: w.ids.intent.id,
      secret: me.own.intentSecret ?? 'not-the-secret',
      ...GOOD_CARD,
    }),
    allowed: { as: 'buyer' },
  },
];

/** An order after payment: its status, hand-over code, reviews and complaints. */
export const ORDER_LIFE_ID_ROUTES: IdRoute[] = [
  {
    route: 'POST /secure/order-handover-code',
    field: 'orderId',
    victim: 'a buyer’s paid order, its hand-over PIN renewed',
    args: (w) => ({ orderId: w.ids.paidOrder }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/order-status',
    field: 'orderId',
    victim: 'a buyer’s paid order, cancelled',
    args: (w) => ({ orderId: w.ids.paidOrder, status: 'cancelled' }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/order-status',
    field: 'itemId',
    victim: 'another order’s item, named in the caller’s own order',
    args: (w, me) => ({ orderId: me.own.orderId!, itemId: w.ids.paidOrder2Item, status: 'confirmed' }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/rate-order',
    field: 'orderId',
    victim: 'a buyer’s delivered order',
    args: (w) => ({ orderId: w.ids.deliveredOrder2, rating: 1, comment: TEXT }),
    allowed: { as: 'buyer', args: (w) => ({ orderId: w.ids.deliveredOrder2, rating: 5 }) },
  },
  {
    route: 'POST /secure/rate-order',
    field: 'itemId',
    victim: 'a buyer’s delivered item, named in the caller’s own delivered order',
    only: ['customer'],
    args: (w, me) => ({ orderId: me.own.deliveredOrderId!, itemId: w.ids.deliveredOrder2Item, rating: 1 }),
  },
  {
    route: 'POST /secure/review-reply',
    field: 'reviewId',
    victim: 'a review of a chef’s dish',
    args: (w) => ({ reviewId: w.ids.review, reply: TEXT }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/complaint',
    field: 'orderId',
    victim: 'a buyer’s delivered order',
    args: (w) => ({ orderId: w.ids.deliveredOrder2, itemId: w.ids.deliveredOrder2Item, text: TEXT }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/complaint',
    field: 'itemId',
    victim: 'a buyer’s delivered item, named in the caller’s own delivered order',
    only: ['customer'],
    args: (w, me) => ({ orderId: me.own.deliveredOrderId!, itemId: w.ids.deliveredOrder2Item, text: TEXT }),
  },
  {
    route: 'POST /secure/complaint',
    field: 'photoIds',
    victim: 'a buyer’s photo, attached to the caller’s own complaint',
    only: ['customer'],
    args: (w, me) => ({
      orderId: me.own.deliveredOrderId!,
      itemId: me.own.deliveredItemId!,
      text: TEXT,
      photoIds: JSON.stringify([w.ids.buyerFile]),
    }),
  },
  {
    route: 'POST /secure/complaint-response',
    field: 'complaintId',
    victim: 'a complaint about a chef’s dish',
    args: (w) => ({ complaintId: w.ids.complaint, text: TEXT }),
    allowed: { as: 'chef' },
  },
];
