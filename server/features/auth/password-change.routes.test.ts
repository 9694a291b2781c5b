import { expect, test } from 'vitest';
import {
  buildTestApps,
  describeApi,
  GOOD_PASSWORD,
  TEST_BACKENDS,
  TestClient,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';
import { pinFrom, registered } from './auth-test-setup.ts';

describeApi('POST /secure/password ends the other sessions', (ctx) => {
  test('changing the password signs out every other session and rotates this one', async () => {
    const t = ctx();
    const { client: here, email } = await registered(t);
    const elsewhere = new TestClient(t.app);
    await elsewhere.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD });
    expect((await elsewhere.get('/secure/me')).statusCode).toBe(200);
    const before = here.sessionCookie!;

    const changed = await here.post('/secure/password', {
      currentPassword: GOOD_PASSWORD,
      password: 'Naujas-Slaptas7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // This browser stays signed in, under a new session id; the old id is dead.
    expect(here.sessionCookie).toBeDefined();
    expect(here.sessionCookie).not.toBe(before);
    expect((await here.get('/secure/me')).statusCode).toBe(200);
    const replay = new TestClient(t.app);
    replay.setCookie('sid', before);
    expect((await replay.get('/secure/me')).statusCode).toBe(401);
    // Every other session of the account is gone.
    expect((await elsewhere.get('/secure/me')).statusCode).toBe(401);
  });

  test('a refused change ends nothing', async () => {
    const t = ctx();
    const { client: here, email } = await registered(t);
    const elsewhere = new TestClient(t.app);
    await elsewhere.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD });
    const before = here.sessionCookie;
    const refused = await here.post('/secure/password', {
      currentPassword: 'Wrong-Pass9',
      password: 'Naujas-Slaptas7',
    });
    expect(refused.statusCode).toBe(400);
    expect(here.sessionCookie).toBe(before);
    expect((await here.get('/secure/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/secure/me')).statusCode).toBe(200);
  });
});

test.each(TEST_BACKENDS)(
  'a password change or a PIN sign-in that voids the password ends sessions kept on another app server [%s]',
  async (backend) => {
    const { apps, closeAll } = await buildTestApps(backend, 2, { env: { READ_CACHE_MS: '60000' } });
    try {
      const [a, b] = apps as [TestApp, TestApp];
      const { client: onA, email } = await registered(a);
      const onB = new TestClient(b.app);
      await onB.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD });
      // B keeps its session's user in memory.
      expect((await onB.get('/secure/me')).statusCode).toBe(200);
      expect((await onB.get('/secure/me')).statusCode).toBe(200);
      expect(
        (await onA.post('/secure/password', { currentPassword: GOOD_PASSWORD, password: 'Naujas-Slaptas7' }))
          .statusCode,
      ).toBe(200);
      await expect.poll(async () => (await onB.get('/secure/me')).statusCode, { timeout: 5000 }).toBe(401);
      expect((await onA.get('/secure/me')).statusCode).toBe(200);

      // An unproven account taken back by a PIN on A: its sessions kept on B end too.
      const victim = uniqueEmail('victim');
      const squatter = new TestClient(b.app);
      await squatter.post('/register', { identityKey: victim, password: GOOD_PASSWORD, type: 'email' });
      expect((await squatter.get('/secure/me')).statusCode).toBe(200);
      expect((await squatter.get('/secure/me')).statusCode).toBe(200);
      const owner = new TestClient(a.app);
      await owner.post('/one-time-pin', { identityKey: victim });
      expect(
        (await owner.post('/pin-login', { identityKey: victim, pin: pinFrom(a, victim) })).statusCode,
      ).toBe(200);
      await expect
        .poll(async () => (await squatter.get('/secure/me')).statusCode, { timeout: 5000 })
        .toBe(401);
    } finally {
      await closeAll();
    }
  },
  120_000,
);
