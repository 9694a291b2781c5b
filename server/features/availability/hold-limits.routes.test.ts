import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { emptyWeek, HOLD_MINUTES, type Availability } from '#domain/availability/availability-settings.ts';
import { addDays, vilniusDate, vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { formatMessage, messagesLt } from '#domain/i18n/messages.ts';
import { UNPAID_HOLD_LIMITS } from '#domain/orders/hold-limits.ts';
import { slotBookings } from '../../db/schema.ts';
import { order as placeOrder } from './availability-test-setup.ts';
import { createChef, createDish, payByCard } from '../../test/factories.ts';
import {
  buildTestApps,
  describeApi,
  signUp,
  TEST_BACKENDS,
  TestClient,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * Nobody can hoard a chef's time: unpaid orders are bounded per guest browser, account and address,
 * a hold is renewed once at most, and a chef's day is taken only by paid bookings and live holds.
 * The limits are off in the other tests (they order from one address by the hundred).
 */
const LIMITS_ON = { UNPAID_HOLD_LIMITS: 'on' };
const ATTACKER_ADDRESS = '203.0.113.66';
const CUSTOMER_ADDRESS = '198.51.100.7';

const at = (date: string, time: string) => String(vilniusInstant(date, time)! / 1000);
/** A Vilnius date `days` after the test clock's. */
const dayAhead = (t: TestApp, days: number) => addDays(vilniusDate(t.clock.now().getTime()), days);

function everyDay(servicesPerDay: number): Availability {
  const weeklyHours = emptyWeek();
  for (const day of Object.keys(weeklyHours) as (keyof typeof weeklyHours)[])
    weeklyHours[day] = [{ start: '10:00', end: '21:00' }];
  return {
    weeklyHours,
    daysOff: [],
    servicesPerDay,
    leadTimeHours: 2,
    serviceArea: { cities: [], radiusKm: null },
    workHolidays: true,
  };
}

/** An approved chef with one dish; their availability set to `servicesPerDay` (null: none set). */
async function chefWith(t: TestApp, servicesPerDay: number | null) {
  const chef = await createChef(t);
  const { productId } = await createDish(chef.client, { title: 'Kibinai', preparationMinutes: 90 });
  const second = (await createDish(chef.client, { title: 'Cepelinai', preparationMinutes: 90 })).productId;
  if (servicesPerDay !== null) {
    const saved = await chef.client.post('/secure/availability', {
      availability: JSON.stringify(everyDay(servicesPerDay)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { chef, productId, second };
}

/** An order left unpaid by card unless told otherwise: the hold these tests count. */
const order = (
  client: TestClient,
  productId: number,
  serviceDeliveryDate: string,
  { payInCash = false, key }: { payInCash?: boolean; key?: string } = {},
) => placeOrder(client, productId, serviceDeliveryDate, { payInCash, key });

/** A signed-up account whose requests come from `address`. */
async function accountAt(t: TestApp, address: string) {
  const { client, id } = await signUp(t.app);
  const there = new TestClient(t.app, {}, address);
  there.setCookie('sid', client.sessionCookie!);
  return { client: there, id };
}

/** Starts (again) the card payment of the buyer's order: its hold may be renewed. */
async function startPayment(client: TestClient, orderId: number) {
  const view = (await client.get('/secure/order', { orderId: String(orderId) })).json().model.order;
  return client.post('/secure/stripe-intent', { orderId, amount: view.amountToPay });
}

async function slotTimes(t: TestApp, productId: number, date: string) {
  const response = await new TestClient(t.app).get('/store/service-slots', {
    items: JSON.stringify([{ productId }]),
    from: date,
    days: '1',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().model.slots.days as { date: string; times: string[] }[]).find(
    (day) => day.date === date,
  )?.times;
}

const orderIdOf = (response: { json(): { model: { order: { id: number } } } }) =>
  response.json().model.order.id;

describeApi(
  'a script cannot keep a chef unbookable',
  (ctx) => {
    test('guest orders and payment restarts from one address over a day: a real customer books within two holds', async () => {
      const t = ctx();
      // A chef who takes two services a day, booked ten days ahead.
      const { productId } = await chefWith(t, 2);
      const day = dayAhead(t, 10);
      const serviceAt = at(day, '18:00');
      const attacker = await accountAt(t, ATTACKER_ADDRESS);
      const customer = await accountAt(t, CUSTOMER_ADDRESS);
      const attackerOrders: number[] = [];
      const refusals: number[] = [];
      const start = t.clock.now().getTime();
      let booked: number | undefined;
      // Every ten minutes for 23 hours the script orders again (its account and cookie-less guests,
      // all from one address) and restarts the payment of each of its orders, before the customer
      // tries. Without the limits its restarts kept its holds for ever and the customer never
      // got the chef.
      for (let minute = 0; minute < 23 * 60; minute += 10) {
        const mine = await order(attacker.client, productId, serviceAt);
        if (mine.statusCode === 200) attackerOrders.push(orderIdOf(mine));
        else refusals.push(mine.statusCode);
        for (let guest = 0; guest < 2; guest++) {
          const placed = await order(new TestClient(t.app, {}, ATTACKER_ADDRESS), productId, serviceAt);
          if (placed.statusCode !== 200) refusals.push(placed.statusCode);
        }
        for (const id of attackerOrders) await startPayment(attacker.client, id);
        if (booked === undefined) {
          const tried = await order(customer.client, productId, serviceAt);
          if (tried.statusCode === 200) {
            booked = t.clock.now().getTime() - start;
            await payByCard(t, customer.client, orderIdOf(tried), await amountOf(customer.client, tried));
          }
        }
        t.clock.advance(10 * 60_000);
      }
      expect(booked, 'the customer never got the chef').toBeDefined();
      expect(booked!).toBeLessThanOrEqual(HOLD_MINUTES * 2 * 60_000);
      // The script was refused for its unpaid orders (429), not only for a full day (409).
      expect(refusals).toContain(429);
      // Its account placed no more than its limit.
      expect(attackerOrders.length).toBeLessThanOrEqual(UNPAID_HOLD_LIMITS.account);
      // What is left of the day is open again: only the customer's paid booking takes it.
      expect(await slotTimes(t, productId, day)).toContain('18:00');
      const taken = await t.db
        .select({ state: slotBookings.state })
        .from(slotBookings)
        .where(and(eq(slotBookings.serviceDay, day), eq(slotBookings.state, 'booked')));
      expect(taken).toHaveLength(1);
    }, 300_000);

    test('a guest browser, an account and an address each place three unpaid orders a day at most; paying one frees a place', async () => {
      const t = ctx();
      const { productId } = await chefWith(t, null);
      const dates = [9, 10, 11, 12, 13].map((days) => at(dayAhead(t, days), '18:00'));
      // One guest browser, whatever address it comes from.
      const browser = new TestClient(t.app, {}, '192.0.2.1');
      for (const date of dates.slice(0, 3))
        expect((await order(browser, productId, date)).statusCode).toBe(200);
      const moved = new TestClient(t.app, {}, '192.0.2.2');
      moved.setCookie('guest_browser', browser.cookie('guest_browser')!);
      const refused = await order(moved, productId, dates[3]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().messages[0]).toMatchObject({
        code: 'pages.checkout.tooManyUnpaidOrders',
        message:
          'Too many unpaid orders were placed from here in the last 24 hours. Pay for one of them, or try again later',
      });
      // Another try is possible once the first of the three is a day old.
      expect(Number(refused.headers['retry-after'])).toBe(24 * 3600);
      // A new browser at the same address is not refused for the browser...
      expect((await order(new TestClient(t.app, {}, '192.0.2.2'), productId, dates[3]!)).statusCode).toBe(
        200,
      );

      // One address, whichever browsers: three cookie-less guests, then a 429, in Lithuanian too.
      const address = '192.0.2.50';
      for (const date of dates.slice(0, 3))
        expect((await order(new TestClient(t.app, {}, address), productId, date)).statusCode).toBe(200);
      const lt = await order(new TestClient(t.app, {}, address), productId, dates[3]!);
      expect(lt.statusCode).toBe(429);
      // The answer carries the code and its parameters; the web shows it in the user's language.
      const { code, params } = lt.json().messages[0];
      expect(formatMessage(messagesLt, code, params)).toBe(
        'Iš čia per pastarąsias 24 val. pateikta per daug neapmokėtų užsakymų. Apmokėkite vieną iš jų arba bandykite vėliau',
      );

      // One account, from three addresses; paying one of its orders frees a place.
      const places = ['192.0.2.101', '192.0.2.102', '192.0.2.103', '192.0.2.104'];
      const { client } = await signUp(t.app);
      const ids: number[] = [];
      for (const [i, date] of dates.slice(0, 3).entries()) {
        const there = new TestClient(t.app, {}, places[i]);
        there.setCookie('sid', client.sessionCookie!);
        const placed = await order(there, productId, date);
        expect(placed.statusCode).toBe(200);
        ids.push(orderIdOf(placed));
      }
      const fourth = new TestClient(t.app, {}, places[3]);
      fourth.setCookie('sid', client.sessionCookie!);
      expect((await order(fourth, productId, dates[3]!)).statusCode).toBe(429);
      await payByCard(t, client, ids[0]!, await amountOfId(client, ids[0]!));
      expect((await order(fourth, productId, dates[3]!)).statusCode).toBe(200);
      expect((await order(fourth, productId, dates[4]!)).statusCode).toBe(429);

      // A day later the unpaid orders no longer count.
      t.clock.advance(24 * 3_600_000 + 1000);
      expect((await order(moved, productId, at(dayAhead(t, 9), '18:00'))).statusCode).toBe(200);
      expect((await order(fourth, productId, at(dayAhead(t, 9), '18:00'))).statusCode).toBe(200);
    });

    test('a hold is renewed once at most: restarting the payment again does not keep the service', async () => {
      const t = ctx();
      const { productId } = await chefWith(t, 1);
      const day = dayAhead(t, 9);
      const buyer = await accountAt(t, '192.0.2.200');
      const placed = await order(buyer.client, productId, at(day, '18:00'));
      expect(placed.statusCode).toBe(200);
      const id = orderIdOf(placed);
      const expiry = async () =>
        (await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, id)))[0]!.expiresAt!.getTime();
      t.clock.advance(10 * 60_000);
      expect((await startPayment(buyer.client, id)).statusCode).toBe(200);
      const renewed = await expiry();
      expect(renewed).toBe(t.clock.now().getTime() + HOLD_MINUTES * 60_000);
      t.clock.advance(10 * 60_000);
      expect((await startPayment(buyer.client, id)).statusCode).toBe(200);
      expect(await expiry()).toBe(renewed);
      expect(await slotTimes(t, productId, day)).toBeUndefined();
      // Past the renewed hold the chef's day is open to others, and another customer takes it.
      t.clock.advance(HOLD_MINUTES * 60_000);
      expect(await slotTimes(t, productId, day)).toContain('18:00');
      const other = await accountAt(t, '192.0.2.201');
      expect((await order(other.client, productId, at(day, '18:00'))).statusCode).toBe(200);
      // The first buyer's payment is now refused: the day filled meanwhile.
      const late = await startPayment(buyer.client, id);
      expect(late.statusCode).toBe(409);
      expect(late.json().messages[0].code).toBe('pages.checkout.holdExpired');
    });

    test('a changed checkout replaces its order: the old hold ends at once and the service is free', async () => {
      const t = ctx();
      const { productId, second } = await chefWith(t, 2);
      const day = dayAhead(t, 9);
      const guest = new TestClient(t.app, {}, '192.0.2.210');
      const first = await order(guest, productId, at(day, '18:00'), { key: 'checkout-key-0001' });
      expect(first.statusCode).toBe(200);
      const changed = await order(guest, second, at(day, '18:00'), { key: 'checkout-key-0001' });
      expect(changed.statusCode).toBe(200);
      expect(orderIdOf(changed)).not.toBe(orderIdOf(first));
      // One service held by the checkout, the other open at once.
      expect(await slotTimes(t, productId, day)).toContain('18:00');
      const other = new TestClient(t.app, {}, '192.0.2.211');
      expect((await order(other, productId, at(day, '18:00'))).statusCode).toBe(200);
      expect(
        (await order(new TestClient(t.app, {}, '192.0.2.212'), productId, at(day, '18:00'))).statusCode,
      ).toBe(409);
    });

    test('unpaid cash orders of cookie-less guests hold the day only for the hold', async () => {
      const t = ctx();
      const { productId } = await chefWith(t, 2);
      const day = dayAhead(t, 9);
      const guests = ['192.0.2.220', '192.0.2.221', '192.0.2.222'].map(
        (address) => new TestClient(t.app, {}, address),
      );
      const cash = async (client: TestClient) =>
        (await order(client, productId, at(day, '18:00'), { payInCash: true })).statusCode;
      expect(await cash(guests[0]!)).toBe(200);
      expect(await cash(guests[1]!)).toBe(200);
      expect(await cash(guests[2]!)).toBe(409);
      expect(await slotTimes(t, productId, day)).toBeUndefined();
      t.clock.advance(HOLD_MINUTES * 60_000);
      expect(await slotTimes(t, productId, day)).toContain('18:00');
      expect(await cash(guests[2]!)).toBe(200);
    });
  },
  { env: LIMITS_ON },
);

describeApi('the booking horizon', (ctx) => {
  test('an order past the 62 days the offer shows is a 400 on serviceDeliveryDate, in en and lt', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, null);
    const guest = new TestClient(t.app);
    // The test clock: 2026-06-01 in Vilnius; its last bookable day is 2026-08-01.
    const last = await order(guest, productId, at('2026-08-01', '18:00'));
    expect(last.statusCode, last.body).toBe(200);
    for (const date of ['2026-08-02', '2099-01-01']) {
      const far = await order(new TestClient(t.app), productId, at(date, '18:00'));
      expect(far.statusCode).toBe(400);
      expect(far.json().fieldErrors.serviceDeliveryDate).toBeDefined();
      expect(far.json().messages[0]).toMatchObject({
        code: 'pages.checkout.serviceDateTooFar',
        message: 'Chefs can be booked at most 62 days ahead: choose a day until 2026-08-01',
      });
    }
    const lt = (await order(new TestClient(t.app), productId, at('2099-01-01', '18:00'))).json().messages[0];
    expect(formatMessage(messagesLt, lt.code, lt.params)).toBe(
      'Šefą galima užsakyti ne daugiau kaip 62 dienų į priekį: pasirinkite dieną iki 2026-08-01',
    );
  });

  test('the slot offer ends at the horizon: cut at its last day, empty past it', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, 2);
    const offer = async (from: string, days: number) => {
      const response = await new TestClient(t.app).get('/store/service-slots', {
        items: JSON.stringify([{ productId }]),
        from,
        days: String(days),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().model.slots.days as { date: string }[]).map((day) => day.date);
    };
    expect(await offer('2026-07-30', 7)).toEqual(['2026-07-30', '2026-07-31', '2026-08-01']);
    expect(await offer('2026-08-02', 7)).toEqual([]);
    expect(await offer('2099-01-01', 31)).toEqual([]);
  });
});

test.each(TEST_BACKENDS)(
  'concurrent orders on two app servers cannot pass an address’s limit [%s]',
  async (backend) => {
    const { apps, closeAll } = await buildTestApps(backend, 2, { env: LIMITS_ON });
    try {
      const [a] = apps as [TestApp, TestApp];
      const { productId } = await chefWith(a, null);
      const date = at(dayAhead(a, 9), '18:00');
      // Twenty cookie-less guests from one address at once, half on each server.
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          order(new TestClient(apps[i % 2]!.app, {}, '192.0.2.77'), productId, date),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(UNPAID_HOLD_LIMITS.address);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - UNPAID_HOLD_LIMITS.address);
    } finally {
      await closeAll();
    }
  },
  120_000,
);

async function amountOfId(client: TestClient, orderId: number): Promise<number> {
  return (await client.get('/secure/order', { orderId: String(orderId) })).json().model.order.amountToPay;
}

async function amountOf(client: TestClient, placed: { json(): { model: { order: { id: number } } } }) {
  return amountOfId(client, orderIdOf(placed));
}
