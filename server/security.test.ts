import { expect, test } from 'vitest';
import { createChef, createDish, ORDER_ADDRESS, placeOrder, serviceDateIn } from './test/factories.ts';
import { concretePath, pathVariants } from './test/path-variants.ts';
import { describeApi, GOOD_PASSWORD, signUp, TestClient, uniqueEmail } from './test/test-app.ts';

/**
 * The security suite's cross-cutting part: the access matrix is
 * generated from the routes the app registers, so a route added later is covered without anyone
 * remembering to add it here.
 */
describeApi('access matrix generated from the registered routes', (ctx) => {
  const secureRoutes = () => ctx().app.routeTable.filter(({ url }) => url.startsWith('/secure/'));

  test('the matrix covers the app (a guard against an empty, vacuous table)', () => {
    const urls = new Set(secureRoutes().map(({ url }) => url));
    expect(urls.size).toBeGreaterThan(25);
    for (const known of ['/secure/me', '/secure/order', '/secure/order-status', '/secure/product']) {
      expect(urls).toContain(known);
    }
  });

  test('every /secure/ route refuses a caller without a session with 401 and the sign-in code', async () => {
    const anonymous = new TestClient(ctx().app);
    const refusedWrongly: string[] = [];
    for (const { method, url } of secureRoutes()) {
      const response =
        method === 'GET'
          ? await anonymous.get(url)
          : await anonymous.request({ method: method as 'POST', url, payload: {} });
      const code = response.json().messages?.[0]?.code;
      if (response.statusCode !== 401 || code !== 'pages.auth.loginRequired') {
        refusedWrongly.push(`${method} ${url} -> ${response.statusCode} ${code}`);
      }
    }
    expect(refusedWrongly).toEqual([]);
  });

  test('every route declares who may call it; every /secure/ route at least a session', () => {
    const routes = ctx().app.routeTable;
    const undeclared = routes.filter(({ route }) => !route.config?.access);
    expect(undeclared.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    const openSecure = secureRoutes().filter(({ route }) => route.config?.access === 'public');
    expect(openSecure.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    const staffOnly = routes.filter(({ route }) => ['staff', 'admin'].includes(route.config?.access ?? ''));
    expect(staffOnly.map(({ url }) => url)).toContain('/secure/store-management/orders');
  });

  test(
    'every spelling of every /secure/ path meets the same refusal (anonymous 401, customer 403 on staff routes)',
    {
      timeout: 120_000,
    },
    async () => {
      const t = ctx();
      const anonymous = new TestClient(t.app);
      const customer = await signUp(t.app);
      const wrong: string[] = [];
      const call = (client: TestClient, method: string, url: string) =>
        client.request({
          method: method as 'GET' | 'POST',
          url,
          payload: method === 'GET' ? undefined : '',
          headers: method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
        });
      for (const { method, url, route } of secureRoutes()) {
        const path = concretePath(url);
        const staffOnly = route.config?.access === 'staff' || route.config?.access === 'admin';
        for (const variant of [path, ...pathVariants(path)]) {
          const refusal = await call(anonymous, method, variant);
          const code = refusal.json().messages?.[0]?.code;
          if (refusal.statusCode !== 401 || code !== 'pages.auth.loginRequired')
            wrong.push(`anonymous ${method} ${variant} -> ${refusal.statusCode} ${code}`);
          if (!staffOnly) continue;
          const forbidden = await call(customer.client, method, variant);
          if (forbidden.statusCode !== 403 || forbidden.json().messages?.[0]?.code !== 'pages.auth.forbidden')
            wrong.push(`customer ${method} ${variant} -> ${forbidden.statusCode}`);
        }
        // An encoded slash is not a separator: no route of the API matches it, so it is not found.
        const encodedSlash = await call(anonymous, method, path.replace('/secure/', '/secure%2F'));
        if (encodedSlash.statusCode < 400)
          wrong.push(`anonymous ${method} ${path} with %2F -> ${encodedSlash.statusCode}`);
      }
      expect(wrong).toEqual([]);
    },
  );
  // The console's own 403 matrix, for every route under its prefix, is in store-management.routes.test.ts.
});

describeApi('mass assignment (a body cannot set what the server decides)', (ctx) => {
  test('profile and chef info cannot set role, valid, verified or another userId', async () => {
    const t = ctx();
    const chef = await createChef(t, { approve: false });
    const other = await signUp(t.app);
    await chef.client.post('/secure/user-info', {
      firstName: 'Ona',
      role: 'ADMIN',
      verified: 'true',
      userId: other.id,
      id: other.id,
    });
    await chef.client.post('/secure/merchant-info', { valid: 'true', userId: other.id, status: 'approved' });
    const me = (await chef.client.get('/secure/me')).json().model.authorized;
    expect(me.id).toBe(chef.id);
    expect(me.role).not.toBe('ADMIN');
    const merchant = (await chef.client.get('/secure/merchant-info')).json().model;
    expect(JSON.stringify(merchant)).not.toMatch(/"valid":true/);
    const otherMe = (await other.client.get('/secure/me')).json().model.authorized;
    expect(otherMe.userInfo.firstName ?? null).not.toBe('Ona');
  });

  test('an order body cannot set prices, amountToPay or the buyer', async () => {
    const t = ctx();
    const chef = await createChef(t, { hourRateCents: 2000 });
    const { productId } = await createDish(chef.client, { preparationMinutes: 90 });
    const buyer = await signUp(t.app);
    const victim = await signUp(t.app);
    const response = await buyer.client.post('/store/order', {
      items: JSON.stringify([{ productId, productVolume: 2, price: 1, productPrice: 1 }]),
      price: 1,
      amountToPay: 1,
      totalAmount: 1,
      buyerUserId: victim.id,
      userId: victim.id,
      serviceDeliveryDate: serviceDateIn(t),
      payInCash: 'false',
      ...ORDER_ADDRESS,
    });
    expect(response.statusCode).toBe(200);
    const orderId = String(response.json().model.order.id);
    const order = (await buyer.client.get('/secure/order', { orderId })).json().model.order;
    expect(order.amountToPay).toBe(4336); // DESIGN §5 example: the server's price, not the body's
    expect((await victim.client.get('/secure/order', { orderId })).statusCode).toBe(404);
  });
});

describeApi('secrets never reach the logs', (ctx) => {
  test('no password, PIN, card number or session id appears in any log line', async () => {
    const t = ctx();
    const email = uniqueEmail('secret');
    const client = new TestClient(t.app);
    await client.post('/register', { identityKey: email, password: GOOD_PASSWORD });
    const sessionId = client.sessionCookie!;
    await client.post('/logout');
    await client.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD, type: 'email' });
    await client.post('/pw-login', { identityKey: email, password: 'Wrong-Password-9', type: 'email' });
    await client.post('/one-time-pin', { identityKey: email });
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    // The PIN proves the address of this never-verified account: its earlier sessions end.
    await client.post('/pin-login', { identityKey: email, pin });

    const chef = await createChef(t, { hourRateCents: 2000 });
    const { productId } = await createDish(chef.client, { preparationMinutes: 90 });
    const { orderId, order } = await placeOrder(t, client, [{ productId }]);
    const amount = order.amountToPay;
    const intent = (await client.post('/secure/stripe-intent', { orderId, amount })).json().model;
    await client.post('/payments/sandbox/confirm', {
      ...intent,
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/30',
      cvc: '123',
    });
    await client.post('/payments/sandbox/confirm', {
      ...intent,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });

    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(1000); // requests were logged at all
    for (const secret of [
      GOOD_PASSWORD,
      'Wrong-Password-9',
      pin,
      sessionId,
      client.sessionCookie!,
      '4242424242424242',
      '4000 0000 0000 0002',
      intent.secret,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
