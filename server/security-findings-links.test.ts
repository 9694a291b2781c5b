import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createChef, createDish } from './test/factories.ts';
import { buildTestApp, TestClient } from './test/test-app.ts';

describe('links from configuration', () => {
  test('finding 12: the Host header is not reflected into og:url and og:image (PUBLIC_URL unset)', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Namų šefas</title></head><body><div id="root"></div></body></html>',
    );
    const t = await buildTestApp('pglite', { webRoot, env: { PORT: '3311' } });
    try {
      const chef = await createChef(t);
      const { productId } = await createDish(chef.client, { images: 1 });
      const visitor = new TestClient(t.app, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      for (const page of [`/store/${chef.nickname}`, `/product-detail/${productId}`]) {
        const response = await visitor.get(page);
        expect(response.statusCode, page).toBe(200);
        expect(response.body, page).not.toContain('evil.example');
        expect(response.body, page).toContain(
          `<meta property="og:url" content="http://localhost:3311${page}">`,
        );
      }
    } finally {
      await t.app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
