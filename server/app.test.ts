import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createChef } from './test/factories.ts';
import { AppError } from './lib/app-error.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import {
  buildTestApp,
  describeApi,
  GOOD_PASSWORD,
  TestClient,
  uniqueEmail,
  type TestApp,
} from './test/test-app.ts';

describeApi('cross-site requests (DESIGN §3)', (ctx) => {
  const form = () => ({ identityKey: uniqueEmail(), password: GOOD_PASSWORD });

  test('a POST whose Origin is another site is refused with 403 and changes nothing', async () => {
    const t = ctx();
    const evil = new TestClient(t.app, { origin: 'https://evil.example' });
    const body = form();
    const response = await evil.post('/register', body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      messages: [{ message: 'Cross-site requests are not allowed.', code: 'errors.crossSite' }],
    });
    const login = await new TestClient(t.app).post('/pw-login', body);
    expect(login.statusCode).toBe(401); // the account was never created
  });

  test('Sec-Fetch-Site: cross-site and Origin: null are refused too', async () => {
    const t = ctx();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }] as Record<
      string,
      string
    >[]) {
      expect((await new TestClient(t.app, headers).post('/logout')).statusCode).toBe(403);
    }
  });

  test('same-origin posts and cross-site GETs go through', async () => {
    const t = ctx();
    const same = new TestClient(t.app, { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' });
    expect((await same.post('/register', form())).statusCode).toBe(200);
    const link = new TestClient(t.app, { 'sec-fetch-site': 'cross-site' });
    expect((await link.get('/secure/me')).statusCode).toBe(401);
  });
});

describeApi('unknown paths', (ctx) => {
  test('unknown API paths answer a 404 envelope', async () => {
    const t = ctx();
    const { client } = await signedIn(t);
    for (const [method, url] of [
      ['POST', '/no-such-call'],
      ['GET', '/secure/no-such-thing'],
      ['GET', '/dev/no-such-thing'],
      ['DELETE', '/mp'],
    ] as const) {
      const response = await client.request({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        messages: [{ message: 'Not found.', code: 'errors.notFound' }],
      });
    }
  });

  test('every answer carries a request id', async () => {
    const response = await new TestClient(ctx().app).get('/secure/me');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('security headers: CSP without inline scripts, no framing, nosniff, referrer policy, no HSTS on http', async () => {
    const response = await new TestClient(ctx().app).get('/secure/me');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // ASVS V3.4.3's floor: no plugins, and no <base> element may move where relative URLs point.
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  test('API answers are kept by no browser or proxy cache (they may hold personal data)', async () => {
    const t = ctx();
    const { client } = await signedIn(t);
    for (const response of [
      await client.get('/secure/me'),
      await client.post('/pw-login', {}),
      await new TestClient(t.app).get('/secure/me'),
    ]) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });
});

async function signedIn(t: TestApp) {
  const client = new TestClient(t.app);
  await client.post('/register', { identityKey: uniqueEmail(), password: GOOD_PASSWORD });
  return { client };
}

describe('the web app and production settings', () => {
  let webRoot: string;
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    fs.mkdirSync(path.join(webRoot, '_app'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><title>app shell</title><meta name="description" content="x"></head><body></body></html>',
    );
    fs.writeFileSync(path.join(webRoot, '_app', 'main-abc123.js'), 'console.log(1)');
    // Vite's manifest: the landing screen's chunk imports a chunk of its own and one of the entry's.
    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(
      path.join(webRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: '_app/main-abc123.js', isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: '_app/shared-1.js' },
        'app/routes/landing.tsx': { file: '_app/landing-1.js', imports: ['_shared.js', '_hero.js'] },
        '_hero.js': { file: '_app/hero-1.js' },
        'i18n/texts.en.ts': { file: '_app/texts.en-1.js' },
        'i18n/texts.lt.ts': { file: '_app/texts.lt-1.js', imports: ['_shared.js'] },
      }),
    );
    // What the build's precompress step writes beside each file.
    fs.writeFileSync(
      path.join(webRoot, '_app', 'main-abc123.js.br'),
      zlib.brotliCompressSync('console.log(1)'),
    );
    t = await buildTestApp('pglite', { webRoot });
    production = await buildTestApp('pglite', {
      webRoot,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://namusefas.lt', RATE_LIMIT_PER_MINUTE: '5' },
    });
  });
  afterAll(async () => {
    await t.app.close();
    await production.app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  test('any other unknown GET is a page of the web app, served as index.html without caching', async () => {
    for (const url of ['/', '/mp', '/assets/about', '/orders?tab=sell']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('app shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test("every page preloads its visitor's language; the landing page also its screen's own chunks", async () => {
    const preloaded = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]).sort();
    const landing = (await t.app.inject({ url: '/?lang=lt' })).body;
    expect(preloaded(landing)).toEqual(['/_app/hero-1.js', '/_app/landing-1.js', '/_app/texts.en-1.js']);
    expect(landing).toContain('<html lang="en">');
    const orders = (await t.app.inject({ url: '/orders', cookies: { language: 'lt' } })).body;
    expect(preloaded(orders)).toEqual(['/_app/texts.lt-1.js']);
    expect(orders).toContain('<html lang="lt">');
    const forged = (await t.app.inject({ url: '/orders', cookies: { language: '"><script>' } })).body;
    expect(preloaded(forged)).toEqual(['/_app/texts.en-1.js']);
    expect(forged).toContain('<html lang="en">');
  });

  test('a chef or dish page that does not exist still gets the app, with a 404 status', async () => {
    for (const url of ['/store/some-chef', '/product-detail/12?x=1', '/product-detail/abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('app shell');
    }
  });

  test('hashed files under /_app/ are cached for a year', async () => {
    const response = await t.app.inject({ url: '/_app/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/_app/missing.js' })).statusCode).toBe(404);
  });

  test('phones get the built files precompressed and API answers compressed', async () => {
    const script = await t.app.inject({
      url: '/_app/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(script.rawPayload).toString()).toBe('console.log(1)');
    expect((await t.app.inject({ url: '/_app/main-abc123.js' })).body).toBe('console.log(1)');

    for (let i = 0; i < 3; i++) await createChef(t);
    const list = await t.app.inject({
      method: 'POST',
      url: '/store/merchants',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'page=1',
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(list.rawPayload).toString()).model.merchants).toHaveLength(3);
  });

  test('the outbox page exists only outside production', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    expect((await production.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  test('behind https: HSTS and Secure session cookies', async () => {
    const client = new TestClient(production.app, { 'x-forwarded-proto': 'https' });
    const response = await client.post('/register', { identityKey: uniqueEmail(), password: GOOD_PASSWORD });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true });
  });

  test('the per-address request ceiling answers 429 envelopes', async () => {
    const client = new TestClient(production.app, {}, '10.9.9.9');
    const statuses: number[] = [];
    const first = await client.get('/secure/me');
    statuses.push(first.statusCode);
    for (let i = 0; i < 6; i++) statuses.push((await client.get('/secure/me')).statusCode);
    expect(statuses.slice(0, 4)).not.toContain(429);
    // An answer within the ceiling does not count down out loud; a refusal says when to come back.
    expect(Object.keys(first.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    const last = await client.get('/secure/me');
    expect(last.statusCode).toBe(429);
    expect(last.json().messages[0].code).toBe('errors.tooManyRequests');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('secret internals: db password=hunter2');
  });
  app.get('/teapot', async () => {
    throw AppError.conflict('errors.notFound');
  });
  app.get('/database-down', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw new Error('Failed query: select 1', { cause: refused });
  });

  test('an unexpected error is a 500 envelope that hides its text and names the request', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      messages: [{ code: 'errors.serverError', message: 'Something went wrong on our end.' }],
    });
    expect(body.requestId).toBeTruthy();
    expect(response.body).not.toContain('hunter2');
  });

  test('an AppError keeps its status and code', async () => {
    const response = await app.inject({ url: '/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.json().messages[0].code).toBe('errors.notFound');
  });

  test('an unreachable database is a 503 to retry, in the envelope, not a 500', async () => {
    const response = await app.inject({ url: '/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().messages[0]).toMatchObject({
      code: 'errors.unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });
});
