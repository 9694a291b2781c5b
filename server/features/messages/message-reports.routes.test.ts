import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditDecisions } from '../../db/schema.ts';
import { deliveredOrder, signInStaff } from '../../test/factories.ts';
import { describeApi, signUp } from '../../test/test-app.ts';
import { PHONE, type Json, model, send, page, question } from './messages-test-setup.ts';

describeApi('messages: reports and the operator', (ctx) => {
  test('a side reports; the operator lists it with the thread, hides the message, the decision is audited', async () => {
    const t = ctx();
    const { customer, chef, threadId } = await question(t);
    const bad = (await model(send(chef.client, threadId, `Pay me outside: ${PHONE}`))).message;
    const own = await customer.client.post('/secure/message-report', {
      messageId: (await model(send(customer.client, threadId, 'ok'))).message.id,
      reason: 'spam',
    });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([404, 'errors.notFound']);
    const stranger = await signUp(t.app);
    const strangers = await stranger.client.post('/secure/message-report', {
      messageId: bad.id,
      reason: 'abuse',
    });
    expect(strangers.statusCode).toBe(404);
    const badReason = await customer.client.post('/secure/message-report', {
      messageId: bad.id,
      reason: 'boring',
    });
    expect([badReason.statusCode, Object.keys(badReason.json().fieldErrors)]).toEqual([400, ['reason']]);
    await model(
      customer.client.post('/secure/message-report', {
        messageId: bad.id,
        reason: 'contactDetails',
        note: 'Wants cash',
      }),
    );
    const twice = await customer.client.post('/secure/message-report', { messageId: bad.id, reason: 'spam' });
    // Reporting twice is the same report.
    expect(twice.statusCode).toBe(200);

    // Not for customers or chefs.
    expect((await customer.client.get('/secure/store-management/message-reports')).statusCode).toBe(403);
    const staff = await signInStaff(t);
    const { reports } = await model(staff.client.get('/secure/store-management/message-reports'));
    const report = reports.find((one: Json) => one.message.id === bad.id);
    expect(report).toMatchObject({
      reason: 'contactDetails',
      note: 'Wants cash',
      reporterRole: 'customer',
      status: 'open',
    });
    // The operator reads what was written (the phone number too), and the thread it is in.
    expect(report.message.text).toContain(PHONE);
    const thread = await model(staff.client.get('/secure/store-management/message-thread', { threadId }));
    expect(thread.thread.role).toBe('operator');
    expect(thread.messages.map((m: Json) => m.id)).toContain(bad.id);

    const resolved = await staff.client.post('/secure/store-management/message-report-resolution', {
      reportId: report.id,
      action: 'hide',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const again = await staff.client.post('/secure/store-management/message-report-resolution', {
      reportId: report.id,
      action: 'dismiss',
    });
    expect([again.statusCode, again.json().messages[0].code]).toEqual([409, 'console.changedReload']);
    const [audit] = await t.db.select().from(auditDecisions).where(eq(auditDecisions.subjectId, report.id));
    expect(audit).toMatchObject({
      subjectType: 'message-report',
      action: 'message-hidden',
      decidedBy: staff.id,
    });
    // Both sides see it removed; the resolved list names who decided.
    for (const client of [customer.client, chef.client]) {
      const shown = (await model(page(client, threadId))).messages.find((m: Json) => m.id === bad.id);
      expect([shown.removed, shown.text]).toEqual([true, '']);
    }
    const done = await model(
      staff.client.get('/secure/store-management/message-reports', { status: 'resolved' }),
    );
    expect(done.reports[0]).toMatchObject({
      resolution: 'hide',
      resolvedBy: { email: expect.stringContaining('operator') },
    });
  });

  test('the operator reads a thread only when a report or a complaint names it', async () => {
    const t = ctx();
    const staff = await signInStaff(t);
    const { customer, threadId } = await question(t);
    await model(send(customer.client, threadId, 'Nothing wrong here'));
    const unnamed = await staff.client.get('/secure/store-management/message-thread', { threadId });
    expect([unnamed.statusCode, unnamed.json().messages[0].code]).toEqual([404, 'errors.notFound']);
    const malformed = await staff.client.get('/secure/store-management/message-thread', { threadId: 'x' });
    expect(malformed.statusCode).toBe(400);

    // A delivered order's thread becomes readable when the buyer complains about the chef's dish.
    const { buyer, orderId, itemId } = await deliveredOrder(t);
    const { thread } = await model(buyer.client.post('/secure/message-thread', { orderId }));
    await model(send(buyer.client, thread.id, 'The cepelinai were cold.'));
    const before = await staff.client.get('/secure/store-management/message-thread', { threadId: thread.id });
    expect(before.statusCode).toBe(404);
    await model(
      buyer.client.post('/secure/complaint', {
        orderId,
        itemId,
        text: 'Cold and late, sorry to say.',
        photoIds: '[]',
      }),
    );
    const after = await model(
      staff.client.get('/secure/store-management/message-thread', { threadId: thread.id }),
    );
    expect(after.messages.map((m: Json) => m.text)).toEqual(['The cepelinai were cold.']);
  });
});
