import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { makeMp4 } from './test/fixtures.ts';
import {
  buildTestApp,
  multipartBody,
  signUp,
  TEST_BACKENDS,
  uploadFile,
  type TestApp,
} from './test/test-app.ts';

describe('uploads', () => {
  test.each(TEST_BACKENDS)(
    'finding 6: a malformed multipart body is a 400 envelope and leaves nothing [%s]',
    async (backend) => {
      const t = await buildTestApp(backend);
      try {
        const { client } = await signUp(t.app);
        const boundary = 'b'.repeat(100);
        const part = (b: string) =>
          `--${b}\r\nContent-Disposition: form-data; name="data"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
        const bodies: [string, string | Buffer][] = [
          ['multipart/form-data; boundary=xyz', Buffer.concat([Buffer.from(part('xyz')), makeMp4(20_000)])],
          [
            'multipart/form-data',
            Buffer.concat([Buffer.from(part('xyz')), makeMp4(2_000), Buffer.from('\r\n--xyz--\r\n')]),
          ],
          [
            `multipart/form-data; boundary=${boundary}`,
            Buffer.concat([
              Buffer.from(part(boundary)),
              makeMp4(2_000),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ]),
          ],
          ['multipart/form-data; boundary=xyz', '--xyz\r\nthis is no header\r\n\r\nhello\r\n--xyz--\r\n'],
        ];
        for (const [contentType, payload] of bodies) {
          const response = await client.request({
            method: 'POST',
            url: '/secure/file-upload',
            payload,
            headers: { 'content-type': contentType },
          });
          expect(response.statusCode, contentType).toBe(400);
          expect(response.json().success, contentType).toBe(false);
        }
        expect(leftovers(t)).toEqual([]);
      } finally {
        await t.app.close();
      }
    },
  );

  test('finding 6: an upload aborted mid-stream leaves no bytes behind', async () => {
    const t = await buildTestApp('pglite');
    try {
      const { client } = await signUp(t.app);
      const port = await t.app
        .listen({ port: 3321, host: '127.0.0.1' })
        .then((address) => new URL(address).port);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const head = `--xyz\r\nContent-Disposition: form-data; name="data"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
      socket.write(
        `POST /secure/file-upload HTTP/1.1\r\nHost: localhost\r\nCookie: sid=${client.sessionCookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: 20000000\r\n\r\n${head}`,
      );
      socket.write(makeMp4(2_000_000));
      // The server has begun to write the upload down; then the client is gone.
      await waitFor(() => leftoverBytes(t) > 0);
      socket.destroy();
      await waitFor(() => leftovers(t).length === 0);
      expect(leftovers(t)).toEqual([]);
    } finally {
      await t.app.close();
    }
  });

  test('finding 6: each user has a storage quota (STORAGE_QUOTA_MB), said in their language', async () => {
    const t = await buildTestApp('pglite', { env: { STORAGE_QUOTA_MB: '1' } });
    try {
      const { client } = await signUp(t.app);
      const upload = (lang: string) => {
        const body = multipartBody('cv.mp4', makeMp4(400_000), 'video/mp4');
        return client.request({
          method: 'POST',
          url: '/secure/file-upload',
          payload: body.payload,
          headers: { ...body.headers, 'accept-language': lang },
        });
      };
      expect((await upload('en')).statusCode).toBe(200);
      expect((await upload('en')).statusCode).toBe(200);
      const refused = await upload('lt');
      expect(refused.statusCode).toBe(413);
      expect(refused.json().messages[0].code).toBe('files.quotaExceeded');
      expect(leftovers(t)).toEqual([]);
      // Someone else still has room.
      const other = await signUp(t.app);
      expect((await uploadFile(other.client, 'cv.mp4', makeMp4(400_000), 'video/mp4')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});

/** What uploads left in the upload area of the app's disk store. */
function leftovers(t: TestApp): string[] {
  const dir = path.join(t.filesRoot, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function leftoverBytes(t: TestApp): number {
  return leftovers(t).reduce((sum, name) => sum + fs.statSync(path.join(t.filesRoot, 'tmp', name)).size, 0);
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
