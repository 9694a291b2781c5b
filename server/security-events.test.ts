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
  refusal?: string;
  code?: string;
  fields?: string[];
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

describeApi('validation refusals on sign-in and payment routes are security events (G18)', (ctx) => {
  test('a 400 on a sign-in route is an authentication failure naming the fields, never their values', async () => {
    const t = ctx();
    const email = uniqueEmail('probe');
    const client = new TestClient(t.app);
    const refused = await client.post('/pw-login', { identityKey: email, type: 'email' });
    expect(refused.statusCode).toBe(400);
    const wrongShape = await client.post('/pin-login', {
      identityKey: 'not-an-address-4471',
      pin: 'x9x9x9x9',
    });
    expect(wrongShape.statusCode).toBe(400);

    const lines = securityLines(t).filter((line) => line.status === 400);
    expect(lines).toEqual([
      expect.objectContaining({
        securityEvent: 'authentication',
        factor: 'password',
        outcome: 'failure',
        refusal: 'invalid',
        code: 'errors.validationFailed',
        fields: ['password'],
        route: 'POST /pw-login',
      }),
      expect.objectContaining({
        securityEvent: 'authentication',
        factor: 'pin',
        refusal: 'invalid',
        fields: expect.arrayContaining(['identityKey', 'pin']),
        route: 'POST /pin-login',
      }),
    ]);
    const logged = JSON.stringify(securityLines(t));
    for (const typed of [email, 'not-an-address-4471', 'x9x9x9x9']) expect(logged).not.toContain(typed);
  });

  test('a 400 on a payment route is an "invalid" event on the matched route, with the account', async () => {
    const t = ctx();
    const customer = new TestClient(t.app);
    const id = (
      await customer.post('/register', { identityKey: uniqueEmail(), password: GOOD_PASSWORD })
    ).json().model.authorized.id as string;
    // The URL as sent carries a query; the line names the route Fastify matched.
    const intent = await customer.post('/secure/stripe-intent?probe=1', {
      orderId: 'x-7731-probe',
      amount: '-987654',
    });
    expect(intent.statusCode).toBe(400);
    const card = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      id: 'pi_probe',
      secret: 'secret_probe',
      cardNumber: '4000 0566 5566 5556 4000 0566 5566 5556',
      expiry: '12/30',
      cvc: '123',
    });
    expect(card.statusCode).toBe(400);
    // A 400 elsewhere stays a request line.
    const profile = await customer.post('/secure/user-info', { firstName: 'x'.repeat(500) });
    expect(profile.statusCode).toBe(400);

    const lines = securityLines(t).filter((line) => line.securityEvent === 'invalid');
    expect(lines).toEqual([
      expect.objectContaining({
        securityEvent: 'invalid',
        refusal: 'invalid',
        fields: ['orderId', 'amount'],
        route: 'POST /secure/stripe-intent',
        userId: id,
      }),
      expect.objectContaining({
        securityEvent: 'invalid',
        fields: ['cardNumber'],
        route: 'POST /payments/sandbox/confirm',
      }),
    ]);
    expect(lines[1]!.userId).toBeUndefined();
    const logged = JSON.stringify(securityLines(t));
    for (const typed of ['x-7731-probe', '-987654', '4000 0566', 'secret_probe'])
      expect(logged).not.toContain(typed);
  });
});
