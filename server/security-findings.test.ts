import { describe, expect, test } from 'vitest';
import { createChef, createDish, signInStaff } from './test/factories.ts';
import { buildTestApp, describeApi, signUp, TestClient, TEST_BACKENDS } from './test/test-app.ts';

/**
 * Issue 17: one test per finding, named after it, each seen failing on the code before the fix.
 * (Findings 2, 3, 9 and 13, about money, are proved beside the orders and payments.)
 */
describeApi('issue 17 findings', (ctx) => {
  test('finding 1: the console guard is not skipped by an encoded path', async () => {
    const t = ctx();
    const anonymous = new TestClient(t.app);
    for (const url of [
      '/%73ecure/store-management/orders',
      '/secure/store%2Dmanagement/applications',
      '/%73ecure/store-management/summary',
      '/secure/store%2dmanagement/payouts',
    ]) {
      const response = await anonymous.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().model, url).toBeUndefined();
    }
    const customer = await signUp(t.app);
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { images: 0 });
    const takeDown = await customer.client.post('/secure/store%2Dmanagement/dish-deactivation', {
      productId,
      reason: 'Not allowed to do this',
    });
    expect(takeDown.statusCode).toBe(403);
    const dish = await anonymous.get('/store/product', { productId: String(productId) });
    expect(dish.json().model.product.active).toBe(true);
    // A chef cannot decide about themself through the console either.
    const selfDecision = await chef.client.post('/secure/store%2Dmanagement/flagged-chef', {
      userId: chef.id,
      valid: 'true',
      reason: 'I fixed everything',
    });
    expect(selfDecision.statusCode).toBe(403);
  });

  test('finding 11: ids of 2^31 or more answer 400, not 500', async () => {
    const t = ctx();
    const customer = await signUp(t.app);
    const chef = await createChef(t);
    const operator = await signInStaff(t);
    const { productId } = await createDish(chef.client, { images: 0 });
    const fileId = '00000000-0000-4000-8000-000000000000';
    const wrong: string[] = [];
    for (const big of ['2147483648', '99999999999999999999', '9007199254740993']) {
      const line = (id: string) => JSON.stringify([{ productId: Number(id), productVolume: 1 }]);
      const calls: [TestClient, 'GET' | 'POST', string, Record<string, string>][] = [
        [customer.client, 'POST', '/store/order-fees', { items: line(big), payInCash: 'false' }],
        [customer.client, 'POST', '/store/order', { items: line(big), payInCash: 'false' }],
        [customer.client, 'POST', '/store/order', { items: line(String(productId)), orderId: big }],
        [customer.client, 'GET', '/store/product', { productId: big }],
        [customer.client, 'GET', '/store/product-details', { productId: big }],
        [customer.client, 'GET', '/store/reviews', { productId: big }],
        [customer.client, 'GET', '/secure/order', { orderId: big }],
        [customer.client, 'POST', '/secure/stripe-intent', { orderId: big, amount: '100' }],
        [customer.client, 'POST', '/store/add-order-address', { orderId: big }],
        [chef.client, 'POST', '/secure/relate-file-to-product', { productId: big, fileId }],
        [chef.client, 'POST', '/secure/product', { id: big, title: 'Sriuba', description: 'Karšta' }],
        [chef.client, 'POST', '/secure/product-details', { productId: big }],
        [operator.client, 'GET', '/secure/store-management/order', { orderId: big }],
        [
          operator.client,
          'POST',
          '/secure/store-management/dish-deactivation',
          { productId: big, reason: 'x' },
        ],
      ];
      for (const [client, method, url, fields] of calls) {
        const response = method === 'GET' ? await client.get(url, fields) : await client.post(url, fields);
        if (response.statusCode >= 500 || response.statusCode < 400)
          wrong.push(`${method} ${url} ${JSON.stringify(fields)} -> ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('finding 4: deeply nested JSON is a 400 before anything parses it', async () => {
    const anonymous = new TestClient(ctx().app);
    const wrong: string[] = [];
    for (const url of ['/store/merchants', '/store/order-fees', '/register', '/ask']) {
      for (const payload of ['['.repeat(100_000), `{"junk":${'['.repeat(5_000)}${']'.repeat(5_000)}}`]) {
        const response = await anonymous.request({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        if (response.statusCode !== 400 || response.json().messages[0].code !== 'errors.badRequest')
          wrong.push(`${url} ${payload.slice(0, 12)} -> ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('issue 17 finding 4: the read cache', () => {
  test.each(TEST_BACKENDS)(
    'finding 4: an anonymous caller cannot grow the read cache with unknown fields [%s]',
    async (backend) => {
      const t = await buildTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
      try {
        const visitor = new TestClient(t.app);
        const junk = (n: number) => `${n}`.padEnd(50_000, 'x');
        const json = (url: string, body: object) =>
          visitor.request({
            method: 'POST',
            url,
            payload: body,
            headers: { 'content-type': 'application/json' },
          });
        expect((await json('/store/merchants', { page: 1, junk: junk(1) })).statusCode).toBe(200);
        // Another unknown field is the same query: the same entry answers it.
        const again = await json('/store/merchants', { page: 1, junk: junk(2), other: junk(3) });
        expect(again.headers['x-cache']).toBe('hit');
        const chef = await createChef(t);
        const { productId } = await createDish(chef.client, { images: 0 });
        const items = JSON.stringify([{ productId, productVolume: 1 }]);
        await json('/store/order-fees', { items, payInCash: 'false', junk: junk(4) });
        const fees = await json('/store/order-fees', { items, payInCash: 'false', junk: junk(5) });
        expect(fees.headers['x-cache']).toBe('hit');
        // The query string of a cached GET is not part of the key beyond its known fields either.
        await visitor.get('/store/product', { productId: String(productId), junk: junk(6) });
        const product = await visitor.get('/store/product', { productId: String(productId), junk: junk(7) });
        expect(product.headers['x-cache']).toBe('hit');
      } finally {
        await t.app.close();
      }
    },
  );
});
