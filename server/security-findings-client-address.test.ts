import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildTestApp, GOOD_PASSWORD, signUp, TestClient, TEST_BACKENDS } from './test/test-app.ts';

describe('limits by the real client address', () => {
  test.each(TEST_BACKENDS)(
    'finding 7: one office address does not lock everyone out of sign-in [%s]',
    async (backend) => {
      const t = await buildTestApp(backend, { env: { TRUST_PROXY: '1' } });
      try {
        const victim = await signUp(t.app);
        const colleague = await signUp(t.app);
        // Everyone comes through the balancer at 10.0.0.2; X-Forwarded-For names the client.
        const from = (client: string) => new TestClient(t.app, { 'x-forwarded-for': client }, '10.0.0.2');
        const attacker = from('203.0.113.9');
        for (let i = 0; i < 10; i++)
          await attacker.post('/pw-login', { identityKey: victim.email, password: `Wrong${i}x` });
        const locked = await attacker.post('/pw-login', {
          identityKey: victim.email,
          password: GOOD_PASSWORD,
        });
        expect(locked.statusCode).toBe(429);
        // The same address signing in to another account, and the owner from elsewhere, are let in.
        expect(
          (await attacker.post('/pw-login', { identityKey: colleague.email, password: GOOD_PASSWORD }))
            .statusCode,
        ).toBe(200);
        expect(
          (
            await from('198.51.100.7').post('/pw-login', {
              identityKey: victim.email,
              password: GOOD_PASSWORD,
            })
          ).statusCode,
        ).toBe(200);
      } finally {
        await t.app.close();
      }
    },
    120_000,
  );

  test('finding 7: the request limit counts per client behind a trusted proxy, and not build files or pages', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>N</title></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(webRoot, '_app'));
    fs.writeFileSync(path.join(webRoot, '_app', 'app-1.js'), 'console.log(1)');
    const t = await buildTestApp('pglite', {
      webRoot,
      env: { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_PER_MINUTE: '5' },
    });
    try {
      const one = new TestClient(t.app, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.2');
      for (let i = 0; i < 20; i++) {
        expect((await one.get('/')).statusCode).toBe(200);
        expect((await one.get('/_app/app-1.js')).statusCode).toBe(200);
        expect((await one.get('/mp')).statusCode).toBe(200);
      }
      for (let i = 0; i < 5; i++) expect((await one.get('/payments/config')).statusCode).toBe(200);
      expect((await one.get('/payments/config')).statusCode).toBe(429);
      // Another client behind the same balancer has its own allowance; a spoofed header from outside does not.
      const other = new TestClient(t.app, { 'x-forwarded-for': '198.51.100.7' }, '10.0.0.2');
      expect((await other.get('/payments/config')).statusCode).toBe(200);
      const direct = new TestClient(t.app, { 'x-forwarded-for': '192.0.2.1' }, '203.0.113.9');
      expect((await direct.get('/payments/config')).statusCode).toBe(429);
    } finally {
      await t.app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
