import { expect, test } from 'vitest';
import { shellMessagesEn } from '#domain/i18n/shell-messages.en.ts';
import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';

describeApi('GET and POST /secure/user-info', (ctx) => {
  test('changes only the fields sent and answers the saved user info', async () => {
    const t = ctx();
    const { client, email } = await signUp(t.app);
    const saved = await client.post('/secure/user-info', {
      firstName: 'Ona',
      lastName: 'Virėja',
      phoneNumber: '+370 612 34001',
      country: 'PL',
      currencyUnit: 'USD',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().model.userInfo).toMatchObject({
      email,
      firstName: 'Ona',
      lastName: 'Virėja',
      phoneNumber: '37061234001',
      phoneCountry: 'lt',
      country: 'LT',
      currencyUnit: 'EUR',
    });
    await client.post('/secure/user-info', { nickname: 'onos-virtuve' });
    const info = (await client.get('/secure/user-info')).json().model.userInfo;
    expect(info).toMatchObject({ firstName: 'Ona', lastName: 'Virėja', nickname: 'onos-virtuve' });
  });

  test('a taken nickname is 409 "already taken", whatever its case; one\u2019s own is fine', async () => {
    const t = ctx();
    const first = await signUp(t.app);
    expect((await first.client.post('/secure/user-info', { nickname: 'Kepeja' })).statusCode).toBe(200);
    expect((await first.client.post('/secure/user-info', { nickname: 'Kepeja' })).statusCode).toBe(200);
    const second = await signUp(t.app);
    const response = await second.client.post('/secure/user-info', { nickname: 'kepeja' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors).toEqual({ nickname: 'already taken' });
    expect(response.json().messages[0]).toMatchObject({ code: 'forms.validation.nicknameAlreadyTaken' });
  });

  test.each([
    [{ nickname: 'ab' }, 'nickname', 'too short'],
    [{ nickname: 'x'.repeat(51) }, 'nickname', 'too long'],
    [{ nickname: 'checkout' }, 'nickname', 'already taken'],
    [{ nickname: 'ona virėja' }, 'nickname', 'invalid'],
    [{ phoneNumber: '+370 612' }, 'phoneNumber', 'invalid'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'too long'],
  ])('refuses %j', async (form, field, constraint) => {
    const { client } = await signUp(ctx().app);
    const response = await client.post('/secure/user-info', form);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: constraint });
  });

  test.each([
    ['a bell', 'Ona\u0007'],
    ['a line break', 'Ona\r\nBcc: x@example.com'],
    ['a tab inside', 'Ona\tJonaitė'],
    ['a C1 control', 'Ona\u0085'],
    ['a right-to-left override', 'Ona\u202Eetiaj'],
    ['an isolate', '\u2066Ona\u2069'],
  ])('refuses a name with %s, naming the field, and keeps the saved one', async (_, name) => {
    const { client } = await signUp(ctx().app);
    await client.post('/secure/user-info', { firstName: 'Ona', lastName: 'Jonaitė' });
    for (const field of ['firstName', 'lastName']) {
      const response = await client.post('/secure/user-info', { [field]: name });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual({ [field]: 'invalid' });
      expect(response.json().messages.find((m: { field?: string }) => m.field === field)).toMatchObject({
        code: 'forms.validation.unsafeCharacters',
        message: shellMessagesEn.forms.validation.unsafeCharacters,
      });
    }
    expect(shellMessagesLt.forms.validation.unsafeCharacters).toMatch(/simbol/);
    const address = await client.post('/secure/address', { city: name });
    expect(address.json().fieldErrors).toEqual({ city: 'invalid' });
    const info = (await client.get('/secure/user-info')).json().model.userInfo;
    expect(info).toMatchObject({ firstName: 'Ona', lastName: 'Jonaitė' });
  });

  test('a phone already registered by someone else is 409', async () => {
    const t = ctx();
    const first = await signUp(t.app);
    await first.client.post('/secure/user-info', { phoneNumber: '+37061234002' });
    const second = await signUp(t.app);
    const response = await second.client.post('/secure/user-info', { phoneNumber: '861234002' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors).toEqual({ phoneNumber: 'already exists' });
  });

  test('needs a session', async () => {
    const t = ctx();
    expect((await new TestClient(t.app).get('/secure/user-info')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post('/secure/user-info', { firstName: 'X' })).statusCode).toBe(401);
  });
});

describeApi('POST /check-name', (ctx) => {
  test('answers model.nameAvailability, counting the caller\u2019s own name as free', async () => {
    const t = ctx();
    const owner = await signUp(t.app);
    await owner.client.post('/secure/user-info', { nickname: 'virtuve-ona' });
    const ask = (client: TestClient, name: string) =>
      client.post('/check-name', { name }).then((r) => r.json().model.nameAvailability);
    const visitor = new TestClient(t.app);
    expect(await ask(visitor, 'virtuve-ona')).toBe(false);
    expect(await ask(visitor, 'VIRTUVE-ONA')).toBe(false);
    expect(await ask(owner.client, 'virtuve-ona')).toBe(true);
    expect(await ask(visitor, 'visai-laisvas')).toBe(true);
    expect(await ask(visitor, 'products')).toBe(false);
    expect(await ask(visitor, 'ab')).toBe(false);
  });
});

describeApi('GET and POST /secure/address', (ctx) => {
  test('keeps one address per user and answers the saved one', async () => {
    const t = ctx();
    const { client } = await signUp(t.app);
    expect((await client.get('/secure/address')).json().model.address).toEqual([]);
    const saved = await client.post('/secure/address', { city: 'Kaunas', country: 'XX', user: 'someone' });
    expect(saved.json().model.address).toMatchObject({
      city: 'Kaunas',
      country: 'LT',
      countryPhoneCode: '370',
    });
    await client.post('/secure/address', { city: 'Vilnius' });
    const list = (await client.get('/secure/address')).json().model.address;
    expect(list).toHaveLength(1);
    expect(list[0].city).toBe('Vilnius');
  });

  test('one user never sees another\u2019s address', async () => {
    const t = ctx();
    const first = await signUp(t.app);
    await first.client.post('/secure/address', { city: 'Kaunas' });
    const second = await signUp(t.app);
    expect((await second.client.get('/secure/address')).json().model.address).toEqual([]);
  });
});
