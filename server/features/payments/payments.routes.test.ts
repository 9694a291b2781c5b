import { expect, test } from 'vitest';
import { createChef, createDish, placeOrder } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

async function unpaidOrder(t: TestApp) {
  const chef = await createChef(t, { hourRateCents: 2000 });
  const { productId } = await createDish(chef.client, { preparationMinutes: 90 });
  const buyer = await signUp(t.app);
  const { orderId } = await placeOrder(t, buyer.client, [{ productId, productVolume: 2 }]);
  return { buyer, orderId, amount: 4336 };
}

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123' });

describeApi('card payment through the built-in sandbox', (ctx) => {
  test('GET /payments/config names the sandbox', async () => {
    expect((await new TestClient(ctx().app).get('/payments/config')).json().model).toEqual({
      provider: 'sandbox',
    });
  });

  test('4242 4242 4242 4242 authorises the order\u2019s amount and the order shows as paid', async () => {
    const t = ctx();
    const { buyer, orderId, amount } = await unpaidOrder(t);
    const intent = await buyer.client.post('/secure/stripe-intent', { orderId, amount });
    expect(intent.statusCode).toBe(200);
    const { id, secret } = intent.json().model;
    expect(secret).toContain(id);
    const confirmed = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      id,
      secret,
      ...card('4242 4242 4242 4242'),
    });
    expect(confirmed.json().model).toEqual({ id, status: 'requires_capture' });
    const order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(order.paymentStatus).toBe('authorized');
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'sandbox', amount: 4336, status: 'authorized' }),
    ]);
    // A second payment of a paid order is refused; a repeated confirm changes nothing.
    expect((await buyer.client.post('/secure/stripe-intent', { orderId, amount })).statusCode).toBe(409);
    await new TestClient(t.app).post('/payments/sandbox/confirm', {
      id,
      secret,
      ...card('4242424242424242'),
    });
    const again = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(again.payments).toHaveLength(1);
  });

  test('a declined card answers 402 with its message; the order can then be paid by resume', async () => {
    const t = ctx();
    const { buyer, orderId, amount } = await unpaidOrder(t);
    const first = (await buyer.client.post('/secure/stripe-intent', { orderId, amount })).json().model;
    const declined = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      ...first,
      ...card('4000 0000 0000 0002'),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().messages[0]).toMatchObject({
      code: 'payments.cardDeclined',
      message: 'Your card was declined.',
    });
    const poor = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      ...first,
      ...card('4000000000009995'),
    });
    expect(poor.json().messages[0].code).toBe('payments.insufficientFunds');
    let order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect([order.paymentStatus, order.payments]).toEqual(['pending', null]);

    const resumed = (await buyer.client.post('/secure/stripe-intent', { orderId, amount })).json().model;
    expect(
      (
        await new TestClient(t.app).post('/payments/sandbox/confirm', {
          ...resumed,
          ...card('4242424242424242'),
        })
      ).statusCode,
    ).toBe(200);
    order = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(order.paymentStatus).toBe('authorized');
  });

  test.each([
    ['a wrong card number', { cardNumber: '4242 4242 4242 4241' }, 'payments.incorrectNumber'],
    ['an expired card', { expiry: '01/21' }, 'payments.expiredCard'],
    ['a short CVC', { cvc: '12' }, 'payments.incorrectCvc'],
  ])('%s is refused', async (_name, change, code) => {
    const t = ctx();
    const { buyer, orderId, amount } = await unpaidOrder(t);
    const intent = (await buyer.client.post('/secure/stripe-intent', { orderId, amount })).json().model;
    const response = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      ...intent,
      ...card('4242424242424242'),
      ...change,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().messages[0].code).toBe(code);
  });

  test('the amount must be the order\u2019s; another user\u2019s order and a forged secret get nothing', async () => {
    const t = ctx();
    const { buyer, orderId } = await unpaidOrder(t);
    const tampered = await buyer.client.post('/secure/stripe-intent', { orderId, amount: 1 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().messages[0]).toMatchObject({ code: 'payments.amountMismatch' });
    const other = await signUp(t.app);
    expect((await other.client.post('/secure/stripe-intent', { orderId, amount: 4336 })).statusCode).toBe(
      404,
    );
    expect(
      (await new TestClient(t.app).post('/secure/stripe-intent', { orderId, amount: 4336 })).statusCode,
    ).toBe(401);
    const intent = (await buyer.client.post('/secure/stripe-intent', { orderId, amount: 4336 })).json().model;
    const forged = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      id: intent.id,
      secret: `${intent.id}_secret_x`,
      ...card('4242424242424242'),
    });
    expect(forged.statusCode).toBe(404);
  });
});
