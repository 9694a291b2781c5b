import { expect } from 'vitest';
import { createChef, createDish } from '../../test/factories.ts';
import { signUp, TestClient, type TestApp } from '../../test/test-app.ts';

/** Test helper: a chef's dish (30 euro, time-priced) ordered twice by a new customer and paid by card. */
export async function paidOrder(
  t: TestApp,
  { payInCash = false, chef }: { payInCash?: boolean; chef?: Awaited<ReturnType<typeof createChef>> } = {},
) {
  chef ??= await createChef(t, { hourRateCents: 2000 });
  const { productId } = await createDish(chef.client, {
    title: 'Cepelinai',
    preparationMinutes: 90,
    images: 0,
  });
  const buyer = await signUp(t.app);
  const placed = await buyer.client.post('/store/order', {
    items: JSON.stringify([{ productId, productVolume: 2 }]),
    serviceDeliveryDate: String(Math.floor((t.clock.now().getTime() + 9 * 86_400_000) / 1000)),
    payInCash: String(payInCash),
    title: 'Home',
    postalCode: 'LT-01100',
    state: 'V',
    city: 'Vilnius',
    phone: '+37061234567',
    formatted_address: 'Gedimino 1',
  });
  expect(placed.statusCode, placed.body).toBe(200);
  // Events a minute apart, as in life, so "newest first" has one answer.
  t.clock.advance(60_000);
  const orderId = placed.json().model.order.id as number;
  const order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
  if (!payInCash) {
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    const paid = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      ...intent,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { chef, buyer, orderId, order, itemId: order.orderItems[0].id as number };
}

/** The same, confirmed and delivered by the chef (cash orders with the customer's hand-over code). */
export async function deliveredOrder(t: TestApp, options: Parameters<typeof paidOrder>[1] = {}) {
  const scenario = await paidOrder(t, options);
  const { chef, orderId, order } = scenario;
  expect((await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' })).statusCode).toBe(
    200,
  );
  t.clock.advance(60_000);
  const delivered = await chef.client.post('/secure/order-status', {
    orderId,
    status: 'delivered',
    ...(options?.payInCash ? { handoverCode: order.handoverCode } : {}),
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  t.clock.advance(60_000);
  return scenario;
}
