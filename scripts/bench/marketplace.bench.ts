import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../server/lib/passwords.ts';
import { seedCatalog } from './seed-catalog.ts';

/**
 * `npm run bench`: the marketplace's calls under load (catalog reads, the fees call, order
 * creation), each next to the same server's bare route measured in the same run, at two data
 * sizes to show how cost grows (issue: proof that it holds, item 1). Needs PostgreSQL:
 * BENCH_ADMIN_URL (a role that may create databases).
 * Env: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_SIZES (1000,10000 chefs).
 * BENCH_CALLS: only the calls whose names contain one of these comma-separated words, e.g.
 * `BENCH_CALLS=order` for order creation alone (the bare route always runs, as the reference).
 * BENCH_DATABASE (bench) and BENCH_PORT (3790): another database and port, for two copies of the
 * project benchmarking on one machine.
 * BENCH_BALANCER=1: each call is measured twice in the same run, directly and through HAProxy with
 * the project's deploy/haproxy.cfg (on BENCH_PORT + 1), for the balancer's cost (docs/deploy.md).
 * Every call asks for brotli or gzip as a browser does (ACCEPT_ENCODING): answers over 1 KB leave
 * compressed, as they do for the people who use the site.
 */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const CALLS = (process.env.BENCH_CALLS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const DATABASE = process.env.BENCH_DATABASE ?? 'bench';
const PORT = Number(process.env.BENCH_PORT ?? 3790);
const BASE = `http://127.0.0.1:${PORT}`;
const BALANCER = process.env.BENCH_BALANCER === '1' ? `http://127.0.0.1:${PORT + 1}` : undefined;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
  /** A signed-in call's session cookie. */
  cookie?: string;
  kind: 'bare' | 'read' | 'write';
}

/** What Chromium and Firefox send: a call measured without it skips the compression people get. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The targets: reads vs the bare route, order creation, and growth with 10x the data. */
const TARGETS = { readRatio: 0.4, readP99: 20, writeRps: 500, writeP99: 100, growthP99: 1.3 };

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** 2xx answers: for order creation, the orders that must exist afterwards. */
  acknowledged: number;
  ratioToBare?: number;
  /** BENCH_BALANCER: the same call through HAProxy, and its req/s over direct. */
  viaBalancer?: Omit<Figure, 'viaBalancer'> & { ratioToDirect: number };
}

async function ensureDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAGE_RENDERS_PER_MINUTE: '100000000',
      DATA_DIR: path.resolve('.tmp/bench-data'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** HAProxy with the project's config, every app server slot pointing at the one bench server. */
function startBalancer(): ChildProcess {
  const app = `127.0.0.1:${PORT}`;
  return spawn('haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
    env: {
      ...process.env,
      BALANCER_BIND: `127.0.0.1:${PORT + 1}`,
      BALANCER_STATS_BIND: `127.0.0.1:${PORT + 2}`,
      APP1: app,
      APP2: app,
      APP3: app,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function measure(target: Target, base = BASE): Promise<Figure> {
  const rounds: Figure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({
      url: `${base}${target.path}`,
      method: target.method,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: {
        'accept-encoding': ACCEPT_ENCODING,
        ...(target.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(target.cookie ? { cookie: target.cookie } : {}),
      },
      body: target.form ? new URLSearchParams(target.form).toString() : undefined,
    });
    rounds.push({
      name: target.name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      acknowledged: result['2xx'],
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    name: target.name,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((total, r) => total + r.errors, 0),
    acknowledged: rounds.reduce((total, r) => total + r.acknowledged, 0),
  };
}

async function countOrders(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ count: string }>(
    `SELECT count(*) FROM orders o WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
       AND EXISTS (SELECT 1 FROM order_addresses a WHERE a.order_id = o.id)`,
  );
  await client.end();
  return Number(rows[0]!.count);
}

async function targetsFor(databaseUrl: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT p.id, u.nickname, a.city FROM products p JOIN merchant_infos m ON m.user_id = p.user_id JOIN users u ON u.id = p.user_id
       LEFT JOIN addresses a ON a.user_id = p.user_id
     WHERE m.valid AND p.active ORDER BY p.id OFFSET 500 LIMIT 1`,
  );
  const { id, nickname, city } = rows[0] as { id: number; nickname: string; city: string | null };
  // A chef who has set their week (the even ones, seed-catalog.ts) and a conversation.
  const planned = await client.query(
    `SELECT p.id, u.nickname FROM products p JOIN users u ON u.id = p.user_id
       JOIN chef_availability c ON c.user_id = p.user_id
     WHERE p.active ORDER BY p.id OFFSET 500 LIMIT 1`,
  );
  await client.end();
  const chef = planned.rows[0] as { id: number; nickname: string };
  const conversation = await openConversation(databaseUrl, chef.nickname);
  const serviceDeliveryDate = String(Math.floor(Date.now() / 1000) + 7 * 24 * 3600);
  const items = JSON.stringify([{ productId: id, productVolume: 2 }]);
  return [
    { name: 'bare route (GET /health/live)', kind: 'bare', method: 'GET', path: '/health/live' },
    {
      name: 'chef list, page 1',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1' },
    },
    {
      name: 'chef list, page 5',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '5' },
    },
    {
      name: 'chef list, filtered',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', kitchenType: 'georgian,french', city: 'Kaunas', hourRate: '50' },
    },
    {
      name: 'chef list, search',
      kind: 'read',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', q: 'kugelis' },
    },
    { name: 'chef page', kind: 'read', method: 'POST', path: '/store/products', form: { nickname } },
    {
      name: 'chef page, with availability',
      kind: 'read',
      method: 'POST',
      path: '/store/products',
      form: { nickname: chef.nickname },
    },
    {
      name: 'service slots, 31 days',
      kind: 'read',
      method: 'GET',
      path: `/store/service-slots?${new URLSearchParams({ items: JSON.stringify([{ productId: chef.id }]), days: '31' })}`,
    },
    {
      name: 'message thread, newest page',
      kind: 'read',
      method: 'GET',
      path: `/secure/message-thread?threadId=${conversation.threadId}`,
      cookie: conversation.cookie,
    },
    { name: 'dish', kind: 'read', method: 'GET', path: `/store/product?productId=${id}` },
    { name: 'dish details', kind: 'read', method: 'GET', path: `/store/product-details?productId=${id}` },
    {
      name: 'fees',
      kind: 'read',
      method: 'POST',
      path: '/store/order-fees',
      form: { items, payInCash: 'false' },
    },
    {
      name: 'order creation',
      kind: 'write',
      method: 'POST',
      path: '/store/order',
      form: {
        items,
        serviceDeliveryDate,
        payInCash: 'true',
        title: 'Namai',
        postalCode: 'LT-01100',
        state: 'Vilniaus',
        // The chef's own city (a chef serves only their city).
        city: city ?? 'Vilnius',
        phone: '+37061234567',
        formatted_address: 'Gedimino pr. 1',
      },
    },
  ];
}

/**
 * A customer signed in on the bench server with a 200-message conversation with `nickname`
 * (a thread read is measured like the catalog reads). The messages are written straight
 * to the database: the API's sending limit is for people.
 */
async function openConversation(
  databaseUrl: string,
  nickname: string,
): Promise<{ threadId: string; cookie: string }> {
  const email = 'reader@bench.lt';
  const password = 'Bench-reader-2026';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (email, role, verified, first_name, language, password_hash)
       VALUES ($1, 'CUSTOMER', true, 'Skaitytoja', 'lt', $2) ON CONFLICT (email) DO NOTHING`,
      [email, await hashPassword(password)],
    );
    const signIn = await fetch(`${BASE}/pw-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identityKey: email, password, type: 'email' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const opened = await fetch(`${BASE}/secure/message-thread`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ chefNickname: nickname }),
    });
    const body = (await opened.json()) as { model?: { thread?: { id?: string } } };
    const threadId = body.model?.thread?.id;
    if (!threadId) throw new Error(`no conversation opened: ${opened.status} ${JSON.stringify(body)}`);
    await client.query(
      `INSERT INTO messages (thread_id, sender_user_id, body)
       SELECT $1, CASE WHEN g % 2 = 0 THEN t.customer_user_id ELSE t.chef_user_id END,
              'Ar galite be riešutų? Klausimas ' || g
       FROM message_threads t, generate_series(1, 200) AS g WHERE t.id = $1`,
      [threadId],
    );
    await client.query(`UPDATE message_threads SET last_message_at = now() WHERE id = $1`, [threadId]);
    return { threadId, cookie };
  } finally {
    await client.end();
  }
}

/**
 * A call that answers with an error would be measured as a fast failure: each is tried once first,
 * and a non-2xx answer stops the run with what the server said (a benchmark of 404s measures
 * nothing; the seed once stopped matching the dish rules and the figures went on looking fine).
 * Answers the cookies the call set (a visitor's guest id on the fees call), which a browser sends
 * back on its next calls: the measured calls carry them, or each would be a first visit.
 */
async function answersSuccessfully(target: Target): Promise<string | undefined> {
  const response = await fetch(`${BASE}${target.path}`, {
    method: target.method,
    headers: {
      ...(target.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(target.cookie ? { cookie: target.cookie } : {}),
    },
    body: target.form ? new URLSearchParams(target.form).toString() : undefined,
  });
  if (!response.ok) {
    throw new Error(
      `${target.name}: ${target.method} ${target.path} answered ${response.status} ${await response.text()}`,
    );
  }
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return cookies.length ? cookies.join('; ') : undefined;
}

/** Where a figure misses the targets, in words (empty when it meets them). */
function misses(target: Target, figure: Figure): string[] {
  const found: string[] = [];
  if (figure.errors > 0) found.push(`${figure.errors} errors`);
  if (target.kind === 'read') {
    if ((figure.ratioToBare ?? 0) < TARGETS.readRatio)
      found.push(`below ${TARGETS.readRatio * 100}% of bare`);
    if (figure.p99 >= TARGETS.readP99) found.push(`p99 >= ${TARGETS.readP99} ms`);
  }
  if (target.kind === 'write') {
    if (figure.requestsPerSecond < TARGETS.writeRps) found.push(`below ${TARGETS.writeRps} orders/s`);
    if (figure.p99 >= TARGETS.writeP99) found.push(`p99 >= ${TARGETS.writeP99} ms`);
  }
  return found;
}

const report: Record<string, Figure[]> = {};
const databaseUrl = await ensureDatabase(DATABASE);
for (const chefs of SIZES) {
  process.stdout.write(`\nseeding ${chefs} chefs, ${chefs * 10} dishes and ${chefs * 10} orders... `);
  await seedCatalog(databaseUrl, chefs);
  console.log('done');
  const server = await startServer(databaseUrl);
  const balancer = BALANCER ? startBalancer() : undefined;
  try {
    if (BALANCER) {
      for (
        let i = 0;
        i < 50 &&
        !(await fetch(`${BALANCER}/health/live`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      )
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const targets = (await targetsFor(databaseUrl)).filter(
      (target) =>
        target.kind === 'bare' ||
        CALLS.length === 0 ||
        CALLS.some((word) => target.name.toLowerCase().includes(word)),
    );
    const figures: Figure[] = [];
    for (const target of targets) {
      const cookiesSet = await answersSuccessfully(target);
      if (cookiesSet && !target.cookie && target.kind === 'read') target.cookie = cookiesSet;
      const ordersBefore = target.kind === 'write' ? await countOrders(databaseUrl) : 0;
      const figure = await measure(target);
      if (BALANCER) {
        const through = await measure(target, BALANCER);
        figure.viaBalancer = {
          ...through,
          ratioToDirect: through.requestsPerSecond / figure.requestsPerSecond,
        };
        figure.acknowledged += through.acknowledged;
      }
      if (target.kind === 'write') {
        const stored = (await countOrders(databaseUrl)) - ordersBefore;
        // Requests still in flight when a round ends may commit unanswered, so stored can exceed
        // acknowledged by at most one per connection and round; it can never fall short.
        if (
          stored < figure.acknowledged ||
          stored > figure.acknowledged + CONNECTIONS * ROUNDS * (BALANCER ? 2 : 1)
        ) {
          throw new Error(`${figure.acknowledged} orders acknowledged but ${stored} stored complete`);
        }
        console.log(
          `         every acknowledged order is stored complete (${figure.acknowledged} acknowledged, ${stored} stored)`,
        );
      }
      figure.ratioToBare = figures[0] ? figure.requestsPerSecond / figures[0].requestsPerSecond : 1;
      figures.push(figure);
      console.log(
        `${chefs.toString().padStart(6)} chefs | ${target.name.padEnd(26)} | ${figure.requestsPerSecond.toFixed(0).padStart(7)} req/s | ` +
          `p50 ${String(figure.p50).padStart(4)} ms | p99 ${String(figure.p99).padStart(4)} ms | ${(figure.ratioToBare * 100).toFixed(0).padStart(3)}% of bare | errors ${figure.errors}` +
          (misses(target, figure).length ? ` | MISSES: ${misses(target, figure).join(', ')}` : ''),
      );
      const via = figure.viaBalancer;
      if (via)
        console.log(
          `${''.padStart(6)}  via HAProxy  ${''.padEnd(14)} | ${via.requestsPerSecond.toFixed(0).padStart(7)} req/s | ` +
            `p50 ${String(via.p50).padStart(4)} ms | p99 ${String(via.p99).padStart(4)} ms | ${(via.ratioToDirect * 100).toFixed(0).padStart(3)}% of direct | errors ${via.errors}`,
        );
    }
    report[String(chefs)] = figures;
  } finally {
    balancer?.kill('SIGKILL');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

// How cost grows with 10x the data: p99 at the largest size over p99 at the smallest.
const sizes = Object.keys(report);
const growth: Record<string, number> = {};
if (sizes.length > 1) {
  const [small, large] = [report[sizes[0]!]!, report[sizes.at(-1)!]!];
  console.log(
    `\np99 at ${sizes.at(-1)} chefs over p99 at ${sizes[0]} chefs (target <= ${TARGETS.growthP99}):`,
  );
  for (const figure of large) {
    const before = small.find((one) => one.name === figure.name);
    if (!before) continue;
    growth[figure.name] = Math.round((figure.p99 / Math.max(before.p99, 1)) * 100) / 100;
    console.log(
      `  ${figure.name.padEnd(26)} ${growth[figure.name]!.toFixed(2)}${growth[figure.name]! > TARGETS.growthP99 ? '  MISSES' : ''}`,
    );
  }
}

const out = path.resolve('scripts/bench/results/bench.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      seconds: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      throughBalancer: Boolean(BALANCER),
      targets: TARGETS,
      report,
      growth,
    },
    null,
    2,
  ),
);
console.log(`\nfigures written to ${path.relative(process.cwd(), out)}`);
