import { expect } from 'vitest';
import { placeOrder } from '../factories.ts';
import { signUp, TestClient, type TestApp } from '../test-app.ts';
import type { ContractCalls, World } from './world.ts';

/** A new customer's card order of the seed's dish, and the payment started for it. */
async function startedPayment(w: World, t: TestApp) {
  const buyer = await signUp(t.app);
  const { orderId, order } = await placeOrder(t, buyer.client, [
    { productId: w.order.orderItems[0].product.id },
  ]);
  const started = await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay });
  expect(started.statusCode, started.body).toBe(200);
  return started;
}

export const paymentsCalls: ContractCalls = {
  'GET /payments/config': (_w, t) => new TestClient(t.app).get('/payments/config'),
  'POST /secure/stripe-intent': startedPayment,
  'POST /payments/sandbox/confirm': async (w, t) => {
    const { id, secret } = (await startedPayment(w, t)).json().model;
    return new TestClient(t.app).post('/payments/sandbox/confirm', {
      id,
      secret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
  },
};
