import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { readEnv, type Env } from '../env.ts';
import { ManualClock } from '../lib/clock.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { startLocalS3 } from './local-s3.ts';
import { freshDatabase, SqlLog, type Backend } from './test-database.ts';

/** Where uploaded files go: a temporary folder, or a bucket of the local S3 server. */
export type Storage = 'disk' | 's3';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const TEST_BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A mailer that keeps what it was asked to send. */
export class CapturingMailer implements Mailer {
  readonly sent: Mail[] = [];
  private gate: Promise<void> | null = null;
  private failures = 0;
  async send(mail: Mail) {
    await this.gate;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('421 the mail server is not taking mail now');
    }
    this.sent.push(mail);
  }
  /** The next `count` sends fail, as when the mail server is down. */
  failNext(count: number) {
    this.failures = count;
  }
  /** Makes sends wait, like a slow mail server, until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }
  lastTo(address: string): Mail | undefined {
    return this.sent.findLast((mail) => mail.to === address);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  mailer: CapturingMailer;
  /** Every log line the app wrote, as text. */
  logs: string[];
  /** The SQL statements the app sends, when asked (`t.sql.during(...)`). */
  sql: SqlLog;
  backend: Backend;
  filesRoot: string;
  database: Database;
  /**
   * With `keepModels`: what each route last handed its serializer, by `METHOD /route`, so the
   * contract test can see a field its schema would drop.
   */
  modelsSent: Map<string, unknown>;
}

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

let localS3: ReturnType<typeof startLocalS3> | undefined;

/** The settings of this test worker's local S3 server, started on first use. */
export async function localS3Env(): Promise<Record<string, string>> {
  localS3 ??= startLocalS3().then((server) => {
    // Up for the worker's whole life; its objects go with it.
    server.unref();
    process.once('exit', () => fs.rmSync(server.directory, { recursive: true, force: true }));
    return server;
  });
  return (await localS3).env;
}

export interface TestAppOptions {
  env?: Partial<NodeJS.ProcessEnv>;
  webRoot?: string;
  stripeSettings?: AppDeps['stripeSettings'];
  storage?: Storage;
  /** The session secrets (TEST_SECRET by default); several for a rotation. */
  secret?: string | string[];
  /** Keep what each route hands its serializer (`TestApp.modelsSent`). */
  keepModels?: boolean;
  /** Another app server's database and files folder, to share (`buildTestApps`). */
  shared?: { database: Database; filesRoot: string; sql?: SqlLog };
}

export async function buildTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const sql = options.shared?.sql ?? new SqlLog();
  const database = options.shared?.database ?? (await freshDatabase(backend, sql));
  const filesRoot = options.shared?.filesRoot ?? fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
  const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  const mailer = new CapturingMailer();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const env: Env = readEnv({
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests order from one address by the hundred; the tests of the limits turn them on.
    UNPAID_HOLD_LIMITS: 'off',
    SENDING_LIMITS: 'off',
    ...(options.storage === 's3' ? await localS3Env() : {}),
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    secret: options.secret ?? TEST_SECRET,
    clock,
    mailer,
    logger: { level: 'info', stream },
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    filesRoot,
    stripeSettings: options.stripeSettings,
  });
  if (!options.shared)
    app.addHook('onClose', async () => fs.rmSync(filesRoot, { recursive: true, force: true }));
  const modelsSent = new Map<string, unknown>();
  if (options.keepModels)
    app.addHook('preSerialization', async (request, _reply, payload) => {
      modelsSent.set(`${request.method} ${request.routeOptions.url}`, payload);
      return payload;
    });
  await app.ready();
  return { app, db: database.db, clock, mailer, logs, sql, backend, filesRoot, database, modelsSent };
}

/**
 * `count` app servers on one database (and one files folder or bucket), as behind a balancer.
 * Close them with `closeAll`: the first owns the database, so it closes last.
 */
export async function buildTestApps(
  backend: Backend,
  count: number,
  options: TestAppOptions = {},
  each: (index: number) => TestAppOptions = () => ({}),
) {
  // The first app server's `sql` logs what it sends (the others' twins have connections of their own).
  const sql = new SqlLog();
  const database = await freshDatabase(backend, sql);
  const first = await buildTestApp(backend, {
    ...options,
    ...each(0),
    shared: { database, filesRoot: fs.mkdtempSync(path.join(os.tmpdir(), 'files-')), sql },
  });
  const apps = [first];
  for (let i = 1; i < count; i++)
    apps.push(
      await buildTestApp(backend, {
        ...options,
        ...each(i),
        shared: { database: await database.twin(), filesRoot: first.filesRoot },
      }),
    );
  return {
    apps,
    async closeAll() {
      for (const one of apps.slice(1)) await one.app.close();
      await first.app.close();
      fs.rmSync(first.filesRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `define` once per test backend, each with its own app on a fresh database.
 * `ctx()` gives the current TestApp inside tests.
 */
export function describeApi(
  name: string,
  define: (ctx: () => TestApp) => void,
  {
    storages = ['disk'],
    keepModels,
    env,
    stripeSettings,
  }: {
    storages?: Storage[];
    keepModels?: boolean;
    env?: Partial<NodeJS.ProcessEnv>;
    /** Stripe's API elsewhere (a local fake, server/test/fake-stripe.ts), with `env` naming its keys. */
    stripeSettings?: TestAppOptions['stripeSettings'];
  } = {},
) {
  // Each store once; the database backends with the first store (files do not depend on them).
  const runs = [
    ...TEST_BACKENDS.map((backend) => ({ backend, storage: storages[0]! })),
    ...storages.slice(1).map((storage) => ({ backend: TEST_BACKENDS[0]!, storage })),
  ];
  for (const { backend, storage } of runs) {
    describe(`${name} [${backend}${storage === 'disk' ? '' : `, ${storage}`}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await buildTestApp(backend, { storage, keepModels, env, stripeSettings });
      });
      afterAll(async () => {
        await current?.app.close();
      });
      define(() => {
        if (!current) throw new Error('test app not ready');
        return current;
      });
    });
  }
}

/** `describeApi` on the local disk and on the local S3 server: the file suite runs on both stores. */
export function describeApiOnEveryStore(name: string, define: (ctx: () => TestApp) => void) {
  describeApi(name, define, { storages: ['disk', 's3'] });
}

/** A browser-like client: form-encoded bodies and a cookie jar for the session. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get('sid');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: { ...this.headers, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    // Notification mails leave in the background after the answer; a test reads them once sent.
    await this.app.mailQueue.settled();
    for (const set of response.cookies) {
      if (set.value === '' || (set.maxAge !== undefined && set.maxAge <= 0)) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(url: string, query?: Record<string, string>) {
    return this.request({ method: 'GET', url, query });
  }

  post(url: string, form: Record<string, string | number | boolean | undefined> = {}) {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(form)) if (value !== undefined) body.append(key, String(value));
    return this.request({
      method: 'POST',
      url,
      payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
}

let counter = 0;
/** A unique e-mail per call, so tests sharing one database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@example.com`;
}

export const GOOD_PASSWORD = 'Kepsnys7x';

/** A multipart body with one file in the field `data`, as the web app's upload sends it. */
export function multipartBody(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----test${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadFile(
  client: TestClient,
  fileName: string,
  content: Buffer,
  contentType?: string,
) {
  return client.request({
    method: 'POST',
    url: '/secure/file-upload',
    ...multipartBody(fileName, content, contentType),
  });
}

/** A signed-in customer with a fresh account. */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), remoteAddress?: string) {
  const client = new TestClient(app, {}, remoteAddress);
  const response = await client.post('/register', { identityKey: email, password: GOOD_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return { client, email, id: response.json().model.authorized.id as string };
}
