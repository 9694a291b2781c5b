import { expect, test } from 'vitest';
import { createChef, signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';

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
        'GET /secure/store-management/account',
        'POST /secure/store-management/account-disable',
        'POST /secure/store-management/account-enable',
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
      const adminOnly = ['/user-role', '/staff', '/account', '/account-disable', '/account-enable'].some(
        (end) => route.url.endsWith(end),
      );
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
