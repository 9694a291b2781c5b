import { and, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { orderNumber } from '#domain/orders/order-number.ts';
import { splitSubmission } from '#domain/onboarding/answer-rules.ts';
import { auditDecisions, merchantInfos, moderationDecisions } from '../../db/schema.ts';
import { makeJpeg } from '../../test/fixtures.ts';
import { chefAnswers, chefKitchen, createChef, signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, uploadFile, type TestApp } from '../../test/test-app.ts';

async function applicant(t: TestApp) {
  const chef = await signUp(t.app);
  // Chef fields need a profile link (spec accounts §5): the application brings a food-business number.
  await chef.client.post('/secure/user-info', {
    firstName: 'Rūta',
    lastName: 'Paraiškaitė',
    nickname: `ruta-${chef.id.slice(0, 8)}`,
  });
  const cert = (await uploadFile(chef.client, 'diplomas.jpg', await makeJpeg())).json().model.fileDescriptor
    .id;
  const submitted = await chef.client.post('/secure/merchant-info', {
    ...splitSubmission(chefAnswers(cert)),
    foodBusinessNumber: 'LT 13-01-01 EB',
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...chef, cert };
}

async function loadApplication(client: TestClient, userId: string, lang = 'en') {
  const response = await client.request({
    method: 'GET',
    url: `/secure/store-management/application?userId=${userId}`,
    headers: { 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model.application;
}

describeApi('the console is for OPERATOR and ADMIN only', (ctx) => {
  test('every route under /secure/store-management/: anonymous 401, customer and chef 403, staff allowed', async () => {
    const t = ctx();
    // From the app's route table, so routes added later by any feature are covered too.
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/secure/store-management/'));
    // The console's own calls and merchant-status must be among them (complaints, withdrawals join later).
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /secure/store-management/applications',
        'POST /secure/store-management/merchant-status',
        'POST /secure/store-management/user-role',
        'POST /secure/store-management/dish-deactivation',
        'GET /secure/store-management/complaints',
        'POST /secure/store-management/complaint-resolution',
        'GET /secure/store-management/withdrawals',
        'POST /secure/store-management/withdrawal-status',
        'GET /secure/store-management/event-requests',
        'GET /secure/store-management/event-request',
        'POST /secure/store-management/event-request-close',
      ]),
    );
    const customer = await signUp(t.app);
    const chef = await createChef(t);
    const operator = await signInStaff(t, 'OPERATOR');
    const admin = await signInStaff(t, 'ADMIN');
    const anonymous = new TestClient(t.app);
    const call = (client: TestClient, route: { method: string; url: string }) =>
      client.request({
        method: route.method as 'GET' | 'POST',
        url: route.url,
        payload: route.method === 'GET' ? undefined : '',
        headers: route.method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (const route of [...routes, { method: 'GET', url: '/secure/store-management/no-such-thing' }]) {
      const label = `${route.method} ${route.url}`;
      expect((await call(anonymous, route)).statusCode, label).toBe(401);
      for (const client of [customer.client, chef.client]) {
        const refused = await call(client, route);
        expect(refused.statusCode, label).toBe(403);
        // Nothing but the refusal itself.
        expect(refused.json(), label).toEqual({
          success: false,
          messages: [{ message: 'You are not allowed to do this.', code: 'pages.auth.forbidden' }],
        });
      }
      const adminOnly = route.url.endsWith('/user-role') || route.url.endsWith('/staff');
      for (const [who, client] of [
        ['operator', operator.client],
        ['admin', admin.client],
      ] as const) {
        const answer = await call(client, route);
        const expected = who === 'operator' && adminOnly ? [403] : [200, 400, 404];
        expect(expected, `${who} ${label}: ${answer.statusCode}`).toContain(answer.statusCode);
      }
    }
  });

  test('ADMIN grants and removes OPERATOR; nobody changes their own or an ADMIN role; audited', async () => {
    const t = ctx();
    const admin = await signInStaff(t, 'ADMIN');
    const otherAdmin = await signInStaff(t, 'ADMIN');
    const operator = await signInStaff(t, 'OPERATOR');
    const person = await signUp(t.app);
    expect((await person.client.get('/secure/store-management/applications')).statusCode).toBe(403);

    const granted = await admin.client.post('/secure/store-management/user-role', {
      email: person.email.toUpperCase(),
      role: 'OPERATOR',
      reason: 'Joins the support team',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    // The role counts from the next request: sessions read it from the account.
    expect((await person.client.get('/secure/store-management/applications')).statusCode).toBe(200);
    const staff = (await admin.client.get('/secure/store-management/staff')).json().model.staff;
    expect(staff.map((row: { email: string }) => row.email)).toContain(person.email);

    const removed = await admin.client.post('/secure/store-management/user-role', {
      userId: person.id,
      role: 'CUSTOMER',
    });
    expect(removed.statusCode).toBe(200);
    expect((await person.client.get('/secure/store-management/applications')).statusCode).toBe(403);

    const own = await admin.client.post('/secure/store-management/user-role', {
      userId: admin.id,
      role: 'CUSTOMER',
    });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([403, 'console.ownRole']);
    const ofAdmin = await admin.client.post('/secure/store-management/user-role', {
      userId: otherAdmin.id,
      role: 'CUSTOMER',
    });
    expect([ofAdmin.statusCode, ofAdmin.json().messages[0].code]).toEqual([403, 'console.adminRole']);
    const byOperator = await operator.client.post('/secure/store-management/user-role', {
      userId: person.id,
      role: 'OPERATOR',
    });
    expect(byOperator.statusCode).toBe(403);
    const unknown = await admin.client.post('/secure/store-management/user-role', {
      email: 'nobody@example.com',
      role: 'OPERATOR',
    });
    expect(unknown.statusCode).toBe(404);
    const noTarget = await admin.client.post('/secure/store-management/user-role', { role: 'OPERATOR' });
    expect([noTarget.statusCode, noTarget.json().fieldErrors]).toEqual([400, { email: 'required' }]);
    const badRole = await admin.client.post('/secure/store-management/user-role', {
      userId: person.id,
      role: 'ADMIN',
    });
    expect(badRole.statusCode).toBe(400);

    const audit = (
      await admin.client.get('/secure/store-management/decisions', {
        subjectType: 'user',
        subjectId: person.id,
      })
    ).json().model.decisions;
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'operator-granted',
      'operator-removed',
    ]);
    expect(audit[0]).toMatchObject({ reason: 'Joins the support team', decidedBy: { userId: admin.id } });
  });
});

describeApi('chef applications', (ctx) => {
  test('the queue is oldest first with waiting time; the detail renders answers in the operator language', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const first = await applicant(t);
    t.clock.advanceMinutes(90);
    const second = await applicant(t);
    t.clock.advanceMinutes(30);
    const queue = (await operator.client.get('/secure/store-management/applications')).json().model
      .applications;
    const ours = queue.filter((row: { userId: string }) => [first.id, second.id].includes(row.userId));
    expect(ours.map((row: { userId: string }) => row.userId)).toEqual([first.id, second.id]);
    expect(ours[0].waitingMs).toBe(120 * 60_000);
    expect(ours[1].waitingMs).toBe(30 * 60_000);

    const en = await loadApplication(operator.client, first.id, 'en');
    const lt = await loadApplication(operator.client, first.id, 'lt');
    expect(en).toMatchObject({
      applicationStatus: 'submitted',
      foodBusinessNumber: 'LT 13-01-01 EB',
      registryUrl: expect.stringMatching(/^https:\/\/vmvt\.lt\//),
      firstName: 'Rūta',
    });
    expect(lt.answers[1].question).toBe('Ar turite teisę gauti pajamas Lietuvoje?');
    const badNumber = await first.client.post('/secure/merchant-info', { foodBusinessNumber: '<b>x</b>' });
    expect([badNumber.statusCode, badNumber.json().fieldErrors]).toEqual([
      400,
      { foodBusinessNumber: 'invalid' },
    ]);
    expect(en.answers[1].question).not.toBe(lt.answers[1].question);
    const cuisine = lt.answers.find((answer: { questionId: number }) => answer.questionId === 9);
    expect(cuisine.options.map((option: { optionId: number }) => option.optionId).sort()).toEqual([45, 47]);
    const training = en.answers.find((answer: { questionId: number }) => answer.questionId === 4);
    expect(training.files[0]).toMatchObject({ id: first.cert, kind: 'image' });
    expect(en.certificates[0].url).toBe(training.files[0].url);
    // The operator can open the certificate where it is shown; a stranger cannot.
    expect((await operator.client.get(en.certificates[0].url)).statusCode).toBe(200);
    const stranger = await signUp(t.app);
    expect([403, 404]).toContain((await stranger.client.get(en.certificates[0].url)).statusCode);
  });

  test('approve through merchant-status: audited, mailed, the chef can publish and is listed', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await applicant(t);
    await chef.client.post('/secure/user-info', { nickname: `ruta-${chef.id.slice(0, 6)}` });
    await chef.client.post('/secure/merchant-info', { hourRate: '2500', kitchenType: 'lithuanian' });
    const shown = await loadApplication(operator.client, chef.id);
    const approved = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(t.mailer.lastTo(chef.email)?.meta).toMatchObject({ template: 'application-approved' });
    const after = await loadApplication(operator.client, chef.id);
    expect(after.applicationStatus).toBe('approved');
    expect(after.decisions).toEqual([
      expect.objectContaining({
        action: 'approved',
        decidedBy: { userId: operator.id, email: expect.any(String) },
      }),
    ]);
    const queue = (await operator.client.get('/secure/store-management/applications')).json().model
      .applications;
    expect(queue.map((row: { userId: string }) => row.userId)).not.toContain(chef.id);
    const dish = await chef.client.post('/secure/product', { title: 'Cepelinai', description: 'Su mėsa.' });
    expect(dish.statusCode, dish.body).toBe(200);
    const store = (
      await new TestClient(t.app).post('/store/products', { nickname: `ruta-${chef.id.slice(0, 6)}` })
    ).json().model;
    expect(store.merchant.foodBusinessNumber).toBe('LT 13-01-01 EB');
  });

  test('a rejection needs a reason, which the chef then sees on their profile', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await applicant(t);
    const shown = await loadApplication(operator.client, chef.id);
    const bare = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'false',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect([bare.statusCode, bare.json().fieldErrors]).toEqual([400, { reason: 'required' }]);
    const rejected = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'false',
      reason: 'The certificate is unreadable.',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const info = (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo;
    expect(info).toMatchObject({
      applicationStatus: 'rejected',
      decisionReason: 'The certificate is unreadable.',
    });
    expect(t.mailer.lastTo(chef.email)?.text).toContain('The certificate is unreadable.');
  });

  test('two operators deciding at once leave exactly one decision; the other is told to reload', async () => {
    const t = ctx();
    const first = await signInStaff(t);
    const second = await signInStaff(t);
    const chef = await applicant(t);
    const shown = await loadApplication(first.client, chef.id);
    const [a, b] = await Promise.all([
      first.client.post('/secure/store-management/merchant-status', {
        userId: chef.id,
        valid: 'true',
        updatedTimestamp: shown.updatedTimestamp,
      }),
      second.client.post('/secure/store-management/merchant-status', {
        userId: chef.id,
        valid: 'false',
        reason: 'Missing documents',
        updatedTimestamp: shown.updatedTimestamp,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().messages[0].code).toBe('console.changedReload');
    const audit = await t.db
      .select()
      .from(auditDecisions)
      .where(and(eq(auditDecisions.subjectType, 'chef'), eq(auditDecisions.subjectId, chef.id)));
    expect(audit).toHaveLength(1);
    const moderation = await t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.subjectUserId, chef.id));
    expect(moderation).toHaveLength(1);
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row!.valid).toBe(audit[0]!.action === 'approved');
  });

  test('a decision on an application changed since it was shown is refused with 409', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await applicant(t);
    const shown = await loadApplication(operator.client, chef.id);
    t.clock.advance(1000);
    await chef.client.post('/secure/merchant-info', { about: 'I changed my story.' });
    const stale = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toMatchObject({ code: 'console.changedReload' });
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row!.applicationStatus).toBe('submitted');
  });
});

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

describeApi('the certificates check (the public "Certificates checked" badge)', (ctx) => {
  /** An approved chef whose application brought one certificate, and their public page's badge. */
  async function approvedApplicant(t: TestApp) {
    const chef = await applicant(t);
    await chef.client.post('/secure/merchant-info', { hourRate: '2500', kitchenType: 'lithuanian' });
    const staff = await signInStaff(t);
    const approved = await staff.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const nickname = `ruta-${chef.id.slice(0, 8)}`;
    const badge = async () =>
      (await new TestClient(t.app).post('/store/products', { nickname })).json().model.merchant.badges
        .certificatesChecked as boolean;
    return { ...chef, badge };
  }
  const check = (client: TestClient, body: Record<string, string>) =>
    client.post('/secure/store-management/certificates-check', body);

  test('only an operator records it; the chef cannot, neither here nor through their own profile', async () => {
    const t = ctx();
    const chef = await approvedApplicant(t);
    // Approval alone is no check of the certificates.
    expect(await chef.badge()).toBe(false);

    const own = await check(chef.client, { userId: chef.id, checked: 'true' });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([403, 'pages.auth.forbidden']);
    const customer = await signUp(t.app);
    expect((await check(customer.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(403);
    expect((await check(new TestClient(t.app), { userId: chef.id, checked: 'true' })).statusCode).toBe(401);
    // Fields of the check sent with the chef's own profile are not taken.
    await chef.client.post('/secure/merchant-info', {
      about: 'Still cooking.',
      certificatesCheckedAt: '2026-06-01T09:00:00Z',
      certificatesCheckedBy: chef.id,
      certificatesCheckedFileIds: chef.cert,
      certificatesChecked: 'true',
    });
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row).toMatchObject({
      certificatesCheckedAt: null,
      certificatesCheckedBy: null,
      certificatesCheckedFileIds: null,
    });
    expect(await chef.badge()).toBe(false);
    const operator = await signInStaff(t);
    expect((await loadApplication(operator.client, chef.id)).certificatesCheck).toEqual({
      state: 'unchecked',
      checkedTimestamp: null,
      checkedBy: null,
    });
  });

  test('checked: who and when, audited, the badge shows; a certificate added later hides it until checked again', async () => {
    const t = ctx();
    const chef = await approvedApplicant(t);
    const operator = await signInStaff(t);
    t.clock.advanceMinutes(10);
    const checked = await check(operator.client, { userId: chef.id, checked: 'true' });
    expect(checked.statusCode, checked.body).toBe(200);
    const expected = {
      state: 'checked',
      checkedTimestamp: t.clock.now().getTime(),
      checkedBy: { userId: operator.id, email: operator.email },
    };
    expect(checked.json().model.certificatesCheck).toEqual(expected);
    expect(await chef.badge()).toBe(true);
    const shown = await loadApplication(operator.client, chef.id);
    expect(shown.certificatesCheck).toEqual(expected);
    expect(shown.decisions.at(-1)).toMatchObject({
      action: 'certificates-checked',
      decidedBy: { userId: operator.id },
      details: { certificates: 1 },
    });

    // The chef adds a certificate nobody has looked at: the badge goes until an operator looks.
    const added = (await uploadFile(chef.client, 'second.jpg', await makeJpeg())).json().model.fileDescriptor
      .id;
    const labelled = await chef.client.post('/secure/add-file-metadata', {
      fileId: added,
      metaData: 'certificate',
    });
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect(await chef.badge()).toBe(false);
    expect((await loadApplication(operator.client, chef.id)).certificatesCheck.state).toBe('outdated');
    expect((await check(operator.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(200);
    expect(await chef.badge()).toBe(true);
  });

  test('taken back with a reason (audited), after which there is nothing to take back', async () => {
    const t = ctx();
    const chef = await approvedApplicant(t);
    const operator = await signInStaff(t);
    expect((await check(operator.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(200);

    const noReason = await check(operator.client, { userId: chef.id, checked: 'false', reason: '  ' });
    expect([noReason.statusCode, noReason.json().fieldErrors]).toEqual([400, { reason: 'required' }]);
    expect(await chef.badge()).toBe(true);

    const reason = 'The diploma belongs to someone else.';
    const withdrawn = await check(operator.client, { userId: chef.id, checked: 'false', reason });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().model.certificatesCheck).toEqual({
      state: 'unchecked',
      checkedTimestamp: null,
      checkedBy: null,
    });
    expect(await chef.badge()).toBe(false);
    const audit = await t.db
      .select()
      .from(auditDecisions)
      .where(and(eq(auditDecisions.subjectType, 'chef'), eq(auditDecisions.subjectId, chef.id)));
    expect(audit.map((row) => [row.action, row.reason, row.decidedBy])).toEqual(
      expect.arrayContaining([
        ['certificates-checked', null, operator.id],
        ['certificates-check-withdrawn', reason, operator.id],
      ]),
    );

    const again = await check(operator.client, { userId: chef.id, checked: 'false', reason });
    expect([again.statusCode, again.json().messages[0].code]).toEqual([
      409,
      'console.certificatesNotChecked',
    ]);
  });

  test('a chef without certificates has nothing to check; an unknown chef is 404, a bad id 400', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await createChef(t);
    const none = await check(operator.client, { userId: chef.id, checked: 'true' });
    expect([none.statusCode, none.json().messages[0].code]).toEqual([409, 'console.noCertificates']);
    const unknown = await check(operator.client, {
      userId: '00000000-0000-4000-8000-000000000000',
      checked: 'true',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await check(operator.client, { userId: 'x', checked: 'maybe' });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
      400,
      { userId: 'invalid', checked: 'invalid' },
    ]);
  });
});

// A database of its own: a thousand orders would fill the other searches' pages.
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
