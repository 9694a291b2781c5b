import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { addresses, users } from '../../db/schema.ts';
import { describeApi, GOOD_PASSWORD, TestClient, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { registered } from './auth-test-setup.ts';

async function userCount(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row!.n;
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
