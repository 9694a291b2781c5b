import { ORDER_ADDRESS, placeOrder, serviceDateIn } from '../factories.ts';
import { signUp, TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

export const ordersCalls: ContractCalls = {
  'POST /store/order': async (w, t) =>
    (await signUp(t.app)).client.post('/store/order', {
      items: JSON.stringify([{ productId: w.order.orderItems[0].product.id, productVolume: 1 }]),
      serviceDeliveryDate: serviceDateIn(t),
      payInCash: 'true',
      ...ORDER_ADDRESS,
    }),
  // A visitor's quote, as checkout asks for it (read-cached for visitors).
  'POST /store/order-fees': (w, t) =>
    new TestClient(t.app).post('/store/order-fees', {
      items: JSON.stringify([{ productId: w.order.orderItems[0].product.id, productVolume: 2 }]),
      payInCash: 'false',
    }),
  'POST /store/add-order-address': async (w, t) => {
    const buyer = await signUp(t.app);
    const { orderId } = await placeOrder(t, buyer.client, [{ productId: w.order.orderItems[0].product.id }]);
    return buyer.client.post('/store/add-order-address', { orderId, ...ORDER_ADDRESS, title: 'Work' });
  },
  'GET /secure/orders': (w) => w.buyer.client.get('/secure/orders'),
  'GET /secure/seller-orders': (w) => w.chef.client.get('/secure/seller-orders'),
  'GET /secure/seller-work': (w) => w.chef.client.get('/secure/seller-work'),
  'GET /secure/order-addresses': (w) => w.buyer.client.get('/secure/order-addresses'),
  'GET /secure/order': (w) => w.buyer.client.get('/secure/order', { orderId: String(w.orderId) }),
};
