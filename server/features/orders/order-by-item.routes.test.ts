import { expect, test } from 'vitest';
import { describeApi, signUp } from '../../test/test-app.ts';
import { FUTURE, address, menu, atomic } from './orders-test-setup.ts';

describeApi('POST /store/order one item at a time, and /store/add-order-address', (ctx) => {
  test('first item, further items with orderId, then the address; totals follow', async () => {
    const t = ctx();
    const { timed, fixed } = await menu(t);
    const buyer = await signUp(t.app);
    const first = await buyer.client.post('/store/order', {
      productId: timed,
      productVolume: 1,
      payInCash: 'true',
      cateringRequired: 'true',
      commentary: '',
      serviceDeliveryDate: FUTURE(),
    });
    const id = first.json().model.order.id;
    expect(
      (await buyer.client.post('/store/order', { productId: fixed, productVolume: 2, orderId: id }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await buyer.client.post('/store/add-order-address', {
          orderId: id,
          ...address,
          countryPhoneCode: '48',
          placeType: '-1',
        })
      ).statusCode,
    ).toBe(200);
    const order = (await buyer.client.get('/secure/order', { orderId: String(id) })).json().model.order;
    expect(order.orderItems).toHaveLength(2);
    expect(order).toMatchObject({
      payInCash: true,
      cateringRequired: true,
      amountToPay: 1246,
      fees: { subtotal: 9000 },
    });
    expect(order.address.countryPhoneCode).toBe('370');
  });

  test('another user\u2019s orderId is refused for adding items, address, or reading', async () => {
    const t = ctx();
    const { timed, fixed } = await menu(t);
    const owner = await signUp(t.app);
    const id = (
      await owner.client.post('/store/order', atomic([{ productId: timed, productVolume: 1 }]))
    ).json().model.order.id;
    const other = await signUp(t.app);
    expect(
      (await other.client.post('/store/order', { productId: fixed, productVolume: 1, orderId: id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.client.post('/store/add-order-address', { orderId: id, ...address })).statusCode,
    ).toBe(404);
    const read = await other.client.get('/secure/order', { orderId: String(id) });
    expect(read.statusCode).toBe(404);
    expect(read.json().messages[0].message).toBe('Order not found');
    const missing = await other.client.get('/secure/order');
    expect(missing.json().messages.find((m: { field?: string }) => m.field === 'orderId').message).toBe(
      'Order ID is required',
    );
  });
});
