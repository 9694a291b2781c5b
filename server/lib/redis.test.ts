import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { connectRedis } from './redis.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.push(child);
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.end());
    });
    if (up) return child;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

test.skipIf(!hasRedis)(
  'Redis lost and back: one warning when it goes, one line when it is back, however many retries',
  async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const lines: { level: number; msg: string; redisDownMs?: number }[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(JSON.parse(String(chunk)));
            done();
          },
        }),
      },
    });
    try {
      const client = await connectRedis(app, `redis://127.0.0.1:${port}`);
      expect(client.status).toBe('ready');
      const about = (text: string) => lines.filter((line) => line.msg.startsWith(text));

      redis.kill('SIGKILL');
      await until(() => about('Redis unreachable').length > 0);
      await sleep(1500); // several reconnection attempts fail meanwhile
      redis = await startRedis(port);
      await until(() => about('Redis reconnected').length > 0);
      expect(client.status).toBe('ready');
      expect(about('Redis unreachable')).toHaveLength(1);
      expect(about('Redis unreachable')[0]!.level).toBe(40);
      const back = about('Redis reconnected');
      expect(back).toHaveLength(1);
      expect(back[0]!.redisDownMs).toBeGreaterThan(1000);

      // A second outage is reported again, once.
      redis.kill('SIGKILL');
      await until(() => about('Redis unreachable').length === 2);
      redis = await startRedis(port);
      await until(() => about('Redis reconnected').length === 2);
    } finally {
      await app.close();
    }
  },
  60_000,
);
