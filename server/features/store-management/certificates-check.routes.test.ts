import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditDecisions, merchantInfos } from '../../db/schema.ts';
import { makeJpeg } from '../../test/fixtures.ts';
import { createChef, signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, uploadFile, type TestApp } from '../../test/test-app.ts';
import { applicant, loadApplication } from './console-applicant.ts';

describeApi('the certificates check (the public "Certificates checked" badge)', (ctx) => {
  /** An approved chef whose application brought one certificate, and their public page's badge. */
  async function approvedApplicant(t: TestApp) {
    const chef = await applicant(t);
    await chef.client.post('/secure/merchant-info', { hourRate: '2500', kitchenType: 'lithuanian' });
    const staff = await signInStaff(t);
    const approved = await staff.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const nickname = `ruta-${chef.id.slice(0, 8)}`;
    const badge = async () =>
      (await new TestClient(t.app).post('/store/products', { nickname })).json().model.merchant.badges
        .certificatesChecked as boolean;
    return { ...chef, badge };
  }
  const check = (client: TestClient, body: Record<string, string>) =>
    client.post('/secure/store-management/certificates-check', body);

  test('only an operator records it; the chef cannot, neither here nor through their own profile', async () => {
    const t = ctx();
    const chef = await approvedApplicant(t);
    // Approval alone is no check of the certificates.
    expect(await chef.badge()).toBe(false);

    const own = await check(chef.client, { userId: chef.id, checked: 'true' });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([403, 'pages.auth.forbidden']);
    const customer = await signUp(t.app);
    expect((await check(customer.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(403);
    expect((await check(new TestClient(t.app), { userId: chef.id, checked: 'true' })).statusCode).toBe(401);
    // Fields of the check sent with the chef's own profile are not taken.
    await chef.client.post('/secure/merchant-info', {
      about: 'Still cooking.',
      certificatesCheckedAt: '2026-06-01T09:00:00Z',
      certificatesCheckedBy: chef.id,
      certificatesCheckedFileIds: chef.cert,
      certificatesChecked: 'true',
    });
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row).toMatchObject({
      certificatesCheckedAt: null,
      certificatesCheckedBy: null,
      certificatesCheckedFileIds: null,
    });
    expect(await chef.badge()).toBe(false);
    const operator = await signInStaff(t);
    expect((await loadApplication(operator.client, chef.id)).certificatesCheck).toEqual({
      state: 'unchecked',
      checkedTimestamp: null,
      checkedBy: null,
    });
  });

  test('checked: who and when, audited, the badge shows; a certificate added later hides it until checked again', async () => {
    const t = ctx();
    const chef = await approvedApplicant(t);
    const operator = await signInStaff(t);
    t.clock.advanceMinutes(10);
    const checked = await check(operator.client, { userId: chef.id, checked: 'true' });
    expect(checked.statusCode, checked.body).toBe(200);
    const expected = {
      state: 'checked',
      checkedTimestamp: t.clock.now().getTime(),
      checkedBy: { userId: operator.id, email: operator.email },
    };
    expect(checked.json().model.certificatesCheck).toEqual(expected);
    expect(await chef.badge()).toBe(true);
    const shown = await loadApplication(operator.client, chef.id);
    expect(shown.certificatesCheck).toEqual(expected);
    expect(shown.decisions.at(-1)).toMatchObject({
      action: 'certificates-checked',
      decidedBy: { userId: operator.id },
      details: { certificates: 1 },
    });

    // The chef adds a certificate nobody has looked at: the badge goes until an operator looks.
    const added = (await uploadFile(chef.client, 'second.jpg', await makeJpeg())).json().model.fileDescriptor
      .id;
    const labelled = await chef.client.post('/secure/add-file-metadata', {
      fileId: added,
      metaData: 'certificate',
    });
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect(await chef.badge()).toBe(false);
    expect((await loadApplication(operator.client, chef.id)).certificatesCheck.state).toBe('outdated');
    expect((await check(operator.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(200);
    expect(await chef.badge()).toBe(true);
  });

  test('taken back with a reason (audited), after which there is nothing to take back', async () => {
    const t = ctx();
    const chef = await approvedApplicant(t);
    const operator = await signInStaff(t);
    expect((await check(operator.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(200);

    const noReason = await check(operator.client, { userId: chef.id, checked: 'false', reason: '  ' });
    expect([noReason.statusCode, noReason.json().fieldErrors]).toEqual([400, { reason: 'required' }]);
    expect(await chef.badge()).toBe(true);

    const reason = 'The diploma belongs to someone else.';
    const withdrawn = await check(operator.client, { userId: chef.id, checked: 'false', reason });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().model.certificatesCheck).toEqual({
      state: 'unchecked',
      checkedTimestamp: null,
      checkedBy: null,
    });
    expect(await chef.badge()).toBe(false);
    const audit = await t.db
      .select()
      .from(auditDecisions)
      .where(and(eq(auditDecisions.subjectType, 'chef'), eq(auditDecisions.subjectId, chef.id)));
    expect(audit.map((row) => [row.action, row.reason, row.decidedBy])).toEqual(
      expect.arrayContaining([
        ['certificates-checked', null, operator.id],
        ['certificates-check-withdrawn', reason, operator.id],
      ]),
    );

    const again = await check(operator.client, { userId: chef.id, checked: 'false', reason });
    expect([again.statusCode, again.json().messages[0].code]).toEqual([
      409,
      'console.certificatesNotChecked',
    ]);
  });

  test('a chef without certificates has nothing to check; an unknown chef is 404, a bad id 400', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await createChef(t);
    const none = await check(operator.client, { userId: chef.id, checked: 'true' });
    expect([none.statusCode, none.json().messages[0].code]).toEqual([409, 'console.noCertificates']);
    const unknown = await check(operator.client, {
      userId: '00000000-0000-4000-8000-000000000000',
      checked: 'true',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await check(operator.client, { userId: 'x', checked: 'maybe' });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
      400,
      { userId: 'invalid', checked: 'invalid' },
    ]);
  });
});

// A database of its own: a thousand orders would fill the other searches' pages.
