import net from 'node:net';
import { Readable, Writable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

/**
 * A client that closes its connection while its answer is still being made (a load generator
 * ending its round, a phone losing signal) is not a server error: under load, 'Premature close'
 * was logged as an unexpected error for every such client.
 */
test('a client gone before its answer is logged at info, not as an error', async () => {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
          done();
        },
      }),
    },
  });
  registerErrorHandler(app);
  await app.register(compress, { threshold: 0 });
  let asked = () => {};
  const answering = new Promise<void>((resolve) => (asked = resolve));
  // An answer still being made (a compressed stream nothing has been written to yet), to a request
  // whose body was read: Fastify then hands the stream's 'Premature close' to the error handler.
  app.post('/slow', async (_request, reply) => {
    asked();
    return reply.type('application/json').send(new Readable({ read() {} }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      'POST /slow HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    await answering;
    socket.destroy();
    // What the server logs of it, once it has noticed.
    await expect.poll(() => lines.some((line) => /closed|error/.test(line.msg))).toBe(true);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
    expect(lines.some((line) => line.level === 30 && line.msg.includes('client closed'))).toBe(true);
  } finally {
    await app.close();
  }
});
