import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { formatMessage, messagesLt } from '#domain/i18n/messages.ts';
import { sessions, users } from '../../db/schema.ts';
import { createChef, createDish, ORDER_ADDRESS, serviceDateIn, signInStaff } from '../../test/factories.ts';
import {
  buildTestApps,
  describeApi,
  GOOD_PASSWORD,
  signUp,
  TEST_BACKENDS,
  TestClient,
  type TestApp,
} from '../../test/test-app.ts';

const DISABLED_EN = 'This account is disabled and cannot sign in. Write to us if this is a mistake.';
const DISABLED_LT = 'Ši paskyra išjungta, prie jos prisijungti negalima. Jei tai klaida, parašykite mums.';

/** The sign-in PIN last mailed to `email` (the auth tests' helper is theirs alone). */
function pinFrom(t: TestApp, email: string): string {
  const pin = t.mailer.lastTo(email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mail for ${email}`);
  return pin;
}

async function sessionsOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row!.n;
}

function pwLogin(client: TestClient, email: string, password = GOOD_PASSWORD) {
  return client.post('/pw-login', { identityKey: email, password });
}

async function auditOf(admin: TestClient, userId: string) {
  const answer = await admin.get('/secure/store-management/decisions', {
    subjectType: 'user',
    subjectId: userId,
  });
  return answer.json().model.decisions as {
    action: string;
    reason: string | null;
    decidedBy: { userId: string };
    details: Record<string, unknown>;
  }[];
}

describeApi('an administrator disables and enables an account (V7.4.2)', (ctx) => {
  test('disabling ends every session and refuses every sign-in; enabling restores it; audited', async () => {
    const t = ctx();
    const admin = await signInStaff(t, 'ADMIN');
    const person = await signUp(t.app);
    const otherDevice = new TestClient(t.app);
    expect((await pwLogin(otherDevice, person.email)).statusCode).toBe(200);
    expect(await sessionsOf(t, person.id)).toBe(2);

    const found = await admin.client.get('/secure/store-management/account', {
      email: person.email.toUpperCase(),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().model.account).toMatchObject({
      userId: person.id,
      email: person.email,
      role: 'CUSTOMER',
      disabled: null,
    });

    // The reason is required and bounded, refused in the spec's envelope before anything changes.
    const noReason = await admin.client.post('/secure/store-management/account-disable', {
      userId: person.id,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ success: false, fieldErrors: { reason: 'required' } });
    const tooLong = await admin.client.post('/secure/store-management/account-disable', {
      userId: person.id,
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().success).toBe(false);
    expect(Object.keys(tooLong.json().fieldErrors)).toEqual(['reason']);
    expect(await sessionsOf(t, person.id)).toBe(2);

    const disabled = await admin.client.post('/secure/store-management/account-disable', {
      userId: person.id,
      reason: 'Paid with stolen cards three times.',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().model.account.disabled).toEqual({
      timestamp: t.clock.now().getTime(),
      reason: 'Paid with stolen cards three times.',
      by: { userId: admin.id, email: admin.email },
    });
    // Every session is gone from the database, and neither device is signed in any more.
    expect(await sessionsOf(t, person.id)).toBe(0);
    expect((await person.client.get('/secure/me')).statusCode).toBe(401);
    expect((await otherDevice.get('/secure/me')).statusCode).toBe(401);
    // The person is told, with the reason; a customer has no store to lose.
    const disabledMail = t.mailer.lastTo(person.email)!;
    expect([disabledMail.meta?.template, disabledMail.subject]).toEqual([
      'account-disabled',
      'Your Namų šefas account is disabled',
    ]);
    expect(disabledMail.text).toContain('Reason: Paid with stolen cards three times.');
    expect(disabledMail.text).not.toContain('dishes');

    // The password sign-in: the right password hears why, in the caller's language; a wrong one learns nothing.
    const refused = await pwLogin(new TestClient(t.app), person.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0]).toEqual({ message: DISABLED_EN, code: 'pages.auth.accountDisabled' });
    expect(refused.json().fieldErrors).toHaveProperty('identityKey');
    // The envelope is English with its code; the web app shows the code in the reader's language.
    expect(formatMessage(messagesLt, refused.json().messages[0].code)).toBe(DISABLED_LT);
    const wrong = await pwLogin(new TestClient(t.app, {}, '10.9.0.1'), person.email, 'Wrong-password-1');
    expect([wrong.statusCode, wrong.json().messages[0].code]).toEqual([401, 'pages.auth.invalidCredentials']);
    expect(refused.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();

    // The e-mailed PIN proves the address, and is refused the same way.
    const pinClient = new TestClient(t.app);
    expect((await pinClient.post('/one-time-pin', { identityKey: person.email })).statusCode).toBe(200);
    const byPin = await pinClient.post('/pin-login', {
      identityKey: person.email,
      pin: pinFrom(t, person.email),
    });
    expect([byPin.statusCode, byPin.json().messages[0].code]).toEqual([403, 'pages.auth.accountDisabled']);
    expect(pinClient.sessionCookie).toBeUndefined();
    expect(await sessionsOf(t, person.id)).toBe(0);

    const again = await admin.client.post('/secure/store-management/account-disable', {
      userId: person.id,
      reason: 'Again',
    });
    expect([again.statusCode, again.json().messages[0].code]).toEqual([
      409,
      'console.accountAlreadyDisabled',
    ]);

    const enabled = await admin.client.post('/secure/store-management/account-enable', {
      userId: person.id,
      reason: 'The bank found the cards were hers.',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().model.account.disabled).toBeNull();
    expect(t.mailer.lastTo(person.email)).toMatchObject({
      subject: 'Your Namų šefas account is active again',
      meta: { template: 'account-enabled' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect([row!.disabledAt, row!.disabledReason, row!.disabledBy]).toEqual([null, null, null]);
    const back = new TestClient(t.app);
    expect((await pwLogin(back, person.email)).statusCode).toBe(200);
    expect((await back.get('/secure/me')).statusCode).toBe(200);
    const enabledAgain = await admin.client.post('/secure/store-management/account-enable', {
      userId: person.id,
    });
    expect([enabledAgain.statusCode, enabledAgain.json().messages[0].code]).toEqual([
      409,
      'console.accountNotDisabled',
    ]);

    const audit = await auditOf(admin.client, person.id);
    expect(audit.map((decision) => decision.action)).toEqual(['account-disabled', 'account-enabled']);
    expect(audit[0]).toMatchObject({
      reason: 'Paid with stolen cards three times.',
      decidedBy: { userId: admin.id },
      details: { email: person.email, role: 'CUSTOMER', sessionsEnded: 2 },
    });
    expect(audit[1]).toMatchObject({
      reason: 'The bank found the cards were hers.',
      decidedBy: { userId: admin.id },
    });
    // The console's account view shows the same trail.
    const view = (await admin.client.get('/secure/store-management/account', { email: person.email })).json()
      .model.account;
    expect(view.decisions.map((decision: { action: string }) => decision.action)).toEqual([
      'account-disabled',
      'account-enabled',
    ]);
  });

  test('two administrators disabling one account at once: one succeeds, the other is told it is done', async () => {
    const t = ctx();
    const [first, second] = [await signInStaff(t, 'ADMIN'), await signInStaff(t, 'ADMIN')];
    const person = await signUp(t.app);
    const disable = (admin: typeof first, reason: string) =>
      admin.client.post('/secure/store-management/account-disable', { userId: person.id, reason });
    const answers = await Promise.all([disable(first, 'Stolen cards.'), disable(second, 'Spam.')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().messages[0].code).toBe(
      'console.accountAlreadyDisabled',
    );
    const audit = await auditOf(first.client, person.id);
    expect(audit.map((decision) => decision.action)).toEqual(['account-disabled']);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    const winner = answers[0]!.statusCode === 200 ? first : second;
    expect([row!.disabledBy, audit[0]!.decidedBy.userId]).toEqual([winner.id, winner.id]);
  });

  test('only an ADMIN disables, never her own account nor another admin’s; an operator’s she may', async () => {
    const t = ctx();
    const admin = await signInStaff(t, 'ADMIN');
    const otherAdmin = await signInStaff(t, 'ADMIN');
    const operator = await signInStaff(t, 'OPERATOR');
    const person = await signUp(t.app);
    const body = { userId: person.id, reason: 'Abusive messages to chefs.' };

    for (const client of [operator.client, person.client]) {
      for (const [method, url] of [
        ['GET', '/secure/store-management/account'],
        ['POST', '/secure/store-management/account-disable'],
        ['POST', '/secure/store-management/account-enable'],
      ] as const) {
        const answer =
          method === 'GET' ? await client.get(url, { email: person.email }) : await client.post(url, body);
        expect([answer.statusCode, answer.json().messages[0].code], url).toEqual([
          403,
          'pages.auth.forbidden',
        ]);
      }
    }
    expect(
      (await new TestClient(t.app).post('/secure/store-management/account-disable', body)).statusCode,
    ).toBe(401);

    const own = await admin.client.post('/secure/store-management/account-disable', {
      ...body,
      userId: admin.id,
    });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([403, 'console.ownAccount']);
    const ofAdmin = await admin.client.post('/secure/store-management/account-disable', {
      ...body,
      userId: otherAdmin.id,
    });
    expect([ofAdmin.statusCode, ofAdmin.json().messages[0].code]).toEqual([403, 'console.adminAccount']);
    const unknown = await admin.client.post('/secure/store-management/account-disable', {
      ...body,
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.statusCode, unknown.json().messages[0].code]).toEqual([404, 'console.userNotFound']);
    const missing = await admin.client.get('/secure/store-management/account', {
      email: 'nobody@example.com',
    });
    expect(missing.statusCode).toBe(404);
    // Nothing changed for the refused ones: both admins still work, and nothing was audited.
    expect((await admin.client.get('/secure/me')).statusCode).toBe(200);
    expect((await otherAdmin.client.get('/secure/me')).statusCode).toBe(200);
    expect(await auditOf(admin.client, person.id)).toEqual([]);
    expect(await auditOf(admin.client, otherAdmin.id)).toEqual([]);

    // An operator's account is disabled like anyone's: her console session ends with it.
    const ofOperator = await admin.client.post('/secure/store-management/account-disable', {
      ...body,
      userId: operator.id,
    });
    expect(ofOperator.statusCode, ofOperator.body).toBe(200);
    expect((await operator.client.get('/secure/store-management/summary')).statusCode).toBe(401);
  });

  test('a session of an account disabled in the database alone no longer authenticates', async () => {
    const t = ctx();
    const admin = await signInStaff(t, 'ADMIN');
    const person = await signUp(t.app);
    expect((await person.client.get('/secure/me')).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ disabledAt: t.clock.now(), disabledReason: 'Set by hand', disabledBy: admin.id })
      .where(eq(users.id, person.id));
    expect(await sessionsOf(t, person.id)).toBe(1);
    expect((await person.client.get('/secure/me')).statusCode).toBe(401);
  });
});

describeApi("a disabled chef's store closes with the account", (ctx) => {
  test('no listing and no orders while disabled; enabling opens it again unless an operator decided since', async () => {
    const t = ctx();
    const admin = await signInStaff(t, 'ADMIN');
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { title: 'Šaltibarščiai', preparationMinutes: 60 });
    const visitor = new TestClient(t.app);
    const store = async () => (await visitor.post('/store/products', { nickname: chef.nickname })).statusCode;
    const order = async () =>
      (
        await visitor.post('/store/order', {
          items: JSON.stringify([{ productId, productVolume: 1 }]),
          serviceDeliveryDate: serviceDateIn(t),
          payInCash: 'true',
          ...ORDER_ADDRESS,
        })
      ).statusCode;
    expect(await store()).toBe(200);
    const disable = () =>
      admin.client.post('/secure/store-management/account-disable', {
        userId: chef.id,
        reason: 'Fraud reports.',
      });
    const enable = () => admin.client.post('/secure/store-management/account-enable', { userId: chef.id });

    // She reads Lithuanian: the mails tell her in it that her dishes are hidden, and shown again.
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, chef.id));
    expect((await disable()).statusCode).toBe(200);
    expect(await store()).toBe(404);
    expect(await order()).not.toBe(200);
    expect((await auditOf(admin.client, chef.id))[0]!.details).toMatchObject({ closedStore: true });
    expect(t.mailer.lastTo(chef.email)).toMatchObject({
      subject: 'Jūsų „Namų šefas“ paskyra išjungta',
      text: expect.stringContaining('Jūsų patiekalai neberodomi, pirkėjai negali jų užsisakyti.'),
    });
    expect(t.mailer.lastTo(chef.email)!.text).toContain('Priežastis: Fraud reports.');

    expect((await enable()).statusCode).toBe(200);
    expect(t.mailer.lastTo(chef.email)).toMatchObject({
      subject: 'Jūsų „Namų šefas“ paskyra vėl veikia',
      text: expect.stringContaining('Jūsų patiekalai vėl rodomi pirkėjams.'),
    });
    expect(await store()).toBe(200);
    expect(await order()).toBe(200);

    // Disabled again, and an operator rejects the chef meanwhile: that decision stands.
    expect((await disable()).statusCode).toBe(200);
    t.clock.advance(60_000);
    const operator = await signInStaff(t);
    const rejected = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'false',
      reason: 'Not a registered food business.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await enable()).statusCode).toBe(200);
    expect(await store()).toBe(404);
    // The account is back, the store is not: the mail promises only what is true.
    expect(t.mailer.lastTo(chef.email)!.meta?.template).toBe('account-enabled');
    expect(t.mailer.lastTo(chef.email)!.text).not.toContain('patiekalai');
  });
});

test.each(TEST_BACKENDS)(
  'disabling ends the sessions another app server keeps, within moments [%s]',
  async (backend) => {
    const { apps, closeAll } = await buildTestApps(backend, 2, { env: { READ_CACHE_MS: '60000' } });
    try {
      const [a, b] = apps as [TestApp, TestApp];
      const admin = await signInStaff(a, 'ADMIN');
      const person = await signUp(a.app);
      const onB = new TestClient(b.app);
      onB.setCookie('sid', person.client.sessionCookie!);
      expect((await onB.get('/secure/me')).statusCode).toBe(200);
      // Kept on B now: asked again, B does not read the sessions table.
      const reads = await b.sql.during(() => onB.get('/secure/me'));
      expect(reads.filter((statement) => /sessions/.test(statement))).toEqual([]);
      const disabled = await admin.client.post('/secure/store-management/account-disable', {
        userId: person.id,
        reason: 'Account taken over.',
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect((await person.client.get('/secure/me')).statusCode).toBe(401);
      await expect.poll(async () => (await onB.get('/secure/me')).statusCode, { timeout: 5000 }).toBe(401);
    } finally {
      await closeAll();
    }
  },
  120_000,
);
