import { expect, test } from 'vitest';
import { createChef, createDish, signInStaff } from '../test/factories.ts';
import { buildTestApp, TestClient, TEST_BACKENDS } from '../test/test-app.ts';

test.each(TEST_BACKENDS)(
  'visitors\u2019 catalog reads come from memory until something changes [%s]',
  async (backend) => {
    const t = await buildTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
    try {
      const visitor = new TestClient(t.app);
      const chef = await createChef(t, { firstName: 'Ona' });
      const { productId } = await createDish(chef.client, { title: 'Kibinai' });
      const dish = () => visitor.get('/store/product', { productId: String(productId) });

      const first = await dish();
      expect(first.headers['x-cache']).toBeUndefined();
      const second = await dish();
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toBe(first.headers['content-type']);

      // The chef renames the dish: the next visitor sees the new name at once.
      const renamed = await chef.client.post('/secure/product', {
        id: productId,
        title: 'Kibinai su aviena',
        description: 'Hot from the oven.',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const fresh = await dish();
      expect(fresh.headers['x-cache']).toBeUndefined();
      expect(fresh.json().model.product.title).toBe('Kibinai su aviena');

      // Signed-in callers always read the database; a refused write empties nothing.
      expect(
        (await chef.client.get('/store/product', { productId: String(productId) })).headers['x-cache'],
      ).toBeUndefined();
      await dish();
      const operator = await signInStaff(t);
      await operator.client.post('/secure/store-management/dish-deactivation', {
        productId: 'x',
        reason: '',
      });
      expect((await dish()).headers['x-cache']).toBe('hit');

      // Different bodies are different entries: page 1 and a filtered page do not mix.
      const list = (form: Record<string, string>) => visitor.post('/store/merchants', form);
      await list({ page: '1' });
      const filtered = await list({ page: '1', city: 'Kaunas' });
      expect(filtered.headers['x-cache']).toBeUndefined();
      expect((await list({ page: '1' })).headers['x-cache']).toBe('hit');
    } finally {
      await t.app.close();
    }
  },
);
