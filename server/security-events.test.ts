import { expect, test } from 'vitest';
import { describeApi, GOOD_PASSWORD, TestClient, uniqueEmail, type TestApp } from './test/test-app.ts';

interface SecurityLine {
  securityEvent: string;
  factor?: string;
  outcome?: string;
  status: number;
  route: string;
  userId?: string;
  ip: string;
}

function securityLines(t: TestApp): SecurityLine[] {
  return t.logs
    .map((line) => JSON.parse(line) as Partial<SecurityLine>)
    .filter((line): line is SecurityLine => typeof line.securityEvent === 'string');
}

describeApi('security events are logged, with the account and never what was typed', (ctx) => {
  test('each sign-in, failed or not, is one line with its factor, outcome, account and address', async () => {
    const t = ctx();
    const email = uniqueEmail('events');
    const client = new TestClient(t.app);
    const registered = await client.post('/register', { identityKey: email, password: GOOD_PASSWORD });
    const userId = registered.json().model.authorized.id as string;
    await client.post('/logout');
    await client.post('/pw-login', { identityKey: email, password: 'Wrong-Password-9', type: 'email' });
    await client.post('/pw-login', { identityKey: email, password: GOOD_PASSWORD, type: 'email' });

    const lines = securityLines(t).filter((line) => line.securityEvent === 'authentication');
    expect(lines.map(({ route, factor, outcome, userId: id }) => ({ route, factor, outcome, id }))).toEqual([
      { route: 'POST /register', factor: 'password', outcome: 'success', id: userId },
      { route: 'POST /logout', factor: 'signOut', outcome: 'success', id: userId },
      { route: 'POST /pw-login', factor: 'password', outcome: 'failure', id: undefined },
      { route: 'POST /pw-login', factor: 'password', outcome: 'success', id: userId },
    ]);
    expect(lines.every((line) => typeof line.ip === 'string' && line.ip.length > 0)).toBe(true);
    const logged = JSON.stringify(securityLines(t));
    for (const typed of [email, GOOD_PASSWORD, 'Wrong-Password-9']) expect(logged).not.toContain(typed);
  });

  test('a 401 and a 403 are refusals on the route Fastify matched, with the account when known', async () => {
    const t = ctx();
    await new TestClient(t.app).get('/secure/me');
    const customer = new TestClient(t.app);
    const id = (
      await customer.post('/register', { identityKey: uniqueEmail(), password: GOOD_PASSWORD })
    ).json().model.authorized.id as string;
    const forbidden = await customer.get('/secure/store-management/applications');
    expect(forbidden.statusCode).toBe(403);

    const refusals = securityLines(t).filter((line) => line.securityEvent !== 'authentication');
    expect(refusals).toEqual([
      expect.objectContaining({ securityEvent: 'unauthenticated', status: 401, route: 'GET /secure/me' }),
      expect.objectContaining({
        securityEvent: 'forbidden',
        status: 403,
        route: 'GET /secure/store-management/applications',
        userId: id,
      }),
    ]);
    expect(refusals[0]!.userId).toBeUndefined();
  });
});
