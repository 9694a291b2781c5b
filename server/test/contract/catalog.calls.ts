import { TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

export const catalogCalls: ContractCalls = {
  'GET /store/reviews': (w, t) =>
    new TestClient(t.app).get('/store/reviews', { productId: String(w.order.orderItems[0].product.id) }),
  'GET /secure/order-reviews': (w) =>
    w.buyer.client.get('/secure/order-reviews', { orderId: String(w.orderId) }),
  'POST /store/merchants': (_w, t) => new TestClient(t.app).post('/store/merchants', { page: 1 }),
  'POST /store/products': (w, t) =>
    new TestClient(t.app).post('/store/products', { nickname: w.chef.nickname }),
  'GET /store/product': (w, t) =>
    new TestClient(t.app).get('/store/product', { productId: String(w.order.orderItems[0].product.id) }),
  'GET /store/product-details': (w, t) =>
    new TestClient(t.app).get('/store/product-details', {
      productId: String(w.order.orderItems[0].product.id),
    }),
};
