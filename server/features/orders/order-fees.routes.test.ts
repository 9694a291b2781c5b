import { expect, test } from 'vitest';
import { describeApi, TestClient } from '../../test/test-app.ts';
import { menu } from './orders-test-setup.ts';

describeApi('POST /store/order-fees', (ctx) => {
  test('the worked example of DESIGN §5, recomputed from the database', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const ask = (payInCash: string) =>
      new TestClient(t.app).post('/store/order-fees', {
        items: JSON.stringify([{ productId: timed, productVolume: 2 }]),
        payInCash,
      });
    expect((await ask('true')).json().model.fees).toEqual({
      subtotal: 6000,
      serviceFee: 1000,
      governmentFee: 210,
      chefIncentive: 6000,
      prepayment: 0,
      paymentGatewayFee: 36,
      totalAmount: 1246,
      payToChef: 6000,
    });
    expect((await ask('false')).json().model.fees).toMatchObject({
      prepayment: 3000,
      paymentGatewayFee: 126,
      totalAmount: 4336,
      payToChef: 3000,
    });
  });

  test('an empty or malformed cart is a 400 with the spec\u2019s words', async () => {
    const t = ctx();
    const empty = await new TestClient(t.app).post('/store/order-fees', { items: '[]' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages[1]).toMatchObject({
      code: 'pages.checkout.cartEmpty',
      message: 'Cart is empty',
    });
    expect((await new TestClient(t.app).post('/store/order-fees', { items: '{oops' })).statusCode).toBe(400);
  });
});
