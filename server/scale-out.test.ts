import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GUEST_ORDERS_COOKIE } from './lib/guest-orders.ts';
import { S3Storage } from './lib/s3-storage.ts';
import { createChef, createDish, ORDER_ADDRESS, serviceDateIn } from './test/factories.ts';
import { makeJpeg, makeMp4 } from './test/fixtures.ts';
import { LOCAL_S3 } from './test/local-s3.ts';
import {
  buildTestApps,
  localS3Env,
  signUp,
  TEST_BACKENDS,
  TEST_SECRET,
  TestClient,
  uniqueEmail,
  uploadFile,
  type TestApp,
} from './test/test-app.ts';

/**
 * Two app servers on one database and one bucket, as behind a balancer: what one
 * does, the other sees. `npm run test:cluster` proves the same with real
 * processes, PostgreSQL, Redis and a balancer.
 */
const ROTATED = 'a-new-secret-a-new-secret-a-new-secret-42';

for (const backend of TEST_BACKENDS) {
  describe(`two app servers on one database and one bucket [${backend}]`, () => {
    let a: TestApp;
    let b: TestApp;
    let closeAll: () => Promise<void>;
    beforeAll(async () => {
      // B already signs with a new secret and still accepts A's: the middle of a rotation.
      const built = await buildTestApps(backend, 2, {
        storage: 's3',
        env: { READ_CACHE_MS: '60000' },
      });
      closeAll = built.closeAll;
      [a, b] = built.apps as [TestApp, TestApp];
    });
    afterAll(() => closeAll());

    test('a file uploaded on one is read, resized and made an avatar on the other; nothing on local disk', async () => {
      const owner = await signUp(a.app);
      const file = (await uploadFile(owner.client, 'me.jpg', await makeJpeg(1200, 900))).json().model
        .fileDescriptor;
      const onB = new TestClient(b.app);
      onB.setCookie('sid', owner.client.sessionCookie!);
      const url = `/repository/users/${owner.id}/${file.fileName}`;
      const original = await onB.get(url);
      expect(original.statusCode).toBe(200);
      expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);
      const small = await onB.get(`${url}?w=320`);
      expect([small.statusCode, (await sharp(small.rawPayload).metadata()).width]).toEqual([200, 320]);
      const avatar = await onB.get('/secure/set-avatar', { fileId: file.id });
      expect(avatar.statusCode, avatar.body).toBe(200);
      const thumbnail = await new TestClient(a.app).get(`/repository/users/${owner.id}/thumbnail.jpg`);
      expect([thumbnail.statusCode, (await sharp(thumbnail.rawPayload).metadata()).width]).toEqual([200, 96]);
      const video = (await uploadFile(owner.client, 'cv.mp4', makeMp4(5000))).json().model.fileDescriptor;
      const part = await onB.request({
        method: 'GET',
        url: `/repository/users/${owner.id}/${video.fileName}`,
        headers: { range: 'bytes=0-99' },
      });
      expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100]);

      const bucket = new S3Storage({
        ...LOCAL_S3,
        endpoint: (await localS3Env()).S3_ENDPOINT,
        region: 'us-east-1',
        forcePathStyle: true,
      });
      const kept = [
        file.fileName,
        file.fileName.replace('.jpg', '.w320.jpg'),
        'avatar.jpg',
        'thumbnail.jpg',
        video.fileName,
      ];
      for (const name of kept) expect(await bucket.exists(`users/${owner.id}/${name}`), name).toBe(true);
      await bucket.close();
      expect(fs.existsSync(path.join(a.filesRoot, 'users'))).toBe(false);
    });

    test('a session and a PIN made on one work on the other', async () => {
      const { client, email } = await signUp(a.app);
      const onB = new TestClient(b.app);
      onB.setCookie('sid', client.sessionCookie!);
      expect((await onB.get('/secure/me')).json().model.authorized.identityKey).toBe(email);

      const someone = uniqueEmail();
      expect((await new TestClient(a.app).post('/one-time-pin', { identityKey: someone })).statusCode).toBe(
        200,
      );
      const pin = a.mailer.lastTo(someone)?.text.match(/\b(\d{6})\b/)?.[1];
      const signIn = await new TestClient(b.app).post('/pin-login', { identityKey: someone, pin: pin! });
      expect(signIn.statusCode, signIn.body).toBe(200);
    });

    test('a dish renamed on one is what the other shows to visitors within a second', async () => {
      const chef = await createChef(a, { firstName: 'Ona' });
      const { productId } = await createDish(chef.client, { title: 'Kibinai' });
      const visitor = new TestClient(b.app);
      const dish = () => visitor.get('/store/product', { productId: String(productId) });
      // B answers from memory once the changes that made the dish have reached it.
      const cached = async () => {
        for (let i = 0; i < 50; i++) if ((await dish()).headers['x-cache'] === 'hit') return true;
        return false;
      };
      expect(await cached()).toBe(true);
      const renamed = await chef.client.post('/secure/product', {
        id: productId,
        title: 'Kibinai su aviena',
        description: 'Hot from the oven.',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const since = Date.now();
      let title = '';
      while (Date.now() - since < 1000) {
        title = (await dish()).json().model.product.title;
        if (title === 'Kibinai su aviena') break;
        await sleep(20);
      }
      expect(title).toBe('Kibinai su aviena');
    });
  });
}

describe('a secret rotation', { timeout: 90_000 }, () => {
  test('a server signing with a new secret still accepts what the old one signed: PINs, guest cookies', async () => {
    const { apps, closeAll } = await buildTestApps('pglite', 2, {}, (index) => ({
      secret: index === 0 ? TEST_SECRET : [ROTATED, TEST_SECRET],
    }));
    const [old, next] = apps as [TestApp, TestApp];
    try {
      const email = uniqueEmail();
      await new TestClient(old.app).post('/one-time-pin', { identityKey: email });
      const pin = old.mailer.lastTo(email)?.text.match(/\b(\d{6})\b/)?.[1];
      const signedIn = await new TestClient(next.app).post('/pin-login', { identityKey: email, pin: pin! });
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      // A guest's order: the signed cookie naming it, from the old server, opens it on the new one.
      const chef = await createChef(old);
      const { productId } = await createDish(chef.client, { title: 'Kibinai' });
      const guest = new TestClient(old.app);
      const placed = await guest.post('/store/order', {
        items: JSON.stringify([{ productId, productVolume: 1 }]),
        serviceDeliveryDate: serviceDateIn(old),
        payInCash: 'true',
        ...ORDER_ADDRESS,
      });
      const orderId = placed.json().model.order.id as number;
      const onNext = new TestClient(next.app);
      onNext.setCookie(GUEST_ORDERS_COOKIE, guest.cookie(GUEST_ORDERS_COOKIE)!);
      const relate = (client: TestClient) =>
        client.post('/store/order-relation-request', { orderId, email: uniqueEmail() });
      expect((await relate(onNext)).statusCode).toBe(200);
      const forged = new TestClient(next.app);
      forged.setCookie(GUEST_ORDERS_COOKIE, `${orderId}.forged-signature`);
      expect((await relate(forged)).statusCode).toBe(403);
    } finally {
      await closeAll();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)(
  'the request limit across app servers (Redis)',
  { timeout: 90_000 },
  () => {
    test('two servers allow one ceiling between them, not one each', async () => {
      const { apps, closeAll } = await buildTestApps('pglite', 2, {
        env: { REDIS_URL: process.env.TEST_REDIS_URL, RATE_LIMIT_PER_MINUTE: '10' },
      });
      try {
        // An address of its own, so earlier runs on the same Redis count nothing here.
        const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
        const clients = apps.map(({ app }) => new TestClient(app, {}, `${address}`));
        const key = Date.now().toString(36);
        const statuses: number[] = [];
        for (let i = 0; i < 16; i++)
          statuses.push(
            (await clients[i % 2]!.get('/store/product', { productId: '1', n: `${key}${i}` })).statusCode,
          );
        expect(statuses.filter((status) => status === 429)).toHaveLength(6);
        expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
      } finally {
        await closeAll();
      }
    });
  },
);
