import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { orderAddresses, orderItems } from '../../db/schema.ts';
import { createChef, createDish, payByCard, signInStaff } from '../../test/factories.ts';
import { shellMessagesEn } from '#domain/i18n/shell-messages.en.ts';
import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import { describeApi, signUp } from '../../test/test-app.ts';
import { address, menu, orderCount, atomic } from './orders-test-setup.ts';

describeApi('POST /store/order (all items at once)', (ctx) => {
  test('computes prices and amountToPay itself, and writes order, items and address together', async () => {
    const t = ctx();
    const { timed, chef } = await menu(t);
    const buyer = await signUp(t.app);
    const response = await buyer.client.post('/store/order', {
      ...atomic([{ productId: timed, productVolume: 2, price: 1 }]),
      amountToPay: '1',
      price: '1',
      commentary: 'Ring twice',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().model.order.id;
    const order = (await buyer.client.get('/secure/order', { orderId: String(id) })).json().model.order;
    expect(order).toMatchObject({
      id,
      amountToPay: 4336,
      payInCash: false,
      commentary: 'Ring twice',
      payments: null,
      paymentStatus: 'pending',
      asset: { title: 'EUR' },
      address: { ...address, countryPhoneCode: '370', placeType: -1 },
      orderItems: [
        {
          volume: 2,
          status: 'placed',
          sellerUserId: chef.id,
          product: { id: timed, title: 'Chačapuri', price: 3000 },
        },
      ],
    });
    expect(order.sID.split('-')[0]).toMatch(/^[0-9A-F]{8}$/);
  });

  test('address lines with control or bidi-override characters are a 400 naming each; no order is written', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const buyer = await signUp(t.app);
    const before = await orderCount(t);
    const response = await buyer.client.post(
      '/store/order',
      atomic([{ productId: timed, productVolume: 1 }], {
        title: 'Home\u0000',
        city: 'Vilnius\u202E',
        state: 'Vilniaus\r\napskr.',
        formatted_address: 'Gedimino pr. 1\u0085',
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: 'invalid',
      city: 'invalid',
      state: 'invalid',
      formatted_address: 'invalid',
    });
    expect(await orderCount(t)).toBe(before);
  });

  test('a retried request with the same Idempotency-Key makes one order', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const buyer = await signUp(t.app);
    const before = await orderCount(t);
    const send = () =>
      buyer.client.request({
        method: 'POST',
        url: '/store/order',
        payload: new URLSearchParams(atomic([{ productId: timed, productVolume: 1 }])).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'checkout-7f1c2a9e',
        },
      });
    const responses = await Promise.all([send(), send(), send()]);
    const ids = new Set(responses.map((r) => r.json().model.order.id));
    expect(ids.size).toBe(1);
    expect(await orderCount(t)).toBe(before + 1);
  });

  test('the same checkout again gets its order back; a changed one replaces it; a lapsed one leaves every list', async () => {
    const t = ctx();
    const { chef, timed } = await menu(t);
    const buyer = await signUp(t.app);
    const operator = await signInStaff(t, 'OPERATOR');
    const send = (extra: Record<string, string> = {}) =>
      buyer.client.request({
        method: 'POST',
        url: '/store/order',
        payload: new URLSearchParams(atomic([{ productId: timed, productVolume: 1 }], extra)).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'checkout-back-01',
        },
      });
    const listed = async () => ({
      buyer: (await buyer.client.get('/secure/orders')).json().model.orders.map((o: { id: number }) => o.id),
      chef: (await chef.client.get('/secure/seller-orders'))
        .json()
        .model.orders.map((o: { id: number }) => o.id),
      console: (await operator.client.get('/secure/store-management/orders', {}))
        .json()
        .model.orders.map((o: { id: number }) => o.id),
    });
    const first = (await send()).json().model.order.id;
    expect((await send()).json().model.order.id).toBe(first);
    // Back, a new phone number, Place order: the first order gives way to the second.
    const second = (await send({ phone: '+37061234568' })).json().model.order.id;
    expect(second).not.toBe(first);
    let lists = await listed();
    expect(lists.buyer).toEqual([second]);
    expect(lists.chef).toEqual([second]);
    expect(lists.console).toContain(second);
    expect(lists.console).not.toContain(first);
    // Never paid: past its hold it is gone from every list too.
    t.clock.advanceMinutes(16);
    lists = await listed();
    expect(lists).toEqual({ buyer: [], chef: [], console: [] });
  });

  test('a paid order\u2019s key sent with another checkout is a 422, not the paid order passed off as the answer', async () => {
    const t = ctx();
    const { timed, fixed } = await menu(t);
    const buyer = await signUp(t.app);
    const send = (items: object[], extra: Record<string, string> = {}) =>
      buyer.client.request({
        method: 'POST',
        url: '/store/order',
        payload: new URLSearchParams(atomic(items, extra)).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'checkout-paid-01',
        },
      });
    const placed = await send([{ productId: timed, productVolume: 1 }]);
    const order = placed.json().model.order;
    const { amountToPay } = (await buyer.client.get('/secure/order', { orderId: String(order.id) })).json()
      .model.order;
    await payByCard(t, buyer.client, order.id, amountToPay);
    const before = await orderCount(t);
    // The same checkout again (a retry after the answer was lost): the paid order, as before.
    expect((await send([{ productId: timed, productVolume: 1 }])).json().model.order).toEqual(order);
    for (const [items, extra] of [
      [[{ productId: fixed, productVolume: 3 }], {}],
      [[{ productId: timed, productVolume: 1 }], { phone: '+37061234568' }],
    ] as const) {
      const reused = await send([...items], extra);
      expect(reused.statusCode, reused.body).toBe(422);
      expect(reused.json().messages[0]).toEqual({
        code: 'orders.idempotencyKeyReused',
        message: shellMessagesEn.orders.idempotencyKeyReused,
      });
    }
    expect(shellMessagesEn.orders.idempotencyKeyReused).toBe('Idempotency key reused with another request.');
    expect(shellMessagesLt.orders.idempotencyKeyReused).toMatch(/Idempotency-Key/);
    expect(await orderCount(t)).toBe(before);
  });

  test.each([
    ['a volume below 1', { items: JSON.stringify([{ productId: 1, productVolume: 0 }]) }, 400],
    ['a huge volume', { items: JSON.stringify([{ productId: 1, productVolume: 100000 }]) }, 400],
    ['a date before the floor', { serviceDeliveryDate: '1713463884' }, 400],
    ['a date in the past', { serviceDeliveryDate: '1713463885' }, 400],
    ['a missing address field', { postalCode: ' ' }, 400],
    ['a 71-character title', { title: 'x'.repeat(71) }, 400],
    ['a dish that does not exist', { items: JSON.stringify([{ productId: 999999, productVolume: 1 }]) }, 409],
  ])('%s is refused and nothing is written', async (_name, change, status) => {
    const t = ctx();
    const { timed } = await menu(t);
    const buyer = await signUp(t.app);
    const before = await orderCount(t);
    const response = await buyer.client.post('/store/order', {
      ...atomic([{ productId: timed, productVolume: 1 }]),
      ...change,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(await orderCount(t)).toBe(before);
  });

  test('inactive dishes, unapproved chefs\u2019 dishes and one\u2019s own dishes cannot be ordered', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const hidden = await createDish(chef.client, { active: false, images: 0 });
    const own = await createDish(chef.client);
    const buyer = await signUp(t.app);
    const inactive = await buyer.client.post(
      '/store/order',
      atomic([{ productId: hidden.productId, productVolume: 1 }]),
    );
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().messages[0]).toMatchObject({
      code: 'orders.dishUnavailable',
      params: { title: `#${hidden.productId}`, productId: hidden.productId },
    });
    const mine = await chef.client.post(
      '/store/order',
      atomic([{ productId: own.productId, productVolume: 1 }]),
    );
    expect(mine.statusCode).toBe(409);
    expect(mine.json().messages[0].code).toBe('orders.ownDish');
  });

  test('200 orders placed at once are 200 orders, each with its items and address', async () => {
    const t = ctx();
    const { timed, fixed } = await menu(t);
    const buyer = await signUp(t.app);
    const before = await orderCount(t);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        buyer.client.post(
          '/store/order',
          atomic([
            { productId: timed, productVolume: 1 },
            { productId: fixed, productVolume: 2 },
          ]),
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const ids = responses.map((r) => r.json().model.order.id as number);
    expect(new Set(ids).size).toBe(200);
    expect(await orderCount(t)).toBe(before + 200);
    for (const id of ids.slice(0, 200)) {
      const [items] = await t.db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, id));
      const [addresses] = await t.db
        .select({ n: count() })
        .from(orderAddresses)
        .where(eq(orderAddresses.orderId, id));
      expect([items!.n, addresses!.n]).toEqual([2, 1]);
    }
  }, 120_000);
});
