import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { orderAddresses, orderItems, orders, users } from '../../db/schema.ts';
import { createChef, createDish, payByCard, signInStaff } from '../../test/factories.ts';
import { shellMessagesEn } from '#domain/i18n/shell-messages.en.ts';
import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

// A Monday evening three weeks after the test clock (2026-06-01), 20:00 in Vilnius: within the 62
// days a chef can be booked ahead.
const FUTURE = () => String(Math.floor(Date.UTC(2026, 5, 22, 17) / 1000));
const address = {
  title: 'Home',
  postalCode: 'LT-01100',
  state: 'Vilniaus apskr.',
  city: 'Vilnius',
  phone: '+37061234567',
  formatted_address: 'Gedimino pr. 1, Vilnius',
};

async function menu(t: TestApp) {
  const chef = await createChef(t, { hourRateCents: 2000 });
  const timed = await createDish(chef.client, { title: 'Chačapuri', preparationMinutes: 90 });
  const fixed = await createDish(chef.client, { title: 'Lemonade', preparationMinutes: 90 });
  return { chef, timed: timed.productId, fixed: fixed.productId };
}

async function orderCount(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return row!.n;
}

function atomic(items: object[], extra: Record<string, string> = {}) {
  return {
    items: JSON.stringify(items),
    serviceDeliveryDate: FUTURE(),
    payInCash: 'false',
    ...address,
    ...extra,
  };
}

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

describeApi('orders lists: buyers and sellers', (ctx) => {
  test('the buyer sees their orders; the seller sees the orders holding their dishes, with only their items', async () => {
    const t = ctx();
    const a = await menu(t);
    const b = await menu(t);
    const buyer = await signUp(t.app);
    const id = (
      await buyer.client.post(
        '/store/order',
        atomic([
          { productId: a.timed, productVolume: 1 },
          { productId: b.timed, productVolume: 1 },
        ]),
      )
    ).json().model.order.id;
    const mine = (await buyer.client.get('/secure/orders')).json().model.orders;
    expect(mine.map((o: { id: number }) => o.id)).toEqual([id]);
    const sold = (await a.chef.client.get('/secure/seller-orders')).json().model.orders;
    expect(sold).toHaveLength(1);
    expect(sold[0].orderItems.map((i: { product: { id: number } }) => i.product.id)).toEqual([a.timed]);
    expect((await a.chef.client.get('/secure/orders')).json().model.orders).toEqual([]);
    const bySeller = (await b.chef.client.get('/secure/order', { orderId: String(id) })).json().model.order;
    expect(bySeller.orderItems.map((i: { product: { id: number } }) => i.product.id)).toEqual([b.timed]);
    // The chef's view names the customer (name, else e-mail) and the cash owed for their
    // dish (30 euro, half prepaid by card); the card order's remainder is handed over with a PIN.
    expect(bySeller).toMatchObject({
      customer: { name: buyer.email },
      cashAtService: 1500,
      handoverRequired: true,
      handoverCode: null,
    });
    await t.db.update(users).set({ firstName: 'Rūta', lastName: 'Jonaitė' }).where(eq(users.id, buyer.id));
    expect(sold[0].customer).toEqual({ name: buyer.email });
    const named = (await a.chef.client.get('/secure/seller-orders')).json().model.orders[0];
    expect(named.customer).toEqual({ name: 'Rūta Jonaitė' });
    const asBuyer = (await buyer.client.get('/secure/order', { orderId: String(id) })).json().model.order;
    expect(asBuyer.customer).toBeUndefined();
    expect(asBuyer.cashAtService).toBe(asBuyer.fees.payToChef);
    expect(asBuyer.handoverCode).toMatch(/^\d{6}$/);
    const stranger = await signUp(t.app);
    expect((await stranger.client.get('/secure/seller-orders')).json().model.orders).toEqual([]);
    expect((await new TestClient(t.app).get('/secure/orders')).statusCode).toBe(401);
  });
});

describeApi('GET /secure/order-addresses (addresses remembered and offered)', (ctx) => {
  test("the customer's earlier addresses, one per place, newest first; nobody else's", async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const buyer = await signUp(t.app);
    const order = (extra: Record<string, string>) =>
      buyer.client.post('/store/order', atomic([{ productId: timed, productVolume: 1 }], extra));
    expect((await order({})).statusCode).toBe(200);
    expect((await order({ title: 'Office', formatted_address: 'Konstitucijos pr. 7' })).statusCode).toBe(200);
    expect(
      (await order({ formatted_address: 'GEDIMINO PR. 1, VILNIUS', phone: '+37069999999' })).statusCode,
    ).toBe(200);
    const offered = (await buyer.client.get('/secure/order-addresses')).json().model.addresses;
    expect(offered).toEqual([
      { ...address, formatted_address: 'GEDIMINO PR. 1, VILNIUS', phone: '+37069999999' },
      { ...address, title: 'Office', formatted_address: 'Konstitucijos pr. 7' },
    ]);
    const stranger = await signUp(t.app);
    expect((await stranger.client.get('/secure/order-addresses')).json().model.addresses).toEqual([]);
    expect((await new TestClient(t.app).get('/secure/order-addresses')).statusCode).toBe(401);
  });
});

describeApi('guest orders and linking them with an e-mailed PIN', (ctx) => {
  test('only the placing browser may ask; the PIN links the order and signs the user in', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const guest = new TestClient(t.app);
    const placed = await guest.post(
      '/store/order',
      atomic([{ productId: timed, productVolume: 1 }], { payInCash: 'true' }),
    );
    const id = placed.json().model.order.id;
    expect(placed.cookies.find((c) => c.name === 'guest_orders')).toMatchObject({ httpOnly: true });
    const email = `guest.${Date.now()}@example.com`;

    const stranger = await new TestClient(t.app).post('/store/order-relation-request', {
      orderId: id,
      email,
    });
    expect(stranger.statusCode).toBe(403);
    const forged = new TestClient(t.app);
    forged.setCookie('guest_orders', String(id));
    expect((await forged.post('/store/order-relation-request', { orderId: id, email })).statusCode).toBe(403);

    expect((await guest.post('/store/order-relation-request', { orderId: id, email })).statusCode).toBe(200);
    // The PIN mail names the order by the number shown everywhere, never by its database id.
    const number = String(placed.json().model.order.sID).split('-')[0]!.toUpperCase();
    expect(t.mailer.lastTo(email)!.text).toContain(`link order ${number} to your account`);
    expect(t.mailer.lastTo(email)!.text).not.toContain(`order ${id} `);
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = await guest.post('/store/relate-order-to-user', {
      orderId: id,
      email,
      pin: pin === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages[0]).toMatchObject({
      code: 'pages.auth.orderLinkingFailed',
      message: 'Order linking failed. Check your PIN and try again.',
    });

    const linked = await guest.post('/store/relate-order-to-user', { orderId: id, email, pin });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().model.authorized).toMatchObject({ identityKey: email, role: 'CUSTOMER' });
    expect((await guest.get('/secure/orders')).json().model.orders.map((o: { id: number }) => o.id)).toEqual([
      id,
    ]);
    expect((await guest.post('/store/order-relation-request', { orderId: id, email })).statusCode).toBe(403);
  });

  test('a PIN for someone else\u2019s guest order does not link it', async () => {
    const t = ctx();
    const { timed } = await menu(t);
    const first = new TestClient(t.app);
    const firstId = (
      await first.post('/store/order', atomic([{ productId: timed, productVolume: 1 }]))
    ).json().model.order.id;
    const second = new TestClient(t.app);
    const secondId = (
      await second.post('/store/order', atomic([{ productId: timed, productVolume: 1 }]))
    ).json().model.order.id;
    const email = `g2.${Date.now()}@example.com`;
    await second.post('/store/order-relation-request', { orderId: secondId, email });
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    expect(
      (await second.post('/store/relate-order-to-user', { orderId: firstId, email, pin })).statusCode,
    ).toBe(403);
    expect(
      (await first.post('/store/relate-order-to-user', { orderId: firstId, email, pin })).statusCode,
    ).toBe(400);
  });
});
