import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { DEFAULT_COOKING_HOURS, emptyWeek } from '#domain/availability/availability-settings.ts';
import { shellMessagesEn } from '#domain/i18n/shell-messages.en.ts';
import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import { orders, slotBookings } from '../../db/schema.ts';
import { createChef } from '../../test/factories.ts';
import {
  buildTestApp,
  buildTestApps,
  describeApi,
  signUp,
  TEST_BACKENDS,
  TestClient,
  type TestApp,
} from '../../test/test-app.ts';
import { at, chefWith, order, setAvailability, settings, slots, week } from './availability-test-setup.ts';

describeApi('GET/POST /secure/availability', (ctx) => {
  test('a chef reads the defaults, saves settings, and reads them back', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const first = await chef.client.get('/secure/availability');
    expect(first.statusCode).toBe(200);
    expect(first.json().model.availability).toMatchObject({
      configured: false,
      servicesPerDay: null,
      leadTimeHours: 2,
      daysOff: [],
    });
    const saved = await setAvailability(chef.client, settings({ daysOff: ['2026-12-25', '2026-12-24'] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await chef.client.get('/secure/availability')).json().model.availability;
    expect(again).toMatchObject({
      configured: true,
      servicesPerDay: 2,
      daysOff: ['2026-12-24', '2026-12-25'],
    });
    expect(again.weeklyHours['1']).toEqual([{ start: '17:00', end: '20:00' }]);
    expect(again.weeklyHours['7']).toEqual([]);
    expect(again.workHolidays).toBe(false);
    // A day off already past is refused with its reason; the stored ones still ahead are kept.
    const past = await setAvailability(chef.client, settings({ daysOff: ['2026-05-31', '2026-06-05'] }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.daysOff).toBeDefined();
    expect(past.json().messages.map((m: { code: string }) => m.code)).toContain('availability.dayOffPast');
    const negative = await setAvailability(chef.client, settings({ leadTimeHours: -2 }));
    expect(negative.json().messages.map((m: { code: string }) => m.code)).toContain(
      'availability.noticeNegative',
    );
    // A JSON body may carry the object itself.
    const asJson = await chef.client.request({
      method: 'POST',
      url: '/secure/availability',
      payload: { availability: settings({ servicesPerDay: 5 }) },
    });
    expect(asJson.statusCode, asJson.body).toBe(200);
    expect(asJson.json().model.availability.servicesPerDay).toBe(5);
  });

  test('invalid settings are a 400 with fieldErrors per field and i18n codes; nothing is saved', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const bad = await setAvailability(chef.client, {
      weeklyHours: { '1': [{ start: '18:00', end: '17:00' }] },
      daysOff: ['2026-02-30'],
      servicesPerDay: 0,
      leadTimeHours: 500,
      serviceArea: { cities: [], radiusKm: 900 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'daysOff',
      'leadTimeHours',
      'serviceArea',
      'servicesPerDay',
      'weeklyHours',
    ]);
    const codes = bad.json().messages.map((m: { code: string }) => m.code);
    expect(codes).toContain('availability.rangeEndBeforeStart');
    expect(codes).toContain('forms.validation.max');
    const lt = await chef.client.request({
      method: 'POST',
      url: '/secure/availability',
      payload: new URLSearchParams({ availability: JSON.stringify({ servicesPerDay: 50 }) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'lt' },
    });
    expect(lt.statusCode).toBe(400);
    expect(lt.json().fieldErrors.servicesPerDay).toBeDefined();
    expect(lt.json().messages.map((m: { code: string }) => m.code)).toContain('forms.validation.max');
    const notJson = await chef.client.post('/secure/availability', { availability: '{oops' });
    expect(notJson.statusCode).toBe(400);
    expect((await chef.client.get('/secure/availability')).json().model.availability.configured).toBe(false);
  });

  test('a customer gets 403, a visitor 401', async () => {
    const t = ctx();
    const customer = await signUp(t.app);
    expect((await customer.client.get('/secure/availability')).statusCode).toBe(403);
    expect((await setAvailability(customer.client, settings())).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/secure/availability')).statusCode).toBe(401);
  });
});

describeApi('GET /store/service-slots', (ctx) => {
  test('a chef who set no hours: the default hours from the earliest allowed instant, never at night', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, null);
    const days = (await slots(t, [productId], undefined, 3)).days;
    expect(days.map((day) => day.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(days[0]!.times[0]).toBe('15:30');
    expect(days[0]!.times.at(-1)).toBe('20:30');
    expect(days[1]!.times[0]).toBe(DEFAULT_COOKING_HOURS.start);
    expect(days[1]!.times).toHaveLength(22);
    // St John's Day (24 June) is a public holiday the chef has not chosen to work.
    const midsummer = (await slots(t, [productId], '2026-06-23', 3)).days;
    expect(midsummer.map((day) => day.date)).toEqual(['2026-06-23', '2026-06-25']);
  });

  test('two chefs in a cart: only the times both can take', async () => {
    const t = ctx();
    const a = await chefWith(t);
    const b = await chefWith(
      t,
      settings({ weeklyHours: week([{ start: '18:30', end: '22:00' }]), daysOff: [] }),
    );
    const both = await slots(t, [a.productId, b.productId], '2026-06-02', 1);
    expect(both.days).toEqual([{ date: '2026-06-02', times: ['18:30', '19:00', '19:30'] }]);
  });

  test('a malformed cart or range is a 400; an unknown dish has no times', async () => {
    const t = ctx();
    const client = new TestClient(t.app);
    expect((await client.get('/store/service-slots', { items: '{oops' })).statusCode).toBe(400);
    expect((await client.get('/store/service-slots', { items: '[]' })).statusCode).toBe(400);
    expect(
      (await client.get('/store/service-slots', { items: '[{"productId":1}]', days: '63' })).statusCode,
    ).toBe(400);
    expect((await slots(t, [999_999])).days).toEqual([]);
  });
  test('an absurd or out-of-range `from` is a 400 naming the field, never a 500', async () => {
    const t = ctx();
    const { productId } = await chefWith(t, null);
    const client = new TestClient(t.app);
    const items = JSON.stringify([{ productId }]);
    for (const from of [
      '9999-12-31',
      '0000-01-01',
      '2026-02-30',
      '2026-13-01',
      '+02026-06-01',
      '1899-12-31',
    ]) {
      const response = await client.get('/store/service-slots', { items, from });
      expect(response.statusCode, `${from}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors).toEqual({ from: 'invalid' });
      const issue = response.json().messages.find((m: { field?: string }) => m.field === 'from');
      expect(issue.code).toBe('forms.validation.invalidDate');
      expect(issue.message).toBe(shellMessagesEn.forms.validation.invalidDate);
      expect(shellMessagesLt.forms.validation.invalidDate).toMatch(/datą/);
    }
    expect((await client.get('/store/service-slots', { items, from: '2026-06-02' })).statusCode).toBe(200);
  });

  test('hours, days off, lead time plus preparation, Sundays off, capacity', async () => {
    const t = ctx();
    const { productId } = await chefWith(t);
    const week1 = await slots(t, [productId], undefined, 7);
    expect(week1.timeZone).toBe('Europe/Vilnius');
    // Monday 1 June from 12:00: notice 2 h + 90 min = 15:30, so all of 17:00-19:30; Wednesday is a
    // day off; Sunday has no hours.
    expect(week1.days.map((day) => day.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
    ]);
    expect(week1.days[0]!.times).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
    // Later that day the notice cuts into the hours.
    t.clock.advanceMinutes(3 * 60); // 15:00 Vilnius: earliest 18:30
    expect((await slots(t, [productId], '2026-06-01', 1)).days[0]!.times).toEqual([
      '18:30',
      '19:00',
      '19:30',
    ]);
    // Two services a day: after two orders for Tuesday, Tuesday is gone.
    const buyer = await signUp(t.app);
    expect((await order(buyer.client, productId, at('2026-06-02', '17:00'))).statusCode).toBe(200);
    expect((await order(buyer.client, productId, at('2026-06-02', '19:00'))).statusCode).toBe(200);
    expect((await slots(t, [productId], '2026-06-02', 3)).days.map((day) => day.date)).toEqual([
      '2026-06-04',
    ]);
  });

  test('daylight saving: the spring Sunday has no 03:00-03:30, the autumn Sunday has them once', async () => {
    const t = ctx();
    const { productId } = await chefWith(
      t,
      settings({
        weeklyHours: week([{ start: '01:00', end: '05:00' }], ['7']),
        daysOff: [],
        servicesPerDay: null,
        // 28 March 2027 is also Easter Sunday.
        workHolidays: true,
      }),
    );
    t.clock.advance(Date.parse('2026-10-20T09:00:00Z') - t.clock.now().getTime());
    expect((await slots(t, [productId], '2026-10-25', 1)).days[0]!.times).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
    t.clock.advance(Date.parse('2027-03-20T09:00:00Z') - t.clock.now().getTime());
    expect((await slots(t, [productId], '2027-03-28', 1)).days[0]!.times).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '04:00',
      '04:30',
    ]);
    // 04:00 on the spring Sunday is 01:00 UTC, an hour after 02:30 (00:30 UTC)
    const buyer = await signUp(t.app);
    expect((await order(buyer.client, productId, at('2027-03-28', '04:00'))).statusCode).toBe(200);
  });
});

describeApi('the chef list and chef page: next available date, available on', (ctx) => {
  test('nextAvailableDate on merchants and the chef page; availableOn leaves out chefs closed that day', async () => {
    const t = ctx();
    const open = await chefWith(t, null);
    const busy = await chefWith(t, settings({ servicesPerDay: 1, daysOff: ['2026-06-01'] }));
    const closed = await chefWith(t, settings({ weeklyHours: emptyWeek() }));
    const list = async (availableOn?: string) => {
      const response = await new TestClient(t.app).post('/store/merchants', {
        page: '1',
        ...(availableOn ? { availableOn } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().model.merchants as { userId: string; nextAvailableDate: string | null }[];
    };
    const all = await list();
    const dateOf = (id: string) => all.find((m) => m.userId === id)?.nextAvailableDate;
    expect(dateOf(open.chef.id)).toBe('2026-06-01');
    expect(dateOf(busy.chef.id)).toBe('2026-06-02');
    expect(dateOf(closed.chef.id)).toBeNull();
    const page = await new TestClient(t.app).post('/store/products', { nickname: busy.chef.nickname });
    expect(page.json().model.merchant.nextAvailableDate).toBe('2026-06-02');

    const ids = async (date: string) => (await list(date)).map((m) => m.userId).sort();
    expect(await ids('2026-06-02')).toEqual([open.chef.id, busy.chef.id].sort());
    expect(await ids('2026-06-01')).toEqual([open.chef.id]);
    const buyer = await signUp(t.app);
    expect((await order(buyer.client, busy.productId, at('2026-06-02', '17:00'))).statusCode).toBe(200);
    expect(await ids('2026-06-02')).toEqual([open.chef.id]);
    for (const availableOn of ['2026-02-30', '9999-12-31', '0000-01-01']) {
      const refused = await new TestClient(t.app).post('/store/merchants', { availableOn });
      expect(refused.statusCode, availableOn).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ availableOn: 'invalid' });
    }
  });
});

describeApi('the last slots under a crowd', (ctx) => {
  test('200 customers racing for a chef’s 10 services of a day: exactly 10 orders, the rest slotTaken, no 500s', async () => {
    const t = ctx();
    const { chef, productId } = await chefWith(
      t,
      settings({ servicesPerDay: 10, weeklyHours: week([{ start: '10:00', end: '22:00' }]) }),
    );
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        order(
          new TestClient(t.app, {}, `10.0.${Math.floor(i / 50)}.${i % 50}`),
          productId,
          at('2026-06-02', '18:00'),
          {
            payInCash: i % 2 === 0,
          },
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().messages[0].code === 'pages.checkout.slotTaken'),
    ).toBe(true);
    const [live] = await t.db
      .select({ n: count() })
      .from(slotBookings)
      .where(eq(slotBookings.chefUserId, chef.id));
    expect(live!.n).toBe(10);
    const [placed] = await t.db.select({ n: count() }).from(orders);
    expect(placed!.n).toBe(10);
  }, 180_000);
});

test.each(TEST_BACKENDS)(
  'a chef’s new availability empties the visitors’ catalog cache at once [%s]',
  async (backend) => {
    const t = await buildTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
    try {
      const { chef } = await chefWith(t, null);
      const visitor = new TestClient(t.app);
      const next = async () => {
        const response = await visitor.post('/store/products', { nickname: chef.nickname });
        return { hit: response.headers['x-cache'], date: response.json().model.merchant.nextAvailableDate };
      };
      expect(await next()).toEqual({ hit: undefined, date: '2026-06-01' });
      expect((await next()).hit).toBe('hit');
      const saved = await setAvailability(chef.client, settings({ daysOff: ['2026-06-01', '2026-06-02'] }));
      expect(saved.statusCode).toBe(200);
      expect(await next()).toEqual({ hit: undefined, date: '2026-06-03' });
    } finally {
      await t.app.close();
    }
  },
);

test.each(TEST_BACKENDS)(
  'kept slot offers: an order placed here or on another app server, or new hours, show at once [%s]',
  async (backend) => {
    const { apps, closeAll } = await buildTestApps(backend, 2, { env: { READ_CACHE_MS: '60000' } });
    try {
      const [a, b] = apps as [TestApp, TestApp];
      const { chef, productId } = await chefWith(a, settings({ servicesPerDay: 1, daysOff: [] }));
      const dates = async (t: TestApp) =>
        (await slots(t, [productId], '2026-06-02', 3)).days.map((day) => day.date);
      const offerStatements = async () =>
        (await a.sql.during(() => dates(a))).filter((statement) => /chef_availability/.test(statement));
      expect(await offerStatements()).not.toEqual([]);
      // Asked again, the offer is the kept one.
      expect(await offerStatements()).toEqual([]);
      expect(await dates(a)).toEqual(['2026-06-02', '2026-06-03', '2026-06-04']);
      expect(await dates(b)).toEqual(['2026-06-02', '2026-06-03', '2026-06-04']);
      // An order on this server takes Tuesday's one service: gone from the offer at once.
      const buyer = await signUp(a.app);
      expect((await order(buyer.client, productId, at('2026-06-02', '17:00'))).statusCode).toBe(200);
      expect(await dates(a)).toEqual(['2026-06-03', '2026-06-04']);
      // One on the other server takes Wednesday: this server hears of it.
      const onB = await signUp(b.app);
      expect((await order(onB.client, productId, at('2026-06-03', '17:00'))).statusCode).toBe(200);
      await expect.poll(() => dates(a), { timeout: 5000 }).toEqual(['2026-06-04']);
      // The chef takes Thursday off (a catalog change): gone everywhere.
      expect(
        (await setAvailability(chef.client, settings({ servicesPerDay: 1, daysOff: ['2026-06-04'] })))
          .statusCode,
      ).toBe(200);
      expect(await dates(a)).toEqual([]);
      await expect.poll(() => dates(b), { timeout: 5000 }).toEqual([]);
    } finally {
      await closeAll();
    }
  },
  120_000,
);
