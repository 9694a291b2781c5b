import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SIGN_IN_FAILURES_PER_ADDRESS } from '#domain/constants.ts';
import { users } from '../../db/schema.ts';
import { describeApi, TestClient, uniqueEmail } from '../../test/test-app.ts';
import { clientFromNewIp, pinFrom, registered } from './auth-test-setup.ts';

describeApi('POST /one-time-pin and POST /pin-login', (ctx) => {
  test('answers alike for known and unknown addresses and mails a 6-digit PIN', async () => {
    const t = ctx();
    const { email } = await registered(t);
    const unknown = uniqueEmail('new');
    const known = await clientFromNewIp(t).post('/one-time-pin', { identityKey: email });
    const stranger = await clientFromNewIp(t).post('/one-time-pin', { identityKey: unknown });
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    const strip = (body: { messages: { params: { email?: string } }[] }) =>
      JSON.stringify(body).replaceAll(email, 'X').replaceAll(unknown, 'X');
    expect(strip(known.json())).toBe(strip(stranger.json()));
    expect(known.json().messages[0].code).toBe('pages.auth.oneTimePinSent');
    expect(pinFrom(t, email)).toMatch(/^\d{6}$/);
    expect(pinFrom(t, unknown)).toMatch(/^\d{6}$/);
  });

  test('the PIN signs in an existing user and marks the address verified', async () => {
    const t = ctx();
    const { email, id } = await registered(t);
    const client = clientFromNewIp(t);
    await client.post('/one-time-pin', { identityKey: email });
    const response = await client.post('/pin-login', { identityKey: email, pin: pinFrom(t, email) });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.authorized).toMatchObject({ id, verified: true });
    expect(response.json().model.authorized).not.toHaveProperty('newAccount');
    expect((await client.get('/secure/me')).statusCode).toBe(200);
  });

  test('a new address becomes a verified CUSTOMER, with mails in the language it asked in', async () => {
    const t = ctx();
    const email = uniqueEmail('lt');
    const client = new TestClient(t.app, { 'accept-language': 'lt-LT,lt;q=0.9' });
    await client.post('/one-time-pin', { identityKey: email });
    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Jūsų Namų šefas prisijungimo PIN kodas');
    expect(mail.text).toContain('Jūsų vienkartinis PIN kodas');
    const response = await client.post('/pin-login', { identityKey: email, pin: pinFrom(t, email) });
    expect(response.json().model.authorized).toMatchObject({
      identityKey: email,
      role: 'CUSTOMER',
      verified: true,
      newAccount: true,
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ language: 'lt', passwordHash: null });
  });

  test('a PIN works once', async () => {
    const t = ctx();
    const email = uniqueEmail();
    await clientFromNewIp(t).post('/one-time-pin', { identityKey: email });
    const pin = pinFrom(t, email);
    expect((await clientFromNewIp(t).post('/pin-login', { identityKey: email, pin })).statusCode).toBe(200);
    const again = await clientFromNewIp(t).post('/pin-login', { identityKey: email, pin });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({ pin: 'invalid' });
    expect(again.json().messages[0].code).toBe('pages.auth.pinExpired');
  });

  test('a PIN expires after 10 minutes', async () => {
    const t = ctx();
    const email = uniqueEmail();
    await clientFromNewIp(t).post('/one-time-pin', { identityKey: email });
    t.clock.advanceMinutes(10);
    const response = await clientFromNewIp(t).post('/pin-login', {
      identityKey: email,
      pin: pinFrom(t, email),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].code).toBe('pages.auth.pinExpired');
  });

  test('a wrong PIN is refused, and the 5th wrong try voids the PIN', async () => {
    const t = ctx();
    const email = uniqueEmail();
    await clientFromNewIp(t).post('/one-time-pin', { identityKey: email });
    const pin = pinFrom(t, email);
    const wrong = pin === '000000' ? '111111' : '000000';
    const client = clientFromNewIp(t);
    for (let i = 0; i < 5; i++) {
      const response = await client.post('/pin-login', { identityKey: email, pin: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({
        code: 'pages.auth.pinInvalid',
        message: 'The PIN is not valid. Check it and try again.',
      });
    }
    const right = await clientFromNewIp(t).post('/pin-login', { identityKey: email, pin });
    expect(right.statusCode).toBe(400);
    expect(right.json().messages[0].code).toBe('pages.auth.pinExpired');
  });

  test('a new PIN cancels the previous one', async () => {
    const t = ctx();
    const email = uniqueEmail();
    await clientFromNewIp(t).post('/one-time-pin', { identityKey: email });
    const first = pinFrom(t, email);
    t.mailer.sent.length = 0;
    await clientFromNewIp(t).post('/one-time-pin', { identityKey: email });
    const second = pinFrom(t, email);
    if (first !== second) {
      expect(
        (await clientFromNewIp(t).post('/pin-login', { identityKey: email, pin: first })).statusCode,
      ).toBe(400);
    }
    expect(
      (await clientFromNewIp(t).post('/pin-login', { identityKey: email, pin: second })).statusCode,
    ).toBe(200);
  });

  test('guessed PINs count as failed sign-ins for the address they come from', async () => {
    const t = ctx();
    const client = clientFromNewIp(t);
    // Spread over many accounts, an address may fail 100 times; per account, 10.
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max; i++) {
      const email = uniqueEmail();
      expect((await client.post('/pin-login', { identityKey: email, pin: '123456' })).statusCode).toBe(400);
    }
    expect((await client.post('/pin-login', { identityKey: uniqueEmail(), pin: '123456' })).statusCode).toBe(
      429,
    );
  });

  test('PIN e-mails are limited to 3 per address in 15 minutes and 10 a day', async () => {
    const t = ctx();
    const email = uniqueEmail();
    // One requester: the limit counts per address and requester (another network has its own).
    const asker = clientFromNewIp(t);
    const ask = () => asker.post('/one-time-pin', { identityKey: email });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messages[0].code).toBe('pages.auth.tooManyPinRequests');
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(3);
    for (let round = 0; round < 2; round++) {
      t.clock.advanceMinutes(16);
      for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(16);
    expect((await ask()).statusCode).toBe(200); // the 10th today
    t.clock.advanceMinutes(16);
    expect((await ask()).statusCode).toBe(429); // 11th within a day
    t.clock.advanceMinutes(24 * 60);
    expect((await ask()).statusCode).toBe(200);
  });

  test('a malformed PIN is a validation error', async () => {
    const response = await clientFromNewIp(ctx()).post('/pin-login', {
      identityKey: uniqueEmail(),
      pin: '12ab',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ pin: 'invalid' });
  });

  test('no PIN and no password ever reaches the logs', async () => {
    const t = ctx();
    const email = uniqueEmail();
    await clientFromNewIp(t).post('/one-time-pin', { identityKey: email });
    const pin = pinFrom(t, email);
    await clientFromNewIp(t).post('/pin-login', { identityKey: email, pin });
    await clientFromNewIp(t).post('/pw-login', { identityKey: email, password: 'Secret-Pw-9' });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/pin-login'); // the capture works
    expect(logs).not.toContain(pin);
    expect(logs).not.toContain('Secret-Pw-9');
  });
});
