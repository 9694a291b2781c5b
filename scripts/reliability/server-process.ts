import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The repository root: the server is started from there, as `npm start` does. */
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A new, empty database on the server named by `serverUrl`; `drop` removes it again. */
export async function createDatabase(serverUrl: string) {
  const name = `rel_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The real server (server/main.ts) as its own process on PostgreSQL, so a test can kill -9 it or
 * take its database away and watch what a client sees.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-'));
  stderr = '';

  private constructor(
    readonly databaseUrl: string,
    readonly port: number,
  ) {}

  static async create(databaseUrl: string) {
    return new ServerProcess(databaseUrl, await freePort());
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start({ demoData = false } = {}) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: this.databaseUrl,
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DEMO_DATA: String(demoData),
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'reliability-suite-session-secret-0123456789',
        RATE_LIMIT_PER_MINUTE: '1000000',
        // The load orders from this one machine's addresses and leaves orders unpaid.
        UNPAID_HOLD_LIMITS: 'off',
        PAGE_RENDERS_PER_MINUTE: '1000000',
        // The faults are about the database path: no visitor's page may come from the read cache.
        READ_CACHE_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-20_000);
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`server exited at start:\n${this.stderr}`);
      try {
        if ((await fetch(`${this.baseUrl}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not start in time:\n${this.stderr}`);
  }

  /** kill -9: no shutdown hook runs, requests in flight are cut. */
  async kill() {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop() {
    const child = this.child;
    if (child && this.alive) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
