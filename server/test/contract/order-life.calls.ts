import type { ContractCalls } from './world.ts';

export const orderLifeCalls: ContractCalls = {
  'GET /secure/payouts': (w) => w.chef.client.get('/secure/payouts'),
  'GET /secure/order-cancellation': (w) =>
    w.buyer.client.get('/secure/order-cancellation', { orderId: String(w.orderId) }),
};
