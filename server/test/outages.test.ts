import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { PUBLISH_RETRY } from '../plugins/release-assets.ts';
import { mailOutbox } from '../db/schema.ts';
import { LOCAL_S3, startLocalS3 } from './local-s3.ts';
import { buildTestApp, signUp, TestClient, uniqueEmail, uploadFile, type TestApp } from './test-app.ts';

// The file store or the mail server down (docs/deploy.md, "Files" and "Mail"): requests that need
// them fail fast with a clear answer, the rest of the app serves, and what waits is done once they are back.

/** A TCP server that accepts connections and never answers: an object store that hangs. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nobody listens on: connections are refused. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function s3At(port: number) {
  return {
    S3_BUCKET: LOCAL_S3.bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: LOCAL_S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: LOCAL_S3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** A build folder with one hashed file, as Vite writes it. */
function release(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-release-'));
  fs.mkdirSync(path.join(root, '_app'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body></body></html>',
  );
  fs.writeFileSync(path.join(root, '_app', 'index-OUTAGE01.js'), 'console.log("mine")');
  return root;
}

const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await run();
  return [result, Date.now() - started];
}

async function expectStoreDownAnswers(t: TestApp) {
  const { client, id } = await signUp(t.app);
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
    .jpeg()
    .toBuffer();
  const [upload, uploadMs] = await timed(() => uploadFile(client, 'photo.jpg', jpeg, 'image/jpeg'));
  expect(upload.statusCode).toBe(503);
  expect(upload.headers['retry-after']).toBe('30');
  expect(upload.json().messages[0].code).toBe('errors.filesUnavailable');
  // Two tries of at most 3 s of silence each, with the SDK's short wait between them.
  expect(uploadMs).toBeLessThan(10_000);
  // Another build's file is read from the store: the same clear answer.
  const [chunk, chunkMs] = await timed(() => client.get('/_app/index-ELSEWHERE.js'));
  expect(chunk.statusCode).toBe(503);
  expect(chunkMs).toBeLessThan(10_000);
  // The rest serves: this build's own files, the signed-in user's own data.
  expect((await client.get('/_app/index-OUTAGE01.js')).statusCode).toBe(200);
  expect((await client.get('/secure/me')).statusCode).toBe(200);
  const logs = t.logs.join('');
  expect(logs).toContain('file store (S3) unavailable');
  expect(logs).not.toContain('database unavailable');
  return { uploadMs, chunkMs, id };
}

describe('an object store that is down', () => {
  test('silent (accepts, never answers): uploads and reads fail within seconds as 503s; the rest serves', async () => {
    const silent = await silentServer();
    cleanUps.push(silent.close);
    const webRoot = release();
    cleanUps.push(() => fs.rmSync(webRoot, { recursive: true, force: true }));
    const t = await buildTestApp('pglite', { env: s3At(silent.port), webRoot });
    cleanUps.push(() => t.app.close());
    await expectStoreDownAnswers(t);
  }, 120_000);

  test('refusing: the app starts, serves, and publishes its build files once the store is back', async () => {
    const port = await freePort();
    const webRoot = release();
    cleanUps.push(() => fs.rmSync(webRoot, { recursive: true, force: true }));
    const firstMs = PUBLISH_RETRY.firstMs;
    PUBLISH_RETRY.firstMs = 300;
    cleanUps.push(() => void (PUBLISH_RETRY.firstMs = firstMs));
    const t = await buildTestApp('pglite', { env: s3At(port), webRoot });
    cleanUps.push(() => t.app.close());
    await expectStoreDownAnswers(t);
    expect(t.logs.join('')).toContain('build files not published to the file store (S3); trying again later');

    const s3 = await startLocalS3({ port });
    cleanUps.push(() => s3.stop());
    expect(await t.app.buildPublished).toBe(true);
    expect(fs.readdirSync(s3.directory, { recursive: true }).join('\n')).toContain('index-OUTAGE01.js');
    expect(t.logs.join('')).toContain('build files published after the file store came back');
    // And what failed before works now.
    const { client } = await signUp(t.app);
    expect((await client.get('/_app/index-OUTAGE01.js')).statusCode).toBe(200);
  }, 180_000);
});

describe('a mail server that is down', () => {
  test('a PIN asked for is answered 200, queued in mail_outbox, and mailed once the server is back', async () => {
    const t = await buildTestApp('pglite');
    cleanUps.push(() => t.app.close());
    const email = uniqueEmail('pin-outage');
    await signUp(t.app, email);
    t.mailer.failNext(1000); // down
    const asked = await new TestClient(t.app).post('/one-time-pin', { identityKey: email });
    expect(asked.statusCode).toBe(200);
    expect(t.mailer.sent.filter((mail) => mail.to === email && /\b\d{6}\b/.test(mail.text))).toEqual([]);
    const queued = (await t.db.select().from(mailOutbox)).filter((row) => row.toAddress === email);
    expect(queued.map((row) => [row.transport, row.attempts])).toContainEqual(['queued', 1]);
    const pending = queued.find((row) => row.transport === 'queued')!;
    expect(pending.error).toMatch(/421/);
    expect(pending.meta?.expiresAt).toBeTypeOf('string');

    t.mailer.failNext(0); // back
    t.clock.advance(5_000); // the mail job's next round
    await t.app.mailQueue.flush();
    const mail = t.mailer.lastTo(email);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    const pin = mail!.text.match(/\b(\d{6})\b/)![1];
    const signedIn = await new TestClient(t.app).post('/pin-login', { identityKey: email, pin });
    expect(signedIn.statusCode).toBe(200);
  }, 120_000);

  test('a PIN mail still unsent when its PIN expires is dropped, not sent', async () => {
    const t = await buildTestApp('pglite');
    cleanUps.push(() => t.app.close());
    const email = uniqueEmail('pin-late');
    await signUp(t.app, email);
    t.mailer.failNext(1000);
    expect((await new TestClient(t.app).post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
    t.mailer.failNext(0);
    t.clock.advance(11 * 60_000);
    await t.app.mailQueue.flush();
    expect(t.mailer.sent.filter((mail) => mail.to === email && /\b\d{6}\b/.test(mail.text))).toEqual([]);
    expect(
      (await t.db.select().from(mailOutbox)).filter(
        (row) => row.toAddress === email && row.transport === 'queued',
      ),
    ).toEqual([]);
    expect(t.logs.join('')).toContain('mail dropped unsent: its PIN expired');
  }, 120_000);
});
