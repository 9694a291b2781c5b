import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedCatalog } from './seed-catalog.ts';

/**
 * The catalog calls under load, each next to the same server's bare route measured in the same run
 * (issue: catalog scale). Needs PostgreSQL: BENCH_ADMIN_URL (a role that may create databases).
 * Usage: npm run bench:catalog   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_SIZES=1000,10000)
 */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const PORT = 3790;
const BASE = `http://127.0.0.1:${PORT}`;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  ratioToBare?: number;
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
      RATE_LIMIT_PER_MINUTE: '100000000',
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

async function measure(target: Target): Promise<Figure> {
  const rounds: Figure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({
      url: `${BASE}${target.path}`,
      method: target.method,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: target.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: target.form ? new URLSearchParams(target.form).toString() : undefined,
    });
    rounds.push({
      name: target.name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    name: target.name,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((total, r) => total + r.errors, 0),
  };
}

async function targetsFor(databaseUrl: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT p.id, u.nickname FROM products p JOIN merchant_infos m ON m.user_id = p.user_id JOIN users u ON u.id = p.user_id
     WHERE m.valid AND p.active ORDER BY p.id OFFSET 500 LIMIT 1`,
  );
  await client.end();
  const { id, nickname } = rows[0] as { id: number; nickname: string };
  return [
    { name: 'bare route (GET /health)', method: 'GET', path: '/health' },
    {
      name: 'chef list, page 1',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', valid: 'true' },
    },
    { name: 'chef list, page 5', method: 'POST', path: '/store/merchants', form: { page: '5' } },
    {
      name: 'chef list, filtered',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', kitchenType: 'georgian,french', city: 'Kaunas', hourRate: '50' },
    },
    {
      name: 'chef list, search',
      method: 'POST',
      path: '/store/merchants',
      form: { page: '1', q: 'kugelis' },
    },
    { name: 'chef page', method: 'POST', path: '/store/products', form: { nickname } },
    { name: 'dish', method: 'GET', path: `/store/product?productId=${id}` },
    { name: 'dish details', method: 'GET', path: `/store/product-details?productId=${id}` },
  ];
}

const report: Record<string, Figure[]> = {};
const databaseUrl = await ensureDatabase('bench');
for (const chefs of SIZES) {
  process.stdout.write(`\nseeding ${chefs} chefs and ${chefs * 10} dishes... `);
  await seedCatalog(databaseUrl, chefs);
  console.log('done');
  const server = await startServer(databaseUrl);
  try {
    const targets = await targetsFor(databaseUrl);
    const figures: Figure[] = [];
    for (const target of targets) {
      const figure = await measure(target);
      figure.ratioToBare = figures[0] ? figure.requestsPerSecond / figures[0].requestsPerSecond : 1;
      figures.push(figure);
      console.log(
        `${chefs.toString().padStart(6)} chefs | ${target.name.padEnd(26)} | ${figure.requestsPerSecond.toFixed(0).padStart(7)} req/s | ` +
          `p50 ${String(figure.p50).padStart(4)} ms | p99 ${String(figure.p99).padStart(4)} ms | ${(figure.ratioToBare * 100).toFixed(0).padStart(3)}% of bare | errors ${figure.errors}`,
      );
    }
    report[String(chefs)] = figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const out = path.resolve('scripts/bench/results/catalog.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      seconds: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      report,
    },
    null,
    2,
  ),
);
console.log(`\nfigures written to ${path.relative(process.cwd(), out)}`);
