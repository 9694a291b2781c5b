import { expect } from 'vitest';
import { deliveredOrder, placeOrder } from '../factories.ts';
import { signUp } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

export const orderLifeCalls: ContractCalls = {
  'GET /secure/payouts': (w) => w.chef.client.get('/secure/payouts'),
  'GET /secure/order-cancellation': (w) =>
    w.buyer.client.get('/secure/order-cancellation', { orderId: String(w.orderId) }),
  // The seed's order is rated already: another delivered one.
  'POST /secure/rate-order': async (_w, t) => {
    const { buyer, orderId } = await deliveredOrder(t);
    return buyer.client.post('/secure/rate-order', { orderId, rating: 4, comment: 'Good, a little salty.' });
  },
  // A customer cancels an order they have not paid yet: the answer carries its refund plan.
  'POST /secure/order-status': async (w, t) => {
    const buyer = await signUp(t.app);
    const { orderId } = await placeOrder(t, buyer.client, [{ productId: w.order.orderItems[0].product.id }]);
    return buyer.client.post('/secure/order-status', { orderId, status: 'cancelled' });
  },
  // A customer renews the hand-over PIN of a cash order of their own.
  'POST /secure/order-handover-code': async (w, t) => {
    const buyer = await signUp(t.app);
    const { orderId } = await placeOrder(t, buyer.client, [{ productId: w.order.orderItems[0].product.id }], {
      payInCash: true,
    });
    return buyer.client.post('/secure/order-handover-code', { orderId });
  },
  // The chef answers the seed's review (last: the reviews read before it show it unanswered).
  'POST /secure/review-reply': async (w) => {
    const reviews = await w.chef.client.get('/secure/order-reviews', { orderId: String(w.orderId) });
    expect(reviews.statusCode, reviews.body).toBe(200);
    const reviewId = reviews.json().model.reviews[0].id as string;
    return w.chef.client.post('/secure/review-reply', { reviewId, reply: 'Thank you, come again!' });
  },
};
