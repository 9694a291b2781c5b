import zlib from 'node:zlib';
import Fastify from 'fastify';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import type { ChangeChannel } from '../lib/change-channel.ts';
import { createChef, createDish, signInStaff } from '../test/factories.ts';
import { buildTestApp, TestClient, TEST_BACKENDS } from '../test/test-app.ts';
import { registerReadCache } from './read-cache.ts';
import { registerRequestSchemas, takes } from './request-schemas.ts';

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

      // Visitors who ask while the new answer is being made wait for it: one read, not four.
      await chef.client.post('/secure/product', {
        id: productId,
        title: 'Kibinai su vištiena',
        description: 'Hot from the oven.',
      });
      const together = await Promise.all([dish(), dish(), dish(), dish()]);
      expect(together.map((answer) => answer.headers['x-cache'] ?? 'made').sort()).toEqual([
        'hit',
        'hit',
        'hit',
        'made',
      ]);
      expect(new Set(together.map((answer) => answer.json().model.product.title))).toEqual(
        new Set(['Kibinai su vištiena']),
      );

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

test('a browser\u2019s cached read leaves compressed, compressed once for every reader', async () => {
  // Spied before the app is built, so that @fastify/compress's own calls (it keeps the function
  // when it registers) count too: a read compressed per request would show here.
  const brotli = vi.spyOn(zlib, 'brotliCompressSync');
  const t = await buildTestApp('pglite', { env: { READ_CACHE_MS: '60000' } });
  try {
    const chef = await createChef(t, { firstName: 'Ona' });
    for (const title of ['Kibinai', 'Cepelinai', 'Šaltibarščiai', 'Varškėčiai'])
      await createDish(chef.client, { title });
    const page = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/store/products',
        payload: `nickname=${chef.nickname}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
        },
      });
    const plain = await page();
    expect(plain.body.length).toBeGreaterThan(1024);
    brotli.mockClear();
    const hits = [];
    for (let reader = 0; reader < 3; reader++) hits.push(await page('gzip, deflate, br'));
    for (const hit of hits) {
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(hit.rawPayload).toString()).toBe(plain.body);
    }
    expect(brotli).toHaveBeenCalledTimes(1);
    // gzip for a reader without brotli; the text for one who asks for neither.
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await page('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  } finally {
    brotli.mockRestore();
    await t.app.close();
  }
});

test('an input sent before is answered before its schema reads it again; a change forgets it', async () => {
  const app = Fastify();
  app.decorateRequest('lang', 'en');
  app.decorateRequest('user', null);
  const listeners: (() => void)[] = [];
  const changes = {
    generation: 0,
    onChange: (listener: () => void) => listeners.push(listener),
    changed() {
      this.generation += 1;
      for (const listener of listeners) listener();
    },
  };
  registerRequestSchemas(app);
  registerReadCache(app, { ttlMs: 60_000, changes: changes as unknown as ChangeChannel });
  let reads = 0;
  let answers = 0;
  const Query = z.object({ page: z.coerce.number() }).transform((query) => {
    reads += 1;
    return query;
  });
  // Declared as the route's body too, so validation replaces the body with its reading.
  app.post('/list', { config: { readCache: Query }, ...takes({ body: Query }) }, async (request) => {
    answers += 1;
    return { page: (request.body as { page: number }).page, answer: answers };
  });
  try {
    const list = (payload: object) => app.inject({ method: 'POST', url: '/list', payload });
    const first = await list({ page: '2' });
    expect(first.json()).toEqual({ page: 2, answer: 1 });
    const [readsAfterFirst, again] = [reads, await list({ page: '2' })];
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(reads).toBe(readsAfterFirst);
    // Other text for the same query is read by the schema, and answered from the same entry.
    const spelled = await list({ page: '2', unknown: 'x' });
    expect(spelled.headers['x-cache']).toBe('hit');
    expect(reads).toBeGreaterThan(readsAfterFirst);
    // After a change the text sent before is read anew: a new answer, not the one kept.
    changes.changed();
    const fresh = await list({ page: '2' });
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json()).toEqual({ page: 2, answer: 2 });
  } finally {
    await app.close();
  }
});
