import { and, count, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { shellMessagesEn } from '#domain/i18n/shell-messages.en.ts';
import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import { orders, slotBookings } from '../../db/schema.ts';
import { payByCard } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';
import { at, chefWith, order, settings, slots } from './availability-test-setup.ts';

async function liveSlots(t: TestApp, chefId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(slotBookings)
    .where(and(eq(slotBookings.chefUserId, chefId), eq(slotBookings.state, 'booked')));
  return row!.n;
}

describeApi('checkout respects the chef’s availability', (ctx) => {
  test('outside the hours, on a day off, a full day: refused with their codes; nothing is written', async () => {
    const t = ctx();
    const { productId } = await chefWith(t);
    const buyer = await signUp(t.app);
    const outside = await order(buyer.client, productId, at('2026-06-02', '12:00'));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().messages[0].code).toBe('pages.checkout.outsideCookingHours');
    const dayOff = await order(buyer.client, productId, at('2026-06-03', '18:00'));
    expect(dayOff.statusCode).toBe(400);
    expect(dayOff.json().messages[0].code).toBe('pages.checkout.chefDayOff');
    expect((await order(buyer.client, productId, at('2026-06-02', '17:00'))).statusCode).toBe(200);
    expect(
      (await order(buyer.client, productId, at('2026-06-02', '17:00'), { payInCash: false })).statusCode,
    ).toBe(200);
    const full = await order(buyer.client, productId, at('2026-06-02', '18:00'));
    expect(full.statusCode).toBe(409);
    expect(full.json().messages[0].code).toBe('pages.checkout.slotTaken');
    expect(full.json().fieldErrors.serviceDeliveryDate).toBeDefined();
    const [row] = await t.db.select({ n: count() }).from(orders);
    expect(row!.n).toBe(2);
  });

  test('the spec’s one-item-at-a-time way and an idempotent retry follow the same rule', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, settings({ servicesPerDay: 1 }));
    const buyer = await signUp(t.app);
    const first = await order(buyer.client, productId, at('2026-06-02', '17:00'), { key: 'retry-key-0001' });
    expect(first.statusCode).toBe(200);
    // The retry answers the first order, although the day is now full.
    const retry = await order(buyer.client, productId, at('2026-06-02', '17:00'), { key: 'retry-key-0001' });
    expect(retry.json().model.order.id).toBe(first.json().model.order.id);
    const single = await buyer.client.post('/store/order', {
      productId,
      productVolume: 1,
      payInCash: 'true',
      cateringRequired: 'false',
      serviceDeliveryDate: at('2026-06-02', '18:00'),
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().messages[0].code).toBe('pages.checkout.slotTaken');
    // A further dish of another chef in the spec's way takes that chef's slot too.
    const other = await chefWith(t, settings({ servicesPerDay: 1 }));
    const start = await buyer.client.post('/store/order', {
      productId: other.productId,
      productVolume: 1,
      payInCash: 'true',
      serviceDeliveryDate: at('2026-06-04', '17:00'),
    });
    expect(start.statusCode, start.body).toBe(200);
    const added = await buyer.client.post('/store/order', {
      productId,
      productVolume: 1,
      orderId: start.json().model.order.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const full = await order(buyer.client, productId, at('2026-06-04', '18:00'));
    expect(full.json().messages[0].code).toBe('pages.checkout.slotTaken');
  });

  test('a card order holds its slot 15 minutes; paid, it is booked; a lapsed hold whose day filled cannot be paid', async () => {
    const t = ctx();
    const { chef, productId } = await chefWith(t, settings({ servicesPerDay: 1 }));
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const held = await order(first.client, productId, at('2026-06-02', '17:00'), { payInCash: false });
    expect(held.statusCode).toBe(200);
    expect((await order(second.client, productId, at('2026-06-02', '18:00'))).statusCode).toBe(409);
    t.clock.advanceMinutes(16);
    // The hold lapsed: the second customer takes the day.
    expect((await order(second.client, productId, at('2026-06-02', '18:00'))).statusCode).toBe(200);
    const orderId = held.json().model.order.id;
    const view = (await first.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    const intent = await first.client.post('/secure/stripe-intent', { orderId, amount: view.amountToPay });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().messages[0].code).toBe('pages.checkout.holdExpired');

    // Another day: paid within the hold, the slot is booked and stays taken after 15 minutes.
    const paidOrder = await order(first.client, productId, at('2026-06-04', '17:00'), { payInCash: false });
    const paidId = paidOrder.json().model.order.id;
    const paidView = (await first.client.get('/secure/order', { orderId: String(paidId) })).json().model
      .order;
    await payByCard(t, first.client, paidId, paidView.amountToPay);
    t.clock.advanceMinutes(30);
    expect((await order(second.client, productId, at('2026-06-04', '18:00'))).statusCode).toBe(409);
    // The paid order's booking; the second customer's order of 06-02 was never paid, so it held
    // its slot only for the hold.
    expect(await liveSlots(t, chef.id)).toBe(1);
  });

  test('a payment confirmed after its hold lapsed and the day filled does not pay the order', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, settings({ servicesPerDay: 1 }));
    const buyer = await signUp(t.app);
    const held = await order(buyer.client, productId, at('2026-06-05', '17:00'), { payInCash: false });
    const orderId = held.json().model.order.id;
    const view = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: view.amountToPay })
    ).json().model;
    t.clock.advanceMinutes(16);
    const other = await signUp(t.app);
    expect((await order(other.client, productId, at('2026-06-05', '18:00'))).statusCode).toBe(200);
    const paid = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      ...intent,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().messages[0].code).toBe('pages.checkout.holdExpired');
    const after = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    expect(after.payments ?? null).toBeNull();
    const [row] = await t.db
      .select({ status: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row!.status).toBe('pending');
  });

  test('a lapsed hold still has room: starting the payment holds it again and it can be paid', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, settings({ servicesPerDay: 1 }));
    const buyer = await signUp(t.app);
    const held = await order(buyer.client, productId, at('2026-06-02', '17:00'), { payInCash: false });
    t.clock.advanceMinutes(20);
    const orderId = held.json().model.order.id;
    const view = (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
    await payByCard(t, buyer.client, orderId, view.amountToPay);
    expect((await order((await signUp(t.app)).client, productId, at('2026-06-02', '18:00'))).statusCode).toBe(
      409,
    );
  });

  test('a declined or cancelled order gives its slot back', async () => {
    const t = ctx();
    const { chef, productId } = await chefWith(t, settings({ servicesPerDay: 1 }));
    const buyer = await signUp(t.app);
    const cash = await order(buyer.client, productId, at('2026-06-02', '17:00'));
    expect((await order(buyer.client, productId, at('2026-06-02', '18:00'))).statusCode).toBe(409);
    const declined = await chef.client.post('/secure/order-status', {
      orderId: cash.json().model.order.id,
      status: 'cancelled',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const again = await order(buyer.client, productId, at('2026-06-02', '18:00'));
    expect(again.statusCode).toBe(200);
    const cancelled = await buyer.client.post('/secure/order-status', {
      orderId: again.json().model.order.id,
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await slots(t, [productId], '2026-06-02', 1)).days).toHaveLength(1);
  });

  test('service area: listed cities and a radius; outside it the address is refused on the city field', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, settings({ serviceArea: { cities: ['Trakai'], radiusKm: 100 } }));
    const buyer = await signUp(t.app);
    expect(
      (await order(buyer.client, productId, at('2026-06-02', '17:00'), { city: 'trakai' })).statusCode,
    ).toBe(200);
    expect(
      (await order(buyer.client, productId, at('2026-06-02', '17:30'), { city: 'Kaunas' })).statusCode,
    ).toBe(200);
    const far = await order(buyer.client, productId, at('2026-06-04', '17:00'), { city: 'Klaipėda' });
    expect(far.statusCode).toBe(400);
    expect(far.json().messages[0].code).toBe('pages.checkout.outsideServiceArea');
    expect(far.json().fieldErrors.city).toBeDefined();
  });

  test('a chef who set nothing: day-time orders without a limit; 02:00 and a holiday are refused', async () => {
    const t = ctx();
    const { chef, productId } = await chefWith(t, null);
    const buyer = await signUp(t.app);
    for (const time of ['12:00', '12:00', '20:30']) {
      expect((await order(buyer.client, productId, at('2026-06-03', time))).statusCode).toBe(200);
    }
    const night = await order(buyer.client, productId, at('2026-06-03', '02:00'));
    expect(night.statusCode).toBe(400);
    expect(night.json().messages[0].code).toBe('pages.checkout.outsideCookingHours');
    expect(night.json().fieldErrors.serviceDeliveryDate).toBeDefined();
    // The message the checkout shows for that code, in both languages.
    expect(shellMessagesEn.pages.checkout.outsideCookingHours).toBe('The chef does not cook at this time');
    expect(shellMessagesLt.pages.checkout.outsideCookingHours).toBe('Šiuo metu šefas negamina');
    const holiday = await order(buyer.client, productId, at('2026-06-24', '12:00'));
    expect(holiday.statusCode).toBe(400);
    expect(holiday.json().messages[0].code).toBe('pages.checkout.chefDayOff');
    // Each accepted order wrote its service (held until its fees are paid), so a limit set later counts them.
    const written = await t.db
      .select({ n: count() })
      .from(slotBookings)
      .where(and(eq(slotBookings.chefUserId, chef.id), sql`${slotBookings.state} <> 'released'`));
    expect(written[0]!.n).toBe(3);
  });

  test('a chef who works holidays is booked on one', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, settings({ workHolidays: true, daysOff: [] }));
    const buyer = await signUp(t.app);
    expect((await order(buyer.client, productId, at('2026-06-24', '18:00'))).statusCode).toBe(200);
    const other = await chefWith(t, settings({ daysOff: [] }));
    const refused = await order(buyer.client, other.productId, at('2026-06-24', '18:00'));
    expect(refused.json().messages[0].code).toBe('pages.checkout.chefDayOff');
  });
});
