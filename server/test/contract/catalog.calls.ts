import { TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

export const catalogCalls: ContractCalls = {
  'GET /store/reviews': (w, t) =>
    new TestClient(t.app).get('/store/reviews', { productId: String(w.order.orderItems[0].product.id) }),
  'GET /secure/order-reviews': (w) =>
    w.buyer.client.get('/secure/order-reviews', { orderId: String(w.orderId) }),
};
