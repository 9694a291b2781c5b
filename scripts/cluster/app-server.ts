import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './cluster-config.ts';

/** One app server: `node server/main.ts` from a release folder's build, logging to a file. */
export class AppServer {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  release = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(release: string) {
    this.release = release;
    const out = fs.openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...this.env, PORT: String(this.port), WEB_ROOT: path.join(release, 'web') },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  async waitReady(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`${this.name} exited at start:\n${this.tail()}`);
      if ((await status(`${this.url}/health`)) === 200) return;
      await sleep(200);
    }
    throw new Error(`${this.name} did not become ready:\n${this.tail()}`);
  }

  /** SIGTERM, as a deploy stops it: it drains, finishes what is in flight and exits. */
  async stop() {
    this.child?.kill('SIGTERM');
    await this.exited;
  }

  /** kill -9: nothing of its own shutdown runs. */
  async kill() {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  exitCode() {
    return this.child?.exitCode;
  }

  tail(lines = 30) {
    return fs.existsSync(this.logFile)
      ? fs.readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n')
      : '';
  }

  /** Whether it has logged this message (a pino line's `msg`), since its log began. */
  logged(message: string): boolean {
    return fs.readFileSync(this.logFile, 'utf8').includes(`"msg":${JSON.stringify(message)}`);
  }

  /** Its JSON log lines (pino). */
  logLines(): Record<string, unknown>[] {
    return fs
      .readFileSync(this.logFile, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  }
}

async function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
  });
}
