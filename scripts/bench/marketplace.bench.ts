import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../../server/db/client.ts';
import { benchCalls, type BenchCall, type Http } from './bench-calls.ts';
import {
  benchTable,
  growthOf,
  judge,
  misses,
  TARGETS,
  type Figure,
  type SizeReport,
} from './bench-verdicts.ts';
import { seedCatalog } from './seed-catalog.ts';

/**
 * `npm run bench`: the marketplace's calls under load (catalog reads, the chef's and the console's
 * order lists, the fees call, order creation), each next to the same server's bare route measured
 * in the same run, at growing data sizes to show how cost grows. Needs PostgreSQL: BENCH_ADMIN_URL
 * (a role that may create databases).
 * Env: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_SIZES (1000,10000,100000
 * chefs; each with ten dishes and ten orders a chef, seed-catalog.ts).
 * BENCH_CALLS: only the calls whose names contain one of these comma-separated words, e.g.
 * `BENCH_CALLS=order` for the order calls alone (the bare route always runs, as the reference).
 * BENCH_DATABASE (bench) and BENCH_PORT (3790): another database and port, for two copies of the
 * project benchmarking on one machine.
 * BENCH_BALANCER=1: each call is measured twice in the same run, directly and through HAProxy with
 * the project's deploy/haproxy.cfg (on BENCH_PORT + 1), for the balancer's cost (docs/deploy.md).
 * BENCH_SERVER_NODE_ARGS: Node options for the server alone, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`
 * for a profile of where its time goes under load (written when the server stops).
 * Every call asks for brotli or gzip as a browser does (ACCEPT_ENCODING): answers over 1 KB leave
 * compressed, as they do for the people who use the site.
 */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const CALLS = (process.env.BENCH_CALLS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const DATABASE = process.env.BENCH_DATABASE ?? 'bench';
const PORT = Number(process.env.BENCH_PORT ?? 3790);
const BASE = `http://127.0.0.1:${PORT}`;
const BALANCER = process.env.BENCH_BALANCER === '1' ? `http://127.0.0.1:${PORT + 1}` : undefined;
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** What Chromium and Firefox send: a call measured without it skips the compression people get. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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

/** The server, its output passed on, with a count of what it logs at error level or above. */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; errors: () => number }> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', 'server/main.ts'], {
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
      // The load orders from this one machine's addresses and leaves orders unpaid.
      UNPAID_HOLD_LIMITS: 'off',
      PAGE_RENDERS_PER_MINUTE: '100000000',
      DATA_DIR: path.resolve('.tmp/bench-data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = 0;
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      console.log(line);
      // pino's levels: 50 error, 60 fatal.
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 50) errors += 1;
    });
  }
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return { child, errors: () => errors };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** Resident memory of a process, from Linux's /proc (MB). */
function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(/\d+/.exec(line ?? '')?.[0] ?? 0) / 1024);
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

/** A process's CPU time so far, user and kernel, from Linux's /proc (µs). */
function cpuMicros(pid: number): number {
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;

async function measure(target: BenchCall, serverPid: number, base = BASE): Promise<Omit<Figure, 'kind'>> {
  const rounds: Omit<Figure, 'kind'>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpuBefore = cpuMicros(serverPid);
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
      serverMicrosPerRequest: (cpuMicros(serverPid) - cpuBefore) / Math.max(result.requests.total, 1),
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    name: target.name,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    serverMicrosPerRequest: median(rounds.map((r) => r.serverMicrosPerRequest!)),
    errors: rounds.reduce((total, r) => total + r.errors, 0),
    acknowledged: rounds.reduce((total, r) => total + r.acknowledged, 0),
  };
}

/** Orders after `afterId` with their items and address: the ones stored complete. */
async function ordersStored(
  databaseUrl: string,
  afterId: number,
): Promise<{ stored: number; lastId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ count: string; last: string | null }>(
    `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
                              AND EXISTS (SELECT 1 FROM order_addresses a WHERE a.order_id = o.id)) AS count,
            max(o.id) AS last
     FROM orders o WHERE o.id > $1`,
    [afterId],
  );
  await client.end();
  return { stored: Number(rows[0]!.count), lastId: Number(rows[0]!.last ?? afterId) };
}

/**
 * The jobs that work out what a freshly seeded catalogue leaves stale: every chef's next available
 * date and trust badges (chef-signals.service.ts), as a server does once after an import.
 */
const CATCH_UP_JOBS = ['next-available', 'trust-badges'];
const CATCH_UP_MAX_MS = 20 * 60_000;

/** Due at once on the next server's start (a schedule kept from an earlier size's run would wait). */
async function catchUpOnStart(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`UPDATE job_schedules SET next_run_at = now() WHERE name = ANY($1)`, [CATCH_UP_JOBS]);
  await client.end();
}

/**
 * Waits until the server has worked out every chef the seed left stale, each catch-up job having
 * finished a run since it started: the calls are measured on a catalogue in its steady state, not
 * beside a server working through 100,000 chefs. Answers the seconds it took.
 */
async function caughtUp(databaseUrl: string, serverStartedAt: Date): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ stale: string; running: string }>(
        `SELECT (SELECT count(*) FROM chef_signal_marks) AS stale,
                (SELECT count(*) FROM job_schedules WHERE name = ANY($1)
                   AND (last_finished_at IS NULL OR last_finished_at < $2)) AS running`,
        [CATCH_UP_JOBS, serverStartedAt],
      );
      const waited = Date.now() - serverStartedAt.getTime();
      if (Number(rows[0]!.stale) === 0 && Number(rows[0]!.running) === 0) return waited / 1000;
      if (waited > CATCH_UP_MAX_MS)
        throw new Error(`the server had not caught up after ${CATCH_UP_MAX_MS / 60_000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    await client.end();
  }
}

async function lastOrderId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ last: string | null }>(`SELECT max(id) AS last FROM orders`);
  await client.end();
  return Number(rows[0]!.last ?? 0);
}

/** The bench's side of an HTTP exchange. */
const http: Http = async ({ method, path: at, form, cookie }) => {
  const response = await fetch(`${BASE}${at}`, {
    method,
    headers: {
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return {
    status: response.status,
    body: await response.text(),
    cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]!),
  };
};

/**
 * A call that answers with an error would be measured as a fast failure: each is tried once first,
 * and a non-2xx answer stops the run with what the server said (a benchmark of 404s measures
 * nothing). Answers the cookies the call set (a visitor's guest id on the fees call), which a
 * browser sends back on its next calls: the measured calls carry them, or each would be a first visit.
 */
async function answersSuccessfully(target: BenchCall): Promise<string | undefined> {
  const answer = await http(target);
  if (answer.status >= 300) {
    throw new Error(
      `${target.name}: ${target.method} ${target.path} answered ${answer.status} ${answer.body}`,
    );
  }
  return answer.cookies.length ? answer.cookies.join('; ') : undefined;
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const startedAt = new Date();
console.log(`bench started ${startedAt.toISOString()}, load average ${load()}, ${os.cpus().length} cores`);
const reports: SizeReport[] = [];
const databaseUrl = await ensureDatabase(DATABASE);
for (const chefs of SIZES) {
  process.stdout.write(`\nseeding ${chefs} chefs, ${chefs * 10} dishes and ${chefs * 10} orders... `);
  const seeded = await seedCatalog(databaseUrl, chefs);
  console.log(
    `done in ${seeded.seconds.toFixed(0)} s (${seeded.reviews} reviews, ${seeded.messages} messages), load average ${load()}`,
  );
  await catchUpOnStart(databaseUrl);
  const serverStartedAt = new Date();
  const server = await startServer(databaseUrl);
  const catchUpSeconds = await caughtUp(databaseUrl, serverStartedAt);
  console.log(
    `server started; it worked out the seeded chefs' dates and badges in ${catchUpSeconds.toFixed(0)} s`,
  );
  const balancer = BALANCER ? startBalancer() : undefined;
  const figures: Figure[] = [];
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
    const database = await openPostgres(databaseUrl, 2, { migrate: false });
    const targets = (await benchCalls(database.db, http, new Date()).finally(() => database.close())).filter(
      (target) =>
        target.kind === 'bare' ||
        CALLS.length === 0 ||
        CALLS.some((word) => target.name.toLowerCase().includes(word)),
    );
    const errorsBefore = server.errors();
    for (const target of targets) {
      const cookiesSet = await answersSuccessfully(target);
      if (cookiesSet && !target.cookie && target.kind === 'read') target.cookie = cookiesSet;
      const ordersBefore = target.kind === 'write' ? await lastOrderId(databaseUrl) : 0;
      const figure: Figure = { ...(await measure(target, server.child.pid!)), kind: target.kind };
      if (BALANCER) {
        const through = await measure(target, server.child.pid!, BALANCER);
        figure.viaBalancer = {
          ...through,
          ratioToDirect: through.requestsPerSecond / figure.requestsPerSecond,
        };
        figure.acknowledged += through.acknowledged;
      }
      if (target.kind === 'write') {
        // Requests still in flight when a round ends may commit unanswered, so stored can exceed
        // acknowledged by at most one per connection and round; it can never fall short.
        const { stored } = await ordersStored(databaseUrl, ordersBefore);
        figure.stored = stored;
        const most = figure.acknowledged + CONNECTIONS * ROUNDS * (BALANCER ? 2 : 1);
        console.log(
          `         ${figure.acknowledged} orders acknowledged, ${stored} stored complete: ` +
            (stored >= figure.acknowledged && stored <= most
              ? 'every acknowledged order is stored'
              : 'MISSES: not every acknowledged order is stored'),
        );
      }
      figure.ratioToBare = figures[0] ? figure.requestsPerSecond / figures[0].requestsPerSecond : 1;
      figures.push(figure);
      const missed = misses(figure);
      console.log(
        `${chefs.toString().padStart(6)} chefs | ${target.name.padEnd(28)} | ${figure.requestsPerSecond.toFixed(0).padStart(7)} req/s | ` +
          `p50 ${String(figure.p50).padStart(4)} ms | p99 ${String(figure.p99).padStart(4)} ms | ${(figure.ratioToBare * 100).toFixed(0).padStart(3)}% of bare | ` +
          `server ${figure.serverMicrosPerRequest!.toFixed(0).padStart(4)} µs/req | errors ${figure.errors}` +
          (missed.length ? ` | MISSES: ${missed.join(', ')}` : ''),
      );
      const via = figure.viaBalancer;
      if (via)
        console.log(
          `${''.padStart(6)}  via HAProxy  ${''.padEnd(16)} | ${via.requestsPerSecond.toFixed(0).padStart(7)} req/s | ` +
            `p50 ${String(via.p50).padStart(4)} ms | p99 ${String(via.p99).padStart(4)} ms | ${(via.ratioToDirect * 100).toFixed(0).padStart(3)}% of direct | errors ${via.errors}`,
        );
    }
    const report: SizeReport = {
      chefs,
      seedSeconds: Math.round(seeded.seconds),
      figures,
      rssMb: rssMb(server.child.pid!),
      errorsLogged: server.errors() - errorsBefore,
    };
    reports.push(report);
    console.log(
      `${chefs.toString().padStart(6)} chefs | server memory (RSS) after the calls: ${report.rssMb} MB | ` +
        `lines logged at error level: ${report.errorsLogged} | load average ${load()}`,
    );
  } finally {
    balancer?.kill('SIGKILL');
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

const largest = reports.at(-1)!;
const verdicts = judge(reports);
console.log(`\nTargets at ${largest.chefs} chefs (same run, same machine; load average now ${load()}):`);
for (const { what, verdict } of verdicts) console.log(`  ${what.padEnd(30)} ${verdict}`);
const markdown = benchTable(reports, verdicts);
console.log(`\n${markdown}`);

const out = path.resolve('scripts/bench/results/bench.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      measuredAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      seconds: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      throughBalancer: Boolean(BALANCER),
      targets: TARGETS,
      reports,
      growth: growthOf(reports),
      verdicts,
    },
    null,
    2,
  ),
);
fs.writeFileSync(path.resolve('scripts/bench/results/bench.md'), `${markdown}\n`);
console.log(`\nfigures written to ${path.relative(process.cwd(), out)} and bench.md beside it`);
