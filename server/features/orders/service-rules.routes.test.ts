import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { CHEF_LEAD_TIME_HOURS } from '#domain/orders/service-rules.ts';
import { addresses, orders } from '../../db/schema.ts';
import { createChef, createDish, ORDER_ADDRESS } from '../../test/factories.ts';
import { describeApi, signUp, type TestApp } from '../../test/test-app.ts';
import type { LightMyRequestResponse } from 'fastify';

/** The envelope's sentence for one field (DESIGN §3: messages carry the field, code and params). */
const fieldMessage = (response: LightMyRequestResponse, field: string) =>
  (response.json().messages as { field?: string; code?: string }[]).find((entry) => entry.field === field);

const LEAD_MS = CHEF_LEAD_TIME_HOURS * 3_600_000;
/** Epoch seconds `ms` after the test clock's now. */
const after = (t: TestApp, ms: number) => String(Math.floor((t.clock.now().getTime() + ms) / 1000));

async function orderCount(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return row!.n;
}

/** Two chefs: Kibinai (45 min) in Vilnius, Cepelinai (120 min) in Kaunas. */
async function twoChefs(t: TestApp) {
  const vilnius = await createChef(t, { city: 'Vilnius' });
  const kaunas = await createChef(t, { city: 'Kaunas' });
  const kibinai = (await createDish(vilnius.client, { title: 'Kibinai', preparationMinutes: 45 })).productId;
  const cepelinai = (await createDish(kaunas.client, { title: 'Cepelinai', preparationMinutes: 120 }))
    .productId;
  return { vilnius, kaunas, kibinai, cepelinai };
}

const lines = (...ids: number[]) => JSON.stringify(ids.map((productId) => ({ productId, productVolume: 1 })));

describeApi('service date: preparation time plus the chef\u2019s lead time', (ctx) => {
  test('a date sooner than the dish\u2019s notice is refused in the spec\u2019s style; the first minute allowed passes', async () => {
    const t = ctx();
    const { kibinai } = await twoChefs(t);
    const buyer = await signUp(t.app);
    const before = await orderCount(t);
    const notice = 45 * 60_000 + LEAD_MS;
    const place = (serviceDeliveryDate: string) =>
      buyer.client.post('/store/order', {
        items: lines(kibinai),
        serviceDeliveryDate,
        payInCash: 'true',
        ...ORDER_ADDRESS,
      });
    const soon = await place(after(t, notice - 60_000));
    expect(soon.statusCode, soon.body).toBe(400);
    expect(soon.json().fieldErrors).toHaveProperty('serviceDeliveryDate');
    expect(fieldMessage(soon, 'serviceDeliveryDate')).toMatchObject({
      field: 'serviceDeliveryDate',
      code: 'pages.checkout.serviceDateTooSoon',
      params: { title: 'Kibinai', hours: 2, minutes: 45 },
      message:
        'The service date is too soon: Kibinai needs 2 h 45 min of notice (its preparation time and the chef\u2019s lead time)',
    });
    expect(await orderCount(t)).toBe(before);

    const ok = await place(after(t, notice));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  test('every dish of a cart of two chefs counts: the one needing more notice refuses the date', async () => {
    const t = ctx();
    const { kibinai, cepelinai } = await twoChefs(t);
    const buyer = await signUp(t.app);
    const response = await buyer.client.post('/store/order', {
      items: lines(kibinai, cepelinai),
      // Enough for Kibinai (45 min + lead), not for Cepelinai (120 min + lead).
      serviceDeliveryDate: after(t, 60 * 60_000 + LEAD_MS),
      payInCash: 'true',
      ...ORDER_ADDRESS,
      city: 'Kaunas',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldMessage(response, 'serviceDeliveryDate')).toMatchObject({
      code: 'pages.checkout.serviceDateTooSoon',
      params: { title: 'Cepelinai' },
    });
  });

  test('the spec\u2019s floor and the past keep their own messages', async () => {
    const t = ctx();
    const { kibinai } = await twoChefs(t);
    const buyer = await signUp(t.app);
    for (const [date, code] of [
      ['1713463884', 'pages.checkout.serviceDateTooEarly'],
      [after(t, -60_000), 'pages.checkout.serviceDateInPast'],
    ]) {
      const response = await buyer.client.post('/store/order', {
        items: lines(kibinai),
        serviceDeliveryDate: date!,
        payInCash: 'true',
        ...ORDER_ADDRESS,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldMessage(response, 'serviceDeliveryDate')?.code).toBe(code);
    }
  });

  test('the spec\u2019s one-item-per-call way: a further dish needing more notice than the order\u2019s date is refused', async () => {
    const t = ctx();
    const vilnius = await createChef(t, { city: 'Vilnius' });
    const quick = (await createDish(vilnius.client, { title: 'Kibinai', preparationMinutes: 45 })).productId;
    const slow = (await createDish(vilnius.client, { title: 'Kugelis', preparationMinutes: 240 })).productId;
    const buyer = await signUp(t.app);
    const first = await buyer.client.post('/store/order', {
      productId: String(quick),
      productVolume: '1',
      serviceDeliveryDate: after(t, 60 * 60_000 + LEAD_MS),
      payInCash: 'true',
    });
    expect(first.statusCode, first.body).toBe(200);
    const orderId = first.json().model.order.id as number;
    const more = await buyer.client.post('/store/order', {
      productId: String(slow),
      productVolume: '1',
      orderId,
    });
    expect(more.statusCode, more.body).toBe(400);
    expect(fieldMessage(more, 'serviceDeliveryDate')).toMatchObject({
      code: 'pages.checkout.serviceDateTooSoon',
      params: { title: 'Kugelis' },
    });
  });
});

describeApi('service area: the address in the chef\u2019s city', (ctx) => {
  const soon = (t: TestApp) => after(t, 2 * 86_400_000);

  test('an address outside a chef\u2019s city is refused on the city field, naming the dish and the city; nothing is written', async () => {
    const t = ctx();
    const { kibinai, cepelinai } = await twoChefs(t);
    const buyer = await signUp(t.app);
    const before = await orderCount(t);
    const response = await buyer.client.post('/store/order', {
      items: lines(kibinai, cepelinai),
      serviceDeliveryDate: soon(t),
      payInCash: 'true',
      ...ORDER_ADDRESS,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldMessage(response, 'city')).toMatchObject({
      field: 'city',
      code: 'pages.checkout.cityOutsideServiceArea',
      params: { title: 'Cepelinai', chefCity: 'Kaunas' },
      message: 'The chef of Cepelinai cooks only in Kaunas. Choose an address in that city',
    });
    expect(await orderCount(t)).toBe(before);
  });

  test('the city is compared without case or diacritics; a chef with no city serves anywhere', async () => {
    const t = ctx();
    const { kibinai, kaunas, cepelinai } = await twoChefs(t);
    const buyer = await signUp(t.app);
    const place = (ids: number[], city: string) =>
      buyer.client.post('/store/order', {
        items: lines(...ids),
        serviceDeliveryDate: soon(t),
        payInCash: 'true',
        ...ORDER_ADDRESS,
        city,
      });
    expect((await place([kibinai], '  VILNIUS ')).statusCode).toBe(200);
    expect((await place([cepelinai], 'kaunas')).statusCode).toBe(200);
    expect((await place([cepelinai], 'Klaipėda')).statusCode).toBe(400);
    await t.db.delete(addresses).where(eq(addresses.userId, kaunas.id));
    const anywhere = await place([cepelinai], 'Klaipėda');
    expect(anywhere.statusCode, anywhere.body).toBe(200);
  });

  test('the spec\u2019s separate address call is refused the same way', async () => {
    const t = ctx();
    const { cepelinai } = await twoChefs(t);
    const buyer = await signUp(t.app);
    const first = await buyer.client.post('/store/order', {
      productId: String(cepelinai),
      productVolume: '1',
      serviceDeliveryDate: soon(t),
      payInCash: 'true',
    });
    expect(first.statusCode, first.body).toBe(200);
    const orderId = String(first.json().model.order.id);
    const wrong = await buyer.client.post('/store/add-order-address', { orderId, ...ORDER_ADDRESS });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(fieldMessage(wrong, 'city')?.code).toBe('pages.checkout.cityOutsideServiceArea');
    const right = await buyer.client.post('/store/add-order-address', {
      orderId,
      ...ORDER_ADDRESS,
      city: 'Kaunas',
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  test('the fee breakdown tells the checkout form each dish\u2019s preparation time and chef\u2019s city', async () => {
    const t = ctx();
    const { kibinai, cepelinai } = await twoChefs(t);
    const fees = await (
      await signUp(t.app)
    ).client.post('/store/order-fees', {
      items: lines(kibinai, cepelinai),
      payInCash: 'true',
    });
    expect(fees.statusCode, fees.body).toBe(200);
    expect(fees.json().model.dishes).toEqual([
      { productId: kibinai, title: 'Kibinai', preparationMinutes: 45, chefCity: 'Vilnius' },
      { productId: cepelinai, title: 'Cepelinai', preparationMinutes: 120, chefCity: 'Kaunas' },
    ]);
  });
});
