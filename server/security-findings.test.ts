import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createChef, createDish, ORDER_ADDRESS, serviceDateIn, signInStaff } from './test/factories.ts';
import { makeMp4 } from './test/fixtures.ts';
import {
  buildTestApp,
  describeApi,
  GOOD_PASSWORD,
  multipartBody,
  signUp,
  TestClient,
  TEST_BACKENDS,
  uniqueEmail,
  uploadFile,
  type TestApp,
} from './test/test-app.ts';

/**
 * One test per finding, named after it, each seen failing on the code before the fix.
 * (Findings 2, 3, 9 and 13, about money, are proved beside the orders and payments.)
 */
describeApi('security findings', (ctx) => {
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
    const { productId } = await createDish(chef.client);
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

  test('finding 5: a PIN sign-in takes back an account pre-registered with a password', async () => {
    const t = ctx();
    const email = uniqueEmail('victim');
    const attacker = new TestClient(t.app);
    expect(
      (await attacker.post('/register', { identityKey: email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await attacker.get('/secure/me')).statusCode).toBe(200);

    const victim = new TestClient(t.app, { 'accept-language': 'lt' });
    await victim.post('/one-time-pin', { identityKey: email });
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    expect((await victim.post('/pin-login', { identityKey: email, pin })).statusCode).toBe(200);

    // The attacker's session and password are gone; the owner is told, in their language.
    expect((await attacker.get('/secure/me')).statusCode).toBe(401);
    const again = await new TestClient(t.app).post('/pw-login', {
      identityKey: email,
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    expect(t.mailer.lastTo(email)!.meta).toMatchObject({ template: 'password-voided', lang: 'lt' });
    expect((await victim.get('/secure/me')).statusCode).toBe(200);

    // The owner sets a password of their own on the profile.
    const set = await victim.post('/secure/password', { password: 'Naujas-Slaptas7' });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (await new TestClient(t.app).post('/pw-login', { identityKey: email, password: 'Naujas-Slaptas7' }))
        .statusCode,
    ).toBe(200);
    // With a password, changing it needs the current one.
    expect((await victim.post('/secure/password', { password: 'Kitas-Slaptas8' })).statusCode).toBe(400);

    // A verified account's PIN sign-in ends nothing.
    const other = new TestClient(t.app);
    await other.post('/one-time-pin', { identityKey: email });
    const pin2 = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    expect((await other.post('/pin-login', { identityKey: email, pin: pin2 })).statusCode).toBe(200);
    expect((await victim.get('/secure/me')).statusCode).toBe(200);
  });

  test('finding 5: the owner\u2019s PIN 429 says how long to wait', async () => {
    const t = ctx();
    const email = uniqueEmail('busy');
    const ask = () => new TestClient(t.app).post('/one-time-pin', { identityKey: email });
    for (let i = 0; i < 3; i++) await ask();
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messages[0]).toMatchObject({
      code: 'pages.auth.tooManyPinRequests',
      message: 'Too many PIN requests for this address. Please try again in 15 minutes.',
      params: { minutes: 15 },
    });
  });

  test('finding 8: a guest\u2019s Idempotency-Key is scoped to that browser', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    const place = (client: TestClient, volume: number) =>
      client.request({
        method: 'POST',
        url: '/store/order',
        payload: new URLSearchParams({
          items: JSON.stringify([{ productId, productVolume: volume }]),
          serviceDeliveryDate: serviceDateIn(t),
          payInCash: 'true',
          ...ORDER_ADDRESS,
        }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'guest-key-12345678',
        },
      });
    const guestA = new TestClient(t.app);
    // A's browser has been to the checkout (the fee breakdown) before placing the order.
    await guestA.post('/store/order-fees', { items: JSON.stringify([{ productId, productVolume: 1 }]) });
    const first = await place(guestA, 1);
    expect(first.statusCode, first.body).toBe(200);
    const orderA = first.json().model.order.id;
    // A's retry is the same order; B's request with A's key is an order of B's own.
    expect((await place(guestA, 1)).json().model.order.id).toBe(orderA);
    const guestB = new TestClient(t.app);
    const second = await place(guestB, 2);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().model.order.id).not.toBe(orderA);
    const taken = await guestB.post('/store/add-order-address', {
      orderId: orderA,
      ...ORDER_ADDRESS,
      city: 'Kaunas',
    });
    expect(taken.statusCode).not.toBe(200);
  });

  test('finding 10: PIN limits stay as DESIGN has them per requester, and the owner is told how long to wait', async () => {
    const t = ctx();
    const email = uniqueEmail('owner');
    const stranger = new TestClient(t.app, {}, '203.0.113.50');
    for (let i = 0; i < 3; i++)
      expect((await stranger.post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
    expect((await stranger.post('/one-time-pin', { identityKey: email })).statusCode).toBe(429);
    // The stranger's requests do not hold up the owner's (PIN mails are limited per requester too).
    const owner = new TestClient(t.app, { 'accept-language': 'lt' }, '198.51.100.60');
    for (let i = 0; i < 3; i++)
      expect((await owner.post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
    const delayed = await owner.post('/one-time-pin', { identityKey: email });
    expect(delayed.statusCode).toBe(429);
    expect(delayed.headers['retry-after']).toBe('900');
    expect(delayed.json().messages[0]).toMatchObject({
      code: 'pages.auth.tooManyPinRequests',
      params: { minutes: 15 },
    });
    // The fifth wrong try still voids the live PIN.
    t.clock.advanceMinutes(16);
    expect((await owner.post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
    const pin = t.mailer.lastTo(email)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await stranger.post('/pin-login', { identityKey: email, pin: wrong });
    expect((await owner.post('/pin-login', { identityKey: email, pin })).statusCode).toBe(400);
  });

  test('finding 11: ids of 2^31 or more answer 400, not 500', async () => {
    const t = ctx();
    const customer = await signUp(t.app);
    const chef = await createChef(t);
    const operator = await signInStaff(t);
    const { productId } = await createDish(chef.client);
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

  test('finding 14: website and videoURL accept only http: and https: links (en and lt)', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    for (const website of [
      '"><script>alert(1)</script>',
      'https://a.lt/"><script>alert(1)</script>',
      'javascript:alert(9)',
    ]) {
      const response = await chef.client.post('/secure/merchant-info', { website });
      expect(response.statusCode, website).toBe(400);
      expect(response.json().fieldErrors, website).toEqual({ website: 'invalid' });
      expect(response.json().messages, website).toContainEqual(
        expect.objectContaining({ code: 'forms.validation.invalidUrl', field: 'website' }),
      );
    }
    for (const videoURL of [
      'javascript:alert(9)',
      'data:text/html,<script>alert(1)</script>',
      'https://x.lt/"><b>',
    ]) {
      const response = await chef.client.request({
        method: 'POST',
        url: '/secure/product',
        payload: new URLSearchParams({
          id: String(productId),
          title: 'Sriuba',
          description: 'Karšta',
          videoURL,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'lt' },
      });
      expect(response.statusCode, videoURL).toBe(400);
      expect(response.json().messages, videoURL).toContainEqual(
        expect.objectContaining({ code: 'forms.validation.invalidUrl', field: 'videoURL' }),
      );
    }
    const fine = await chef.client.post('/secure/product', {
      id: productId,
      title: 'Sriuba',
      description: 'Karšta',
      videoURL: 'https://www.youtube.com/watch?v=abc',
    });
    expect(fine.statusCode, fine.body).toBe(200);
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

describe('uploads', () => {
  test.each(TEST_BACKENDS)(
    'finding 6: a malformed multipart body is a 400 envelope and leaves nothing [%s]',
    async (backend) => {
      const t = await buildTestApp(backend);
      try {
        const { client } = await signUp(t.app);
        const boundary = 'b'.repeat(100);
        const part = (b: string) =>
          `--${b}\r\nContent-Disposition: form-data; name="data"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
        const bodies: [string, string | Buffer][] = [
          ['multipart/form-data; boundary=xyz', Buffer.concat([Buffer.from(part('xyz')), makeMp4(20_000)])],
          [
            'multipart/form-data',
            Buffer.concat([Buffer.from(part('xyz')), makeMp4(2_000), Buffer.from('\r\n--xyz--\r\n')]),
          ],
          [
            `multipart/form-data; boundary=${boundary}`,
            Buffer.concat([
              Buffer.from(part(boundary)),
              makeMp4(2_000),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ]),
          ],
          ['multipart/form-data; boundary=xyz', '--xyz\r\nthis is no header\r\n\r\nhello\r\n--xyz--\r\n'],
        ];
        for (const [contentType, payload] of bodies) {
          const response = await client.request({
            method: 'POST',
            url: '/secure/file-upload',
            payload,
            headers: { 'content-type': contentType },
          });
          expect(response.statusCode, contentType).toBe(400);
          expect(response.json().success, contentType).toBe(false);
        }
        expect(leftovers(t)).toEqual([]);
      } finally {
        await t.app.close();
      }
    },
  );

  test('finding 6: an upload aborted mid-stream leaves no bytes behind', async () => {
    const t = await buildTestApp('pglite');
    try {
      const { client } = await signUp(t.app);
      const port = await t.app
        .listen({ port: 3321, host: '127.0.0.1' })
        .then((address) => new URL(address).port);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const head = `--xyz\r\nContent-Disposition: form-data; name="data"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
      socket.write(
        `POST /secure/file-upload HTTP/1.1\r\nHost: localhost\r\nCookie: sid=${client.sessionCookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: 20000000\r\n\r\n${head}`,
      );
      socket.write(makeMp4(2_000_000));
      // The server has begun to write the upload down; then the client is gone.
      await waitFor(() => leftoverBytes(t) > 0);
      socket.destroy();
      await waitFor(() => leftovers(t).length === 0);
      expect(leftovers(t)).toEqual([]);
    } finally {
      await t.app.close();
    }
  });

  test('finding 6: each user has a storage quota (STORAGE_QUOTA_MB), said in their language', async () => {
    const t = await buildTestApp('pglite', { env: { STORAGE_QUOTA_MB: '1' } });
    try {
      const { client } = await signUp(t.app);
      const upload = (lang: string) => {
        const body = multipartBody('cv.mp4', makeMp4(400_000), 'video/mp4');
        return client.request({
          method: 'POST',
          url: '/secure/file-upload',
          payload: body.payload,
          headers: { ...body.headers, 'accept-language': lang },
        });
      };
      expect((await upload('en')).statusCode).toBe(200);
      expect((await upload('en')).statusCode).toBe(200);
      const refused = await upload('lt');
      expect(refused.statusCode).toBe(413);
      expect(refused.json().messages[0].code).toBe('files.quotaExceeded');
      expect(leftovers(t)).toEqual([]);
      // Someone else still has room.
      const other = await signUp(t.app);
      expect((await uploadFile(other.client, 'cv.mp4', makeMp4(400_000), 'video/mp4')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});

/** What uploads left in the upload area of the app's disk store. */
function leftovers(t: TestApp): string[] {
  const dir = path.join(t.filesRoot, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function leftoverBytes(t: TestApp): number {
  return leftovers(t).reduce((sum, name) => sum + fs.statSync(path.join(t.filesRoot, 'tmp', name)).size, 0);
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('limits by the real client address', () => {
  test.each(TEST_BACKENDS)(
    'finding 7: one office address does not lock everyone out of sign-in [%s]',
    async (backend) => {
      const t = await buildTestApp(backend, { env: { TRUST_PROXY: '1' } });
      try {
        const victim = await signUp(t.app);
        const colleague = await signUp(t.app);
        // Everyone comes through the balancer at 10.0.0.2; X-Forwarded-For names the client.
        const from = (client: string) => new TestClient(t.app, { 'x-forwarded-for': client }, '10.0.0.2');
        const attacker = from('203.0.113.9');
        for (let i = 0; i < 10; i++)
          await attacker.post('/pw-login', { identityKey: victim.email, password: `Wrong${i}x` });
        const locked = await attacker.post('/pw-login', {
          identityKey: victim.email,
          password: GOOD_PASSWORD,
        });
        expect(locked.statusCode).toBe(429);
        // The same address signing in to another account, and the owner from elsewhere, are let in.
        expect(
          (await attacker.post('/pw-login', { identityKey: colleague.email, password: GOOD_PASSWORD }))
            .statusCode,
        ).toBe(200);
        expect(
          (
            await from('198.51.100.7').post('/pw-login', {
              identityKey: victim.email,
              password: GOOD_PASSWORD,
            })
          ).statusCode,
        ).toBe(200);
      } finally {
        await t.app.close();
      }
    },
    120_000,
  );

  test('finding 7: the request limit counts per client behind a trusted proxy, and not build files or pages', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>N</title></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(webRoot, '_app'));
    fs.writeFileSync(path.join(webRoot, '_app', 'app-1.js'), 'console.log(1)');
    const t = await buildTestApp('pglite', {
      webRoot,
      env: { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_PER_MINUTE: '5' },
    });
    try {
      const one = new TestClient(t.app, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.2');
      for (let i = 0; i < 20; i++) {
        expect((await one.get('/')).statusCode).toBe(200);
        expect((await one.get('/_app/app-1.js')).statusCode).toBe(200);
        expect((await one.get('/mp')).statusCode).toBe(200);
      }
      for (let i = 0; i < 5; i++) expect((await one.get('/payments/config')).statusCode).toBe(200);
      expect((await one.get('/payments/config')).statusCode).toBe(429);
      // Another client behind the same balancer has its own allowance; a spoofed header from outside does not.
      const other = new TestClient(t.app, { 'x-forwarded-for': '198.51.100.7' }, '10.0.0.2');
      expect((await other.get('/payments/config')).statusCode).toBe(200);
      const direct = new TestClient(t.app, { 'x-forwarded-for': '192.0.2.1' }, '203.0.113.9');
      expect((await direct.get('/payments/config')).statusCode).toBe(429);
    } finally {
      await t.app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
