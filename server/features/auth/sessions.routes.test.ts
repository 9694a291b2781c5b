import { expect, test } from 'vitest';
import {
  buildTestApps,
  describeApi,
  GOOD_PASSWORD,
  TEST_BACKENDS,
  TestClient,
  type TestApp,
} from '../../test/test-app.ts';
import { registered } from './auth-test-setup.ts';

describeApi('sessions: /secure/me and /logout', (ctx) => {
  test('/secure/ paths answer 401 without a session or with a forged one', async () => {
    const t = ctx();
    expect((await new TestClient(t.app).get('/secure/me')).statusCode).toBe(401);
    const forged = new TestClient(t.app);
    forged.setCookie('sid', 'x'.repeat(43));
    const response = await forged.get('/secure/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      messages: [{ message: 'Please sign in to continue.', code: 'pages.auth.loginRequired' }],
    });
  });

  test('a session ends after 1444 idle minutes, and activity keeps it alive', async () => {
    const t = ctx();
    const { client } = await registered(t);
    t.clock.advanceMinutes(1000);
    expect((await client.get('/secure/me')).statusCode).toBe(200);
    t.clock.advanceMinutes(1000);
    expect((await client.get('/secure/me')).statusCode).toBe(200);
    t.clock.advanceMinutes(1444);
    expect((await client.get('/secure/me')).statusCode).toBe(200);
    t.clock.advanceMinutes(1445);
    expect((await client.get('/secure/me')).statusCode).toBe(401);
  });

  test('logout ends the session on the server, not just in the browser', async () => {
    const t = ctx();
    const { client } = await registered(t);
    const sid = client.sessionCookie!;
    const response = await client.post('/logout');
    expect(response.statusCode).toBe(200);
    expect(client.sessionCookie).toBeUndefined();
    const replay = new TestClient(t.app);
    replay.setCookie('sid', sid);
    expect((await replay.get('/secure/me')).statusCode).toBe(401);
  });
});

test.each(TEST_BACKENDS)(
  'kept sessions end at once here and within moments on another app server [%s]',
  async (backend) => {
    const { apps, closeAll } = await buildTestApps(backend, 2, { env: { READ_CACHE_MS: '60000' } });
    try {
      const [a, b] = apps as [TestApp, TestApp];
      const { client: onA, email } = await registered(a);
      const cookie = onA.sessionCookie!;
      const onB = new TestClient(b.app);
      onB.setCookie('sid', cookie);
      const sessionReads = async () =>
        (await a.sql.during(() => onA.get('/secure/me'))).filter((statement) => /sessions/.test(statement));
      expect(await sessionReads()).not.toEqual([]);
      // Asked again, the session is the kept one: no query.
      expect(await sessionReads()).toEqual([]);
      expect((await onB.get('/secure/me')).statusCode).toBe(200);
      // Signed out on B: A, which kept the session, refuses it as soon as it hears.
      expect((await onB.post('/logout', {})).statusCode).toBe(200);
      await expect.poll(async () => (await onA.get('/secure/me')).statusCode, { timeout: 5000 }).toBe(401);
      // Signed in again and out on A itself: refused at once, here and on B.
      const again = new TestClient(a.app);
      await again.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD });
      const second = new TestClient(b.app);
      second.setCookie('sid', again.sessionCookie!);
      expect((await second.get('/secure/me')).statusCode).toBe(200);
      expect((await again.get('/secure/me')).statusCode).toBe(200);
      expect((await again.post('/logout', {})).statusCode).toBe(200);
      const afterLogout = new TestClient(a.app);
      afterLogout.setCookie('sid', second.sessionCookie!);
      expect((await afterLogout.get('/secure/me')).statusCode).toBe(401);
      await expect.poll(async () => (await second.get('/secure/me')).statusCode, { timeout: 5000 }).toBe(401);
    } finally {
      await closeAll();
    }
  },
  120_000,
);
