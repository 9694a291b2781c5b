import { ORDER_ADDRESS, serviceDateIn } from '../factories.ts';
import { signUp } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

export const ordersCalls: ContractCalls = {
  'POST /store/order': async (w, t) =>
    (await signUp(t.app)).client.post('/store/order', {
      items: JSON.stringify([{ productId: w.order.orderItems[0].product.id, productVolume: 1 }]),
      serviceDeliveryDate: serviceDateIn(t),
      payInCash: 'true',
      ...ORDER_ADDRESS,
    }),
  'GET /secure/orders': (w) => w.buyer.client.get('/secure/orders'),
  'GET /secure/seller-orders': (w) => w.chef.client.get('/secure/seller-orders'),
  'GET /secure/order-addresses': (w) => w.buyer.client.get('/secure/order-addresses'),
  'GET /secure/order': (w) => w.buyer.client.get('/secure/order', { orderId: String(w.orderId) }),
};
