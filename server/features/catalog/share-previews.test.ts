import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createChef, createDish } from '../../test/factories.ts';
import { buildTestApp, TestClient, type TestApp } from '../../test/test-app.ts';

describe('share previews (Open Graph)', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Namų šefas</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>',
    );
    t = await buildTestApp('pglite', { webRoot, env: { PUBLIC_URL: 'https://namusefas.lt' } });
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  test('a chef page carries the chef\u2019s name, about text and a dish photo', async () => {
    const chef = await createChef(t, { firstName: 'Giorgi', lastName: 'Beridze' });
    await createDish(chef.client, { title: 'Chačapuri' });
    const response = await new TestClient(t.app).get(`/store/${chef.nickname}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Giorgi Beridze · Namų šefas</title>');
    expect(response.body).toContain('<meta property="og:description" content="I cook for families.">');
    expect(response.body).toMatch(
      /<meta property="og:image" content="https:\/\/namusefas\.lt\/repository\/users\/[^"]+\.jpg\?w=1200">/,
    );
    expect(response.body).not.toContain('content="default"');
    expect(response.body).toContain('<div id="root"></div>');
  });

  test('a dish page carries the dish, its price and photo; markup in user text is escaped', async () => {
    const chef = await createChef(t, { hourRateCents: 2000 });
    const { productId } = await createDish(chef.client, {
      title: 'Kūgelis <script>alert(1)</script>',
      preparationMinutes: 90,
    });
    const response = await new TestClient(t.app).get(`/product-detail/${productId}`);
    expect(response.body).toContain(
      '<title>Kūgelis &#60;script&#62;alert(1)&#60;/script&#62; · Namų šefas</title>',
    );
    expect(response.body).toContain('content="€30.00 · Cheese-filled bread from Adjara."');
    expect(response.body).toContain(
      `<meta property="og:url" content="https://namusefas.lt/product-detail/${productId}">`,
    );
    expect(response.body).not.toContain('<script>alert(1)');
  });

  test('dishes that are not public give no preview', async () => {
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { title: 'Secret soup', active: false });
    const response = await new TestClient(t.app).get(`/product-detail/${productId}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret soup');
    expect(response.body).toContain('<title>Namų šefas</title>');
  });
});
