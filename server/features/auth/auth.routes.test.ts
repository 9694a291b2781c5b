import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SIGN_IN_FAILURES_PER_ADDRESS } from '#domain/constants.ts';
import { addresses, users } from '../../db/schema.ts';
import {
  buildTestApps,
  describeApi,
  GOOD_PASSWORD,
  TEST_BACKENDS,
  TestClient,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';

function pinFrom(t: TestApp, email: string): string {
  const mail = t.mailer.lastTo(email);
  const pin = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mail for ${email}`);
  return pin;
}

async function registered(t: TestApp, email = uniqueEmail()) {
  const client = new TestClient(t.app);
  const response = await client.post('/register', {
    identityKey: email,
    password: GOOD_PASSWORD,
    type: 'email',
  });
  expect(response.statusCode).toBe(200);
  return { client, email, id: response.json().model.authorized.id as string };
}

async function userCount(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row!.n;
}

/** Each client gets its own address so the per-IP sign-in limit of one test does not leak into another. */
let ipCounter = 0;
function clientFromNewIp(t: TestApp) {
  ipCounter += 1;
  return new TestClient(t.app, {}, `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
}

describeApi('POST /register', (ctx) => {
  test('creates a customer, signs them in and answers model.authorized', async () => {
    const t = ctx();
    const client = new TestClient(t.app);
    const email = uniqueEmail();
    const response = await client.post('/register', {
      identityKey: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
      type: 'email',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.model.authorized).toMatchObject({
      identityKey: email,
      role: 'CUSTOMER',
      identityType: 'email',
      verified: false,
      legalInfo: { valid: false },
      userInfo: { email, firstName: null, lastName: null, nickname: null },
    });
    expect(JSON.stringify(body)).not.toContain('password');
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await client.get('/secure/me');
    expect(me.json().model.authorized.id).toBe(body.model.authorized.id);
  });

  test('a second account for the same e-mail is 409 "already exists" and writes nothing', async () => {
    const t = ctx();
    const { email } = await registered(t);
    const before = await userCount(t);
    const response = await new TestClient(t.app).post('/register', {
      identityKey: email,
      password: 'Another1x',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      fieldErrors: { identityKey: 'already exists' },
    });
    expect(response.json().messages[0]).toEqual({
      code: 'forms.validation.emailAlreadyExists',
      message: 'An account with this e-mail already exists.',
    });
    expect(await userCount(t)).toBe(before);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  test.each([
    ['', GOOD_PASSWORD, 'identityKey', 'required', 'forms.validation.required', 'E-mail is required'],
    [
      'not-an-email',
      GOOD_PASSWORD,
      'identityKey',
      'invalid',
      'forms.validation.invalidEmail',
      'Please enter a valid e-mail address',
    ],
    [
      `${'a'.repeat(250)}@x.lt`,
      GOOD_PASSWORD,
      'identityKey',
      'too long',
      'forms.validation.maxLength',
      'Must be at most 254 characters',
    ],
    [
      null,
      'Ab1',
      'password',
      'too short',
      'forms.validation.passwordMinLength',
      'Password must be at least 6 characters',
    ],
    [
      null,
      'ABCDEF1',
      'password',
      'invalid',
      'forms.validation.passwordLowercase',
      'Password must contain a lowercase letter',
    ],
    [
      null,
      'abcdef1',
      'password',
      'invalid',
      'forms.validation.passwordUppercase',
      'Password must contain an uppercase letter',
    ],
    [
      null,
      'Abcdefg',
      'password',
      'invalid',
      'forms.validation.passwordDigit',
      'Password must contain a digit',
    ],
    [
      null,
      'Password1',
      'password',
      'invalid',
      'pages.auth.commonPassword',
      'This password is too common. Please choose another one.',
    ],
    [
      null,
      `Aa1${'x'.repeat(200)}`,
      'password',
      'too long',
      'forms.validation.maxLength',
      'Must be at most 128 characters',
    ],
  ])('refuses e-mail %j / password %j: %s %s', async (email, password, field, constraint, code, text) => {
    const t = ctx();
    const before = await userCount(t);
    const response = await new TestClient(t.app).post('/register', {
      identityKey: email ?? uniqueEmail(),
      password,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors[field]).toBe(constraint);
    expect(body.messages).toContainEqual(expect.objectContaining({ field, code, message: text }));
    expect(await userCount(t)).toBe(before);
  });

  test('the chef form stores names, phone, consents and city in one go', async () => {
    const t = ctx();
    const email = uniqueEmail('chef');
    const response = await new TestClient(t.app).post('/register', {
      identityKey: email,
      password: GOOD_PASSWORD,
      firstName: 'Ona',
      lastName: 'Virėja',
      city: 'Kaunas',
      phoneNumber: '+370 612 00001',
      phoneCountry: 'lt',
      agreeToTerms: 'true',
      authorizedToEarn: 'on',
    });
    expect(response.statusCode).toBe(200);
    const id = response.json().model.authorized.id;
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      firstName: 'Ona',
      lastName: 'Virėja',
      phoneNumber: '37061200001',
      phoneCountry: 'lt',
    });
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user!.authorizedToEarnAt).toBeInstanceOf(Date);
    const [address] = await t.db.select().from(addresses).where(eq(addresses.userId, id));
    expect(address).toMatchObject({ city: 'Kaunas', country: 'LT', countryPhoneCode: '370' });
  });

  test('the chef form without the right to earn income: the questionnaire asks it, so nothing is recorded yet', async () => {
    const t = ctx();
    const response = await new TestClient(t.app).post('/register', {
      identityKey: uniqueEmail('chef'),
      password: GOOD_PASSWORD,
      firstName: 'Rūta',
      lastName: 'Jonaitė',
      city: 'Vilnius',
      phoneNumber: '861200011',
      agreeToTerms: 'true',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, response.json().model.authorized.id));
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user!.authorizedToEarnAt).toBeNull();
  });

  test('the chef form refuses names with control or bidi-override characters, and writes nothing', async () => {
    const t = ctx();
    const before = await userCount(t);
    const response = await new TestClient(t.app).post('/register', {
      identityKey: uniqueEmail('chef'),
      password: GOOD_PASSWORD,
      firstName: 'Rūta\r\nBcc: all@example.com',
      lastName: '\u202Eėtianoj',
      city: 'Vilnius\u0000',
      phoneNumber: '861200012',
      agreeToTerms: 'true',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: 'invalid',
      lastName: 'invalid',
      city: 'invalid',
    });
    expect(response.json().messages[1]).toMatchObject({ code: 'forms.validation.unsafeCharacters' });
    expect(await userCount(t)).toBe(before);
  });

  test('the chef form names every missing field and consent, and writes nothing', async () => {
    const t = ctx();
    const before = await userCount(t);
    const response = await new TestClient(t.app).post('/register', {
      identityKey: uniqueEmail(),
      password: GOOD_PASSWORD,
      firstName: 'Ona',
      city: 'Riga',
      phoneNumber: '+370 612',
      agreeToTerms: 'false',
      // The spec's field may still be sent: saying "no right to earn income" is refused at once.
      authorizedToEarn: 'false',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors).toEqual({
      lastName: 'required',
      city: 'invalid',
      phoneNumber: 'invalid',
      agreeToTerms: 'invalid',
      authorizedToEarn: 'invalid',
    });
    const texts = body.messages.map((m: { message: string }) => m.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Last name is required',
        'Lithuania phone numbers must be 8 digits',
        'You must agree to the terms and conditions',
        'You must acknowledge authorization to earn income',
      ]),
    );
    expect(await userCount(t)).toBe(before);
  });

  test('a phone number already registered is 409 on the phone field', async () => {
    const t = ctx();
    const chef = (email: string) => ({
      identityKey: email,
      password: GOOD_PASSWORD,
      firstName: 'A',
      lastName: 'B',
      city: 'Vilnius',
      phoneNumber: '861200002',
      agreeToTerms: 'true',
      authorizedToEarn: 'true',
    });
    expect((await new TestClient(t.app).post('/register', chef(uniqueEmail()))).statusCode).toBe(200);
    const response = await new TestClient(t.app).post('/register', chef(uniqueEmail()));
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors).toEqual({ phoneNumber: 'already exists' });
    expect(response.json().messages[0].code).toBe('forms.validation.phoneAlreadyExists');
  });

  test('malformed and wrongly typed bodies are 4xx envelopes, never 500', async () => {
    const t = ctx();
    const bad = [
      { payload: '{"identityKey":', type: 'application/json' },
      { payload: '{"identityKey":["a@b.lt"],"password":{"x":1}}', type: 'application/json' },
      { payload: 'identityKey=%E0%A4%A&password=x', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'application/xml' },
    ];
    for (const { payload, type } of bad) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
  });
});

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

describeApi('PIN mails are limited per requester as well as per address', (ctx) => {
  test('one network address cannot mail PINs to many addresses', async () => {
    const t = ctx();
    const sender = clientFromNewIp(t);
    const answers = [];
    for (let i = 0; i < 40; i++) {
      answers.push(await sender.post('/one-time-pin', { identityKey: uniqueEmail('bulk') }));
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json().messages[0]).toMatchObject({
      code: 'pages.auth.tooManyPinRequestsFromHere',
      params: { minutes: 15 },
    });
    // Someone else is not held up, and the sender may go on once the window has room.
    expect((await clientFromNewIp(t).post('/one-time-pin', { identityKey: uniqueEmail() })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(16);
    expect((await sender.post('/one-time-pin', { identityKey: uniqueEmail() })).statusCode).toBe(200);
  });

  test('a stranger\u2019s PIN requests do not keep the owner from signing in', async () => {
    const t = ctx();
    const email = uniqueEmail('owner');
    const stranger = clientFromNewIp(t);
    const owner = clientFromNewIp(t);
    // A whole day of the stranger's requests for the owner's address: 10, then refused.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 3; i++) await stranger.post('/one-time-pin', { identityKey: email });
      t.clock.advanceMinutes(16);
    }
    const strangerRefused = await stranger.post('/one-time-pin', { identityKey: email });
    expect(strangerRefused.statusCode).toBe(429);
    expect(strangerRefused.json().messages[0].code).toBe('pages.auth.tooManyPinRequests');
    // The owner, from their own network, still gets a PIN and signs in with it.
    expect((await owner.post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
    const signedIn = await owner.post('/pin-login', { identityKey: email, pin: pinFrom(t, email) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  test('strangers from many networks hold an address up for 15 minutes at most', async () => {
    const t = ctx();
    const email = uniqueEmail('crowded');
    for (let i = 0; i < 6; i++) {
      expect((await clientFromNewIp(t).post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
      t.clock.advanceMinutes(1);
    }
    const owner = clientFromNewIp(t);
    const held = await owner.post('/one-time-pin', { identityKey: email });
    expect(held.statusCode).toBe(429);
    // Room comes back when the first of the six leaves the 15-minute window.
    expect(held.headers['retry-after']).toBe(String(15 * 60 - 6 * 60));
    t.clock.advanceMinutes(10);
    expect((await owner.post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
  });

  test('requests racing for one address pass the limit no more often than it allows', async () => {
    const t = ctx();
    const email = uniqueEmail('race');
    const client = clientFromNewIp(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/one-time-pin', { identityKey: email })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 429, 429, 429, 429, 429,
    ]);
    expect(t.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(3);
  });
});
