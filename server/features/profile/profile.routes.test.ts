import { expect, test } from 'vitest';
import { PERSON_NAME_CODE } from '#domain/accounts/person-name.ts';
import { formatMessage } from '#domain/i18n/format.ts';
import { messagesLt } from '#domain/i18n/messages.ts';
import { shellMessagesEn } from '#domain/i18n/shell-messages.en.ts';
import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import { nicknameShapeProblem, reservedNicknamesOf } from '#domain/chefs/nickname.ts';
import { SCREEN_PATHS } from '#domain/screen-paths.ts';
import { DEMO_CHEFS } from '../../db/demo/demo-catalog.ts';
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
    [{ phoneNumber: '+370 612' }, 'phoneNumber', 'invalid'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'too long'],
    [{ firstName: 'Ona +370 612 34567' }, 'firstName', 'invalid'],
    [{ lastName: 'ona@gmail.com' }, 'lastName', 'invalid'],
  ])('refuses %j', async (form, field, constraint) => {
    const { client } = await signUp(ctx().app);
    const response = await client.post('/secure/user-info', form);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: constraint });
  });

  test('a name holding contact details is refused with the field named, in English and Lithuanian', async () => {
    const { client } = await signUp(ctx().app);
    const response = await client.post('/secure/user-info', {
      firstName: 'Ona www.ona.lt',
      lastName: 'Žukauskaitė',
    });
    expect(response.statusCode).toBe(400);
    const issue = response
      .json()
      .messages.find((message: { field?: string }) => message.field === 'firstName');
    expect(issue).toMatchObject({ code: PERSON_NAME_CODE, message: expect.stringMatching(/phone number/) });
    expect(formatMessage(messagesLt, PERSON_NAME_CODE)).toMatch(/telefono numerio/);
    // Names as people have them stay valid.
    const saved = await client.post('/secure/user-info', { firstName: 'Anne-Marie', lastName: "O'Brien" });
    expect(saved.json().model.userInfo).toMatchObject({ firstName: 'Anne-Marie', lastName: "O'Brien" });
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

  test.each([
    ['a Cyrillic о among Latin letters', '\u043Enos-virtuve', 'invalid'],
    ['a Greek ο among Latin letters', 'rasa-zali\u03B1', 'invalid'],
    ['a Latin letter with a mark', 'onos-virtuvė', 'invalid'],
    ['a dot', 'ona.virtuve', 'invalid'],
    ['an underscore', 'ona_virtuve', 'invalid'],
    ['a space', 'ona virtuve', 'invalid'],
    ['an API word under /store/', 'reviews', 'already taken'],
    ['an API word under /store/', 'service-slots', 'already taken'],
    ['a screen of the web app', 'store-management', 'already taken'],
    ['a first path segment of the API', 'secure', 'already taken'],
    ['a word kept for later', 'console', 'already taken'],
    ['a word kept for later', 'api', 'already taken'],
  ])('refuses a store link with %s (%s) and keeps the saved one', async (_, nickname, constraint) => {
    const { client } = await signUp(ctx().app);
    const own = `kepyklele-${Math.random().toString(36).slice(2, 8)}`;
    expect((await client.post('/secure/user-info', { nickname: own })).statusCode).toBe(200);
    const response = await client.post('/secure/user-info', { nickname });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ nickname: constraint });
    expect((await client.post('/check-name', { name: nickname })).json().model.nameAvailability).toBe(false);
    expect((await client.get('/secure/user-info')).json().model.userInfo.nickname).toBe(own);
  });

  test('the reserved store links follow the route table; the demo chefs\u2019 links still pass', async () => {
    const t = ctx();
    const reserved = reservedNicknamesOf([...SCREEN_PATHS, ...t.app.routeTable.map((route) => route.url)]);
    // DESIGN §4's words, and every word under /store/ the API answers, with no list kept by hand.
    for (const word of ['product', 'products', 'product-details', 'merchants', 'order', 'order-fees']) {
      expect(reserved.has(word), word).toBe(true);
    }
    for (const word of [
      'order-relation-request',
      'relate-order-to-user',
      'add-order-address',
      'mp',
      'cart',
    ]) {
      expect(reserved.has(word), word).toBe(true);
    }
    for (const word of ['checkout', 'orders', 'profile', 'signin', 'login', 'assets', 'admin', 'reviews']) {
      expect(reserved.has(word), word).toBe(true);
    }
    const storeWords = t.app.routeTable
      .map((route) => route.url.split('/'))
      .filter((parts) => parts[1] === 'store' && parts[2] && !parts[2].startsWith(':'));
    expect(storeWords.length).toBeGreaterThan(5);
    for (const parts of storeWords) expect(reserved.has(parts[2]!), parts.join('/')).toBe(true);
    for (const chef of DEMO_CHEFS)
      expect(nicknameShapeProblem(chef.nickname, reserved), chef.nickname).toBeUndefined();
  });

  test('a store link is kept in lower case, so it reads one way in every URL', async () => {
    const { client } = await signUp(ctx().app);
    const saved = await client.post('/secure/user-info', { nickname: 'Onos-Virtuve-2' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().model.userInfo.nickname).toBe('onos-virtuve-2');
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
