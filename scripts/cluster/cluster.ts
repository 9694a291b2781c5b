import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLocalS3 } from '../../server/test/local-s3.ts';
import { AppServer } from './app-server.ts';
import { log, PORTS, RATE_LIMIT, ROOT, SESSION_SECRET, postgresBin, run } from './cluster-config.ts';
import { MailCatcher } from './mail-catcher.ts';
import { S3Front } from './s3-front.ts';

/**
 * A whole deployment on this machine for `npm run test:cluster` (docs/deploy.md): its own
 * PostgreSQL (initdb into a temporary folder), Redis, S3-compatible server, mail server, N app
 * servers (the real server/main.ts, each its own process) and HAProxy with deploy/haproxy.cfg.
 * Nothing of the machine's own PostgreSQL or Redis is touched.
 */
export class Cluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  readonly mail = new MailCatcher();
  readonly s3Front = new S3Front(PORTS.s3, PORTS.s3Store);
  readonly apps: AppServer[] = [];
  readonly databaseUrl = `postgres://postgres@127.0.0.1:${PORTS.postgres}/marketplace`;
  readonly balancerUrl = `http://127.0.0.1:${PORTS.balancer}`;
  /**
   * Builds of the web app: A, the current one, B, the next release, and C, the one after it (see
   * `prepareReleases`).
   */
  readonly releases = {
    a: path.join(this.dir, 'release-a'),
    b: path.join(this.dir, 'release-b'),
    c: path.join(this.dir, 'release-c'),
  };
  /** A's entry script, which B and C do not have. */
  oldEntry = '';
  /** Each release's entry script. */
  readonly entries: Record<string, string> = {};
  private pgData = '';
  private processes: ChildProcess[] = [];
  private s3: Awaited<ReturnType<typeof startLocalS3>> | undefined;

  async startServices() {
    await Promise.all([this.startPostgres(), this.startRedis(), this.mail.start(PORTS.smtp)]);
    this.s3 = await startLocalS3({ port: PORTS.s3Store });
    await this.s3Front.switchTo('up');
    log('PostgreSQL, Redis, S3 and SMTP are up');
  }

  private async startPostgres() {
    this.pgData = fs.mkdtempSync('/tmp/cluster-pg-');
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', this.pgData]);
    run(
      postgresBin('initdb'),
      ['-D', this.pgData, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
      {
        asPostgres: true,
      },
    );
    const options = [
      `-p ${PORTS.postgres}`,
      `-k ${this.pgData}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run(
      postgresBin('pg_ctl'),
      ['-D', this.pgData, '-o', options, '-l', `${this.pgData}/log`, '-w', 'start'],
      {
        asPostgres: true,
      },
    );
    run(
      postgresBin('createdb'),
      ['-h', '127.0.0.1', '-p', String(PORTS.postgres), '-U', 'postgres', 'marketplace'],
      {
        asPostgres: true,
      },
    );
  }

  private async startRedis() {
    const redis = spawn(
      'redis-server',
      ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    this.processes.push(redis);
    for (let i = 0; i < 50; i++) {
      try {
        if (run('redis-cli', ['-p', String(PORTS.redis), 'ping']).trim() === 'PONG') return;
      } catch {
        // not yet
      }
      await sleep(100);
    }
    throw new Error('redis-server did not start');
  }

  /**
   * Release A is the current build (dist/). Releases B and C stand for the next deploys: the same
   * build with its entry script under another name, as a changed app would have, so A's pages ask
   * for a script B does not have.
   */
  prepareReleases() {
    const dist = path.join(ROOT, 'dist');
    if (!fs.existsSync(path.join(dist, 'web', 'index.html')))
      throw new Error('build the app first: npm run build');
    for (const release of Object.values(this.releases)) {
      fs.cpSync(dist, release, { recursive: true });
      // As in the project: the server-side renderer's chunks are ES modules.
      fs.writeFileSync(path.join(release, 'package.json'), '{ "type": "module" }\n');
    }
    const html = fs.readFileSync(path.join(this.releases.a, 'web', 'index.html'), 'utf8');
    const entry = html.match(/src="\/_app\/(index-[\w-]+)\.js"/)![1]!;
    this.oldEntry = `/_app/${entry}.js`;
    this.entries.a = this.oldEntry;
    for (const [name, suffix] of [
      ['b', 'next'],
      ['c', 'after'],
    ] as const) {
      const web = path.join(this.releases[name], 'web');
      const renamed = `${entry}-${suffix}`;
      this.entries[name] = `/_app/${renamed}.js`;
      for (const copy of ['', '.br', '.gz']) {
        const from = path.join(web, '_app', `${entry}.js${copy}`);
        if (fs.existsSync(from)) fs.renameSync(from, path.join(web, '_app', `${renamed}.js${copy}`));
      }
      for (const file of ['index.html', path.join('.vite', 'manifest.json')]) {
        const full = path.join(web, file);
        fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll(`${entry}.js`, `${renamed}.js`));
        for (const copy of ['.br', '.gz']) fs.rmSync(`${full}${copy}`, { force: true });
      }
    }
  }

  /** The app servers, all started at once on the empty database. */
  async startApps(release = this.releases.a) {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      SESSION_SECRET,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      ...this.s3!.env,
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      PUBLIC_URL: this.balancerUrl,
      TRUST_PROXY: '127.0.0.1',
      // The scraper is this machine's 127.0.0.1; the test's other loopback addresses are outsiders.
      METRICS_ALLOW: '127.0.0.1',
      DEMO_DATA: 'true',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      // The load orders from this one machine's addresses and leaves orders unpaid.
      UNPAID_HOLD_LIMITS: 'off',
      PAGE_RENDERS_PER_MINUTE: '1000000',
      DRAIN_DELAY_MS: '3000',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(this.dir, 'data'),
      // One settable clock for the three (stored in PostgreSQL, features/test-clock/shared-clock.ts):
      // the test moves it to a service day instead of moving the orders' dates. A production
      // server refuses it without this explicit switch.
      TEST_CLOCK: 'true',
      ALLOW_TEST_CLOCK_IN_PRODUCTION: 'true',
    };
    PORTS.apps.forEach((port, index) => {
      this.apps.push(new AppServer(`app${index + 1}`, port, env, path.join(this.dir, `app${index + 1}.log`)));
    });
    for (const app of this.apps) app.start(release);
    // The first start migrates and seeds (demo photos resized and stored), on a machine a CI run
    // may be sharing: a generous wait, which costs nothing when the servers are quick.
    await Promise.all(this.apps.map((app) => app.waitReady(150_000)));
    log('3 app servers are up');
  }

  async startBalancer() {
    const haproxy = spawn('haproxy', ['-db', '-f', path.join(ROOT, 'deploy', 'haproxy.cfg')], {
      env: {
        ...process.env,
        BALANCER_BIND: `127.0.0.1:${PORTS.balancer}`,
        BALANCER_STATS_BIND: `127.0.0.1:${PORTS.stats}`,
        APP1: `127.0.0.1:${PORTS.apps[0]}`,
        APP2: `127.0.0.1:${PORTS.apps[1]}`,
        APP3: `127.0.0.1:${PORTS.apps[2]}`,
      },
      stdio: ['ignore', 'ignore', fs.openSync(path.join(this.dir, 'haproxy.log'), 'a')],
    });
    this.processes.push(haproxy);
    await this.waitForBalancer((states) => states.every((state) => state === 'UP'));
    log('HAProxy is up with every app server');
  }

  /** Each app server's state as HAProxy sees it (UP, DOWN, ...), from its stats CSV. */
  async serverStates(): Promise<Record<string, string>> {
    const csv = await new Promise<string>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${PORTS.stats}/;csv`, { agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const [proxy, server, ...rest] = line.split(',');
      if (proxy === 'app' && server?.startsWith('app')) states[server] = rest[15]!.split(' ')[0]!;
    }
    return states;
  }

  async waitForBalancer(condition: (states: string[]) => boolean, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    let states: Record<string, string> = {};
    while (Date.now() < deadline) {
      try {
        states = await this.serverStates();
        if (Object.keys(states).length === this.apps.length && condition(Object.values(states)))
          return states;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the balancer did not get there: ${JSON.stringify(states)}`);
  }

  async stop() {
    await Promise.all(this.apps.map((app) => (app.alive ? app.kill() : undefined)));
    for (const child of this.processes) child.kill('SIGKILL');
    await this.mail.stop().catch(() => {});
    await this.s3Front.stop().catch(() => {});
    await this.s3?.stop().catch(() => {});
    if (this.pgData) {
      try {
        run(postgresBin('pg_ctl'), ['-D', this.pgData, '-m', 'immediate', 'stop'], { asPostgres: true });
      } catch {
        // already stopped
      }
      fs.rmSync(this.pgData, { recursive: true, force: true });
    }
    if (!process.env.CLUSTER_KEEP) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
