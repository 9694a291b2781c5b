import { expect, test } from 'vitest';
import { describeApi, GOOD_PASSWORD, TestClient, uniqueEmail } from '../../test/test-app.ts';
import { clientFromNewIp, registered } from './auth-test-setup.ts';

describeApi('POST /pw-login', (ctx) => {
  test('signs in with the right password and rotates the session id', async () => {
    const t = ctx();
    const { client, email } = await registered(t);
    const first = client.sessionCookie;
    const response = await client.post('/pw-login', {
      identityKey: email.toUpperCase(),
      password: GOOD_PASSWORD,
      type: 'email',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.authorized.identityKey).toBe(email);
    expect(client.sessionCookie).toBeDefined();
    expect(client.sessionCookie).not.toBe(first);
    const stale = new TestClient(t.app);
    stale.setCookie('sid', first!);
    expect((await stale.get('/secure/me')).statusCode).toBe(401);
    expect((await client.get('/secure/me')).statusCode).toBe(200);
  });

  test('a wrong password and an unknown e-mail get the same 401 on the e-mail field', async () => {
    const t = ctx();
    const { email } = await registered(t);
    for (const form of [
      { identityKey: email, password: 'Wrong1x' },
      { identityKey: uniqueEmail('nobody'), password: GOOD_PASSWORD },
    ]) {
      const response = await clientFromNewIp(t).post('/pw-login', form);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        messages: [
          { message: 'The credentials you entered are not valid.', code: 'pages.auth.invalidCredentials' },
          expect.objectContaining({ field: 'identityKey', code: 'pages.auth.invalidCredentials' }),
        ],
        fieldErrors: { identityKey: 'invalid' },
      });
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  test('after 10 failures in 15 minutes an address is refused with 429, then let in again', async () => {
    const t = ctx();
    const { email } = await registered(t);
    const client = clientFromNewIp(t);
    for (let i = 0; i < 10; i++) {
      expect(
        (await client.post('/pw-login', { identityKey: email, password: `Wrong${i}x` })).statusCode,
      ).toBe(401);
    }
    const blocked = await client.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json().messages[0]).toMatchObject({
      code: 'pages.auth.tooManySignInAttempts',
      params: { minutes: 15 },
    });
    expect(
      (await clientFromNewIp(t).post('/pw-login', { identityKey: email, password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(200);
    t.clock.advanceMinutes(16);
    expect((await client.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  test('a missing password is a 400 with its field', async () => {
    const response = await clientFromNewIp(ctx()).post('/pw-login', { identityKey: uniqueEmail() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ password: 'required' });
  });
});
