import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditDecisions } from '../../db/schema.ts';
import { createChef, signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

const check = (client: TestClient, body: Record<string, string>) =>
  client.post('/secure/store-management/food-business-check', body);

/** The 'VMVT registered' badge on the chef's card and page, with the number it shows. */
async function vmvtBadge(t: TestApp, chef: { id: string; nickname: string }) {
  const page = (await new TestClient(t.app).post('/store/products', { nickname: chef.nickname })).json().model
    .merchant as { earnedBadges: { kind: string; number?: string }[] };
  const list = (await new TestClient(t.app).post('/store/merchants', { page: '1' })).json().model
    .merchants as {
    userId: string;
    earnedBadges: { kind: string; number?: string }[];
  }[];
  const onCard = list
    .find((card) => card.userId === chef.id)!
    .earnedBadges.find((b) => b.kind === 'vmvtRegistered');
  const onPage = page.earnedBadges.find((b) => b.kind === 'vmvtRegistered');
  expect(onCard).toEqual(onPage);
  return onPage;
}

async function shownCheck(client: TestClient, userId: string) {
  const answer = await client.get('/secure/store-management/application', { userId });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().model.application as {
    foodBusinessCheck: { state: string; checkedBy: { email: string } | null };
    decisions: { action: string; reason: string | null }[];
  };
}

describeApi('the VMVT check (the public "VMVT registered" badge)', (ctx) => {
  test('a number the chef typed in earns nothing; only an operator can record the check', async () => {
    const t = ctx();
    const chef = await createChef(t, { foodBusinessNumber: 'LT 13-22-41 EB' });
    expect(await vmvtBadge(t, chef)).toBeUndefined();
    const own = await check(chef.client, { userId: chef.id, checked: 'true' });
    expect(own.statusCode).toBe(403);
    const customer = await signUp(t.app);
    expect((await check(customer.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(403);
    expect((await check(new TestClient(t.app), { userId: chef.id, checked: 'true' })).statusCode).toBe(401);
    // Fields of the check sent with the chef's own profile are not taken.
    await chef.client.post('/secure/merchant-info', {
      about: 'Still cooking.',
      foodBusinessCheckedNumber: 'LT 13-22-41 EB',
      foodBusinessCheckedAt: '2026-06-01T09:00:00Z',
    });
    expect(await vmvtBadge(t, chef)).toBeUndefined();
    const operator = await signInStaff(t);
    expect((await shownCheck(operator.client, chef.id)).foodBusinessCheck.state).toBe('unchecked');
  });

  test('checked: the badge shows the number, audited; a changed number hides it until checked again', async () => {
    const t = ctx();
    const chef = await createChef(t, { foodBusinessNumber: 'LT 13-22-41 EB' });
    const operator = await signInStaff(t);
    t.clock.advanceMinutes(5);
    const checked = await check(operator.client, { userId: chef.id, checked: 'true' });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().model.foodBusinessCheck).toEqual({
      state: 'checked',
      checkedTimestamp: t.clock.now().getTime(),
      checkedBy: { userId: operator.id, email: operator.email },
    });
    expect(await vmvtBadge(t, chef)).toEqual({
      kind: 'vmvtRegistered',
      since: t.clock.now().getTime(),
      number: 'LT 13-22-41 EB',
    });
    expect((await shownCheck(operator.client, chef.id)).decisions.at(-1)).toMatchObject({
      action: 'food-business-checked',
    });

    const changed = await chef.client.post('/secure/merchant-info', { foodBusinessNumber: 'LT 99-00-01 EB' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await vmvtBadge(t, chef)).toBeUndefined();
    expect((await shownCheck(operator.client, chef.id)).foodBusinessCheck.state).toBe('outdated');
    expect((await check(operator.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(200);
    expect((await vmvtBadge(t, chef))?.number).toBe('LT 99-00-01 EB');
  });

  test('taken back only with a reason (audited); nothing to check without a number', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const operator = await signInStaff(t);
    expect((await check(operator.client, { userId: chef.id, checked: 'true' })).statusCode).toBe(200);
    const noReason = await check(operator.client, { userId: chef.id, checked: 'false' });
    expect([noReason.statusCode, noReason.json().fieldErrors]).toEqual([400, { reason: 'required' }]);
    expect(await vmvtBadge(t, chef)).toBeDefined();

    const reason = 'The register lists this number for another business.';
    const withdrawn = await check(operator.client, { userId: chef.id, checked: 'false', reason });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().model.foodBusinessCheck.state).toBe('unchecked');
    expect(await vmvtBadge(t, chef)).toBeUndefined();
    const audit = await t.db
      .select()
      .from(auditDecisions)
      .where(
        and(
          eq(auditDecisions.subjectId, chef.id),
          eq(auditDecisions.action, 'food-business-check-withdrawn'),
        ),
      );
    expect(audit.map((row) => [row.reason, row.decidedBy])).toEqual([[reason, operator.id]]);
    const again = await check(operator.client, { userId: chef.id, checked: 'false', reason });
    expect([again.statusCode, again.json().messages[0].code]).toEqual([
      409,
      'console.foodBusinessNotChecked',
    ]);

    const without = await createChef(t, { foodBusinessNumber: '', approve: false });
    const none = await operator.client.post('/secure/store-management/food-business-check', {
      userId: without.id,
      checked: 'true',
    });
    expect([none.statusCode, none.json().messages[0].code]).toEqual([409, 'console.noFoodBusinessNumber']);
    expect(none.json().messages[0].message).toContain('VMVT');
  });
});
