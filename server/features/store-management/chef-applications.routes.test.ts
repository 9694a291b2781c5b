import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditDecisions, merchantInfos, moderationDecisions } from '../../db/schema.ts';
import { signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';
import { applicant, loadApplication } from './console-applicant.ts';

describeApi('chef applications', (ctx) => {
  test('the queue is oldest first with waiting time; the detail renders answers in the operator language', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const first = await applicant(t);
    t.clock.advanceMinutes(90);
    const second = await applicant(t);
    t.clock.advanceMinutes(30);
    const queue = (await operator.client.get('/secure/store-management/applications')).json().model
      .applications;
    const ours = queue.filter((row: { userId: string }) => [first.id, second.id].includes(row.userId));
    expect(ours.map((row: { userId: string }) => row.userId)).toEqual([first.id, second.id]);
    expect(ours[0].waitingMs).toBe(120 * 60_000);
    expect(ours[1].waitingMs).toBe(30 * 60_000);

    const en = await loadApplication(operator.client, first.id, 'en');
    const lt = await loadApplication(operator.client, first.id, 'lt');
    expect(en).toMatchObject({
      applicationStatus: 'submitted',
      foodBusinessNumber: 'LT 13-01-01 EB',
      registryUrl: expect.stringMatching(/^https:\/\/vmvt\.lt\//),
      firstName: 'Rūta',
    });
    expect(lt.answers[1].question).toBe('Ar turite teisę gauti pajamas Lietuvoje?');
    const badNumber = await first.client.post('/secure/merchant-info', { foodBusinessNumber: '<b>x</b>' });
    expect([badNumber.statusCode, badNumber.json().fieldErrors]).toEqual([
      400,
      { foodBusinessNumber: 'invalid' },
    ]);
    expect(en.answers[1].question).not.toBe(lt.answers[1].question);
    const cuisine = lt.answers.find((answer: { questionId: number }) => answer.questionId === 9);
    expect(cuisine.options.map((option: { optionId: number }) => option.optionId).sort()).toEqual([45, 47]);
    const training = en.answers.find((answer: { questionId: number }) => answer.questionId === 4);
    expect(training.files[0]).toMatchObject({ id: first.cert, kind: 'image' });
    expect(en.certificates[0].url).toBe(training.files[0].url);
    // The operator can open the certificate where it is shown; a stranger cannot.
    expect((await operator.client.get(en.certificates[0].url)).statusCode).toBe(200);
    const stranger = await signUp(t.app);
    expect([403, 404]).toContain((await stranger.client.get(en.certificates[0].url)).statusCode);
  });

  test('approve through merchant-status: audited, mailed, the chef can publish and is listed', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await applicant(t);
    await chef.client.post('/secure/user-info', { nickname: `ruta-${chef.id.slice(0, 6)}` });
    await chef.client.post('/secure/merchant-info', { hourRate: '2500', kitchenType: 'lithuanian' });
    const shown = await loadApplication(operator.client, chef.id);
    const approved = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(t.mailer.lastTo(chef.email)?.meta).toMatchObject({ template: 'application-approved' });
    const after = await loadApplication(operator.client, chef.id);
    expect(after.applicationStatus).toBe('approved');
    expect(after.decisions).toEqual([
      expect.objectContaining({
        action: 'approved',
        decidedBy: { userId: operator.id, email: expect.any(String) },
      }),
    ]);
    const queue = (await operator.client.get('/secure/store-management/applications')).json().model
      .applications;
    expect(queue.map((row: { userId: string }) => row.userId)).not.toContain(chef.id);
    const dish = await chef.client.post('/secure/product', { title: 'Cepelinai', description: 'Su mėsa.' });
    expect(dish.statusCode, dish.body).toBe(200);
    const store = (
      await new TestClient(t.app).post('/store/products', { nickname: `ruta-${chef.id.slice(0, 6)}` })
    ).json().model;
    expect(store.merchant.foodBusinessNumber).toBe('LT 13-01-01 EB');
  });

  test('a rejection needs a reason, which the chef then sees on their profile', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await applicant(t);
    const shown = await loadApplication(operator.client, chef.id);
    const bare = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'false',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect([bare.statusCode, bare.json().fieldErrors]).toEqual([400, { reason: 'required' }]);
    const rejected = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'false',
      reason: 'The certificate is unreadable.',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const info = (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo;
    expect(info).toMatchObject({
      applicationStatus: 'rejected',
      decisionReason: 'The certificate is unreadable.',
    });
    expect(t.mailer.lastTo(chef.email)?.text).toContain('The certificate is unreadable.');
  });

  test('two operators deciding at once leave exactly one decision; the other is told to reload', async () => {
    const t = ctx();
    const first = await signInStaff(t);
    const second = await signInStaff(t);
    const chef = await applicant(t);
    const shown = await loadApplication(first.client, chef.id);
    const [a, b] = await Promise.all([
      first.client.post('/secure/store-management/merchant-status', {
        userId: chef.id,
        valid: 'true',
        updatedTimestamp: shown.updatedTimestamp,
      }),
      second.client.post('/secure/store-management/merchant-status', {
        userId: chef.id,
        valid: 'false',
        reason: 'Missing documents',
        updatedTimestamp: shown.updatedTimestamp,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().messages[0].code).toBe('console.changedReload');
    const audit = await t.db
      .select()
      .from(auditDecisions)
      .where(and(eq(auditDecisions.subjectType, 'chef'), eq(auditDecisions.subjectId, chef.id)));
    expect(audit).toHaveLength(1);
    const moderation = await t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.subjectUserId, chef.id));
    expect(moderation).toHaveLength(1);
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row!.valid).toBe(audit[0]!.action === 'approved');
  });

  test('a decision on an application changed since it was shown is refused with 409', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await applicant(t);
    const shown = await loadApplication(operator.client, chef.id);
    t.clock.advance(1000);
    await chef.client.post('/secure/merchant-info', { about: 'I changed my story.' });
    const stale = await operator.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
      updatedTimestamp: shown.updatedTimestamp,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toMatchObject({ code: 'console.changedReload' });
    const [row] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(row!.applicationStatus).toBe('submitted');
  });
});
