import { describe, expect, test } from 'vitest';
import { createChef, createDish } from './test/factories.ts';
import { buildTestApp, TestClient, TEST_BACKENDS } from './test/test-app.ts';

describe('the read cache', () => {
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
        const { productId } = await createDish(chef.client);
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
