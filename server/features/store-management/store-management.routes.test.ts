import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { orderNumber } from '#domain/orders/order-number.ts';
import { merchantInfos } from '../../db/schema.ts';
import { chefKitchen, signInStaff } from '../../test/factories.ts';
import { describeApi, TestClient } from '../../test/test-app.ts';

describeApi('flagged chefs, orders, payouts and dishes', (ctx) => {
  test('a chef disabled by the rating rule is queued with ratings and deadline; re-enabling is audited', async () => {
    const t = ctx();
    const { chef, order } = await chefKitchen(t);
    for (let i = 0; i < 5; i++) {
      const { buyer, orderId } = await order();
      await buyer.client.post('/secure/rate-order', { orderId, rating: 3, comment: `Per sūru ${i}` });
    }
    // Flagged on Monday 2026-06-01; the promise is Thursday; 4 calendar days later it is overdue.
    t.clock.advance(4 * 86_400_000);
    const operator = await signInStaff(t);
    const flaggedResponse = await operator.client.get('/secure/store-management/flagged-chefs');
    expect(flaggedResponse.statusCode, flaggedResponse.body).toBe(200);
    const flagged = flaggedResponse.json().model.chefs;
    const entry = flagged.find((row: { userId: string }) => row.userId === chef.id);
    expect(entry).toMatchObject({ averageRating: 3, overdue: true, waitedWorkingDays: 4 });
    expect(entry.ratings).toHaveLength(5);
    expect(entry.ratings[0]).toMatchObject({ rating: 3, productTitle: 'Kibinai' });

    const noReason = await operator.client.post('/secure/store-management/flagged-chef', {
      userId: chef.id,
      valid: 'true',
      updatedTimestamp: entry.updatedTimestamp,
    });
    expect(noReason.statusCode).toBe(400);
    const decided = await operator.client.post('/secure/store-management/flagged-chef', {
      userId: chef.id,
      valid: 'true',
      reason: 'The low ratings came from one event; spoke with the chef.',
      updatedTimestamp: entry.updatedTimestamp,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(t.mailer.lastTo(chef.email)?.meta).toMatchObject({ template: 'chef-re-enabled' });
    const again = await operator.client.post('/secure/store-management/flagged-chef', {
      userId: chef.id,
      valid: 'false',
      reason: 'Second thoughts',
      updatedTimestamp: entry.updatedTimestamp,
    });
    expect(again.statusCode).toBe(409);
    const after = (await operator.client.get('/secure/store-management/flagged-chefs')).json().model.chefs;
    expect(after.map((row: { userId: string }) => row.userId)).not.toContain(chef.id);
    const audit = (
      await operator.client.get('/secure/store-management/decisions', {
        subjectType: 'chef',
        subjectId: chef.id,
      })
    ).json().model.decisions;
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['approved', 're-enabled']);
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row!.valid).toBe(true);
  });

  test('orders search by number prefix, customer, chef and status, paged, with their history', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const { chef, order } = await chefKitchen(t);
    const delivered = await order();
    const open = await order({ deliver: false });
    const other = await chefKitchen(t);
    await other.order({ deliver: false });
    const search = async (query: Record<string, string>) => {
      const response = await operator.client.get('/secure/store-management/orders', query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().model;
    };
    const byChef = await search({ chef: chef.nickname });
    expect(byChef.orders.map((row: { id: number }) => row.id).sort()).toEqual(
      [delivered.orderId, open.orderId].sort(),
    );
    const byCustomer = await search({ customer: delivered.buyer.email.toUpperCase() });
    expect(byCustomer.orders.map((row: { id: number }) => row.id)).toEqual([delivered.orderId]);
    const byStatus = await search({ chef: chef.email, status: 'delivered' });
    expect(byStatus.orders.map((row: { id: number }) => row.id)).toEqual([delivered.orderId]);
    const detail = (
      await operator.client.get('/secure/store-management/order', { orderId: String(delivered.orderId) })
    ).json().model.order;
    const byNumber = await search({ orderNumber: detail.sID.slice(0, detail.sID.length - 1) });
    expect(byNumber.orders.map((row: { id: number }) => row.id)).toContain(delivered.orderId);
    expect((await search({ orderNumber: `${detail.sID}x` })).total).toBe(0);
    // The number as pages and mails show it, typed in lower case with a '#' and a space.
    const shown = orderNumber(detail.sID);
    expect(shown).toMatch(/^[0-9A-F]{8}$/);
    const typed = `#${shown.slice(0, 4).toLowerCase()} ${shown.slice(4).toLowerCase()}`;
    expect((await search({ orderNumber: typed })).orders.map((row: { id: number }) => row.id)).toEqual([
      delivered.orderId,
    ]);
    expect((await search({ customer: '%' })).total).toBe(0);
    expect(detail).toMatchObject({ paymentStatus: 'captured', itemStatuses: ['delivered'] });
    expect(detail.payments[0]).toMatchObject({ provider: 'sandbox', amount: detail.amountToPay });
    expect(detail.payouts).toHaveLength(1);
    expect(detail.items[0].chef.userId).toBe(chef.id);
    // The same money word as the order pages: the rest was taken in cash at delivery.
    expect(detail.items[0]).toMatchObject({ moneyState: 'collected', cashAtService: expect.any(Number) });
    expect(detail.items[0].cashAtService).toBeGreaterThan(0);
    const paged = await search({ page: '2' });
    expect(paged).toMatchObject({ page: 2, pageSize: 20, orders: [] });
    expect(paged.total).toBeGreaterThanOrEqual(3);
    expect(
      (await operator.client.get('/secure/store-management/orders', { status: 'lost' })).statusCode,
    ).toBe(400);

    const scheduled = (
      await operator.client.get('/secure/store-management/payouts', { status: 'scheduled' })
    ).json().model;
    expect(scheduled.payouts.map((row: { order: { id: number } }) => row.order.id)).toContain(
      delivered.orderId,
    );
    expect(scheduled.total).toBeGreaterThan(0);
    t.clock.advance(2 * 86_400_000);
    await t.app.payouts.runDue();
    const later = await signInStaff(t);
    const paid = (await later.client.get('/secure/store-management/payouts', { status: 'paid' })).json()
      .model;
    expect(paid.payouts.map((row: { order: { id: number } }) => row.order.id)).toContain(delivered.orderId);
  });

  test('deactivating a dish takes it off the catalog, mails its chef in their language and is audited', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const { chef, productId } = await chefKitchen(t);
    const listed = (await operator.client.get('/secure/store-management/dishes', { q: 'kibin' })).json()
      .model;
    expect(listed.dishes.map((row: { id: number }) => row.id)).toContain(productId);
    const bare = await operator.client.post('/secure/store-management/dish-deactivation', { productId });
    expect([bare.statusCode, bare.json().fieldErrors]).toEqual([400, { reason: 'required' }]);
    await t.db.execute(`update users set language = 'lt' where id = '${chef.id}'`);
    const off = await operator.client.post('/secure/store-management/dish-deactivation', {
      productId,
      reason: 'Nuotrauka ne šio patiekalo.',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(t.mailer.lastTo(chef.email)).toMatchObject({
      subject: 'Jūsų patiekalas „Kibinai“ išimtas iš katalogo',
      text: expect.stringContaining('Nuotrauka ne šio patiekalo.'),
    });
    expect(
      (await new TestClient(t.app).get('/store/product', { productId: String(productId) })).statusCode,
    ).toBe(404);
    // The chef cannot switch it back on.
    await chef.client.post('/secure/product', {
      productId,
      title: 'Kibinai',
      description: 'x',
      active: 'true',
    });
    const own = (await chef.client.post('/store/products', { nickname: chef.nickname })).json().model
      .products;
    expect(JSON.stringify(own)).toContain('Nuotrauka ne šio patiekalo.');
    expect(JSON.stringify(own)).toContain('"active":false');
    const twice = await operator.client.post('/secure/store-management/dish-deactivation', {
      productId,
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);
    const deactivated = (
      await operator.client.get('/secure/store-management/dishes', { state: 'deactivated' })
    ).json().model.dishes;
    const row = deactivated.find((dish: { id: number }) => dish.id === productId);
    expect(row.decisions).toEqual([
      expect.objectContaining({ action: 'deactivated', reason: 'Nuotrauka ne šio patiekalo.' }),
    ]);
    const summary = (await operator.client.get('/secure/store-management/summary')).json().model.counts;
    expect(summary).toEqual({
      applications: expect.any(Number),
      flaggedChefs: expect.any(Number),
      payoutsScheduled: expect.any(Number),
    });
  });
});

describeApi('the console at a thousand orders and more', (ctx) => {
  test('a search of more than 1,000 orders counts to 1,000 and reads its pages on by cursor', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const { chef, productId } = await chefKitchen(t);
    // 1,030 paid orders of the chef's dish, a minute apart, written at once.
    await t.db.execute(sql`
      with placed as (
        insert into orders (s_id, pay_in_cash, service_date, subtotal_cents, service_fee_cents, government_fee_cents,
                            chef_incentive_cents, prepayment_cents, gateway_fee_cents, amount_to_pay_cents,
                            pay_to_chef_cents, payment_status, created_at, updated_at)
        select upper(substr(md5('bulk' || g), 1, 8)) || '-' || md5('bulk-sid' || g), true, now() + interval '7 days',
               3000, 1000, 210, 0, 0, 36, 1246, 3000, 'captured', now() - g * interval '1 minute', now()
        from generate_series(1, 1030) as g
        returning id)
      insert into order_items (order_id, product_id, seller_user_id, title, description, unit_price_cents, priced_by_time, volume)
      select placed.id, ${productId}, ${chef.id}, 'Kibinai', 'Hot', 3000, false, 1 from placed`);
    const search = async (query: Record<string, string>) => {
      const response = await operator.client.get('/secure/store-management/orders', query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().model as {
        orders: { id: number }[];
        total: number;
        totalCapped: boolean;
        nextCursor: string | null;
      };
    };
    const ids = (page: { orders: { id: number }[] }) => page.orders.map((row) => row.id);
    const first = await search({ chef: chef.nickname });
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.orders).toHaveLength(20);
    const second = await search({ chef: chef.nickname, page: '2', cursor: first.nextCursor! });
    expect(ids(second)).toEqual(ids(await search({ chef: chef.nickname, page: '2' })));
    expect(ids(second)).not.toContain(ids(first)[0]);
    const third = await search({ chef: chef.nickname, page: '3', cursor: second.nextCursor! });
    expect(ids(third)).toEqual(ids(await search({ chef: chef.nickname, page: '3' })));
    // A narrow search counts exactly and has no page after its last.
    const detail = (
      await operator.client.get('/secure/store-management/order', { orderId: String(ids(first)[0]) })
    ).json().model.order;
    expect(await search({ orderNumber: orderNumber(detail.sID) })).toMatchObject({
      total: 1,
      totalCapped: false,
      nextCursor: null,
    });
    const dishes = (await operator.client.get('/secure/store-management/dishes', { q: chef.nickname })).json()
      .model;
    expect(dishes).toMatchObject({ total: 1, totalCapped: false, nextCursor: null });
    const refused = await operator.client.get('/secure/store-management/orders', { cursor: 'not-a-cursor' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('cursor');
  });
});
