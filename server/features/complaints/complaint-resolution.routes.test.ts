import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditDecisions, notifications, payoutDeductions, refunds } from '../../db/schema.ts';
import { deliveredOrder, signInStaff } from '../../test/factories.ts';
import { describeApi, TestClient } from '../../test/test-app.ts';
import { HOUR, complain, payoutOf, passHours, orderView, complained } from './complaints-test-setup.ts';

describeApi('complaint resolution', (ctx) => {
  test('a held payout is not paid; rejected, it is released and the job pays it', async () => {
    const t = ctx();
    const { itemId, complaintId, chef, buyer } = await complained(t);
    await passHours(t, 25, [chef.client, buyer.client]);
    await t.app.payouts.runDue();
    expect((await payoutOf(t, itemId))!.status).toBe('held');
    const staff = await signInStaff(t);
    const decided = await staff.client.post('/secure/store-management/complaint-resolution', {
      complaintId,
      outcome: 'none',
      reason: 'The photos show a properly cooked dish.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().model.complaint).toMatchObject({
      status: 'resolved',
      outcome: 'none',
      refundAmount: 0,
    });
    expect(await payoutOf(t, itemId)).toMatchObject({ status: 'scheduled', amountCents: 3000 });
    await t.app.payouts.runDue();
    expect((await payoutOf(t, itemId))!.status).toBe('paid');
    for (const user of [buyer, chef]) {
      const kinds = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
      expect(kinds.map((row) => row.kind)).toContain('complaintResolved');
      expect(t.mailer.sent.some((mail) => mail.to === user.email && /is resolved/.test(mail.subject))).toBe(
        true,
      );
      // The mail carries the operator's reason.
      const resolvedMail = t.mailer.sent.find(
        (mail) => mail.to === user.email && /is resolved/.test(mail.subject),
      );
      expect(resolvedMail!.text).toContain("The operator's reason: The photos show a properly cooked dish.");
    }
    const [decision] = await t.db
      .select()
      .from(auditDecisions)
      .where(eq(auditDecisions.subjectId, complaintId));
    expect(decision).toMatchObject({ subjectType: 'complaint', action: 'rejected', decidedBy: staff.id });
  });

  test('a full refund cancels the payout and goes to the card once; a partial one reduces it', async () => {
    const t = ctx();
    const full = await complained(t);
    const staff = await signInStaff(t);
    const resolve = (form: Record<string, string | number>) =>
      staff.client.post('/secure/store-management/complaint-resolution', form);
    const response = await resolve({ complaintId: full.complaintId, outcome: 'full', reason: 'Inedible.' });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.mailQueue.settled();
    // Each side is told who was refunded, in its own words, with the reason.
    const toBuyer = t.mailer.lastTo(full.buyer.email)!.text;
    expect(toBuyer).toContain('is resolved: €43.36 is refunded to your card.');
    expect(toBuyer).toContain("The operator's reason: Inedible.");
    const toChef = t.mailer.lastTo(full.chef.email)!.text;
    expect(toChef).toContain(
      'the customer is refunded €43.36 to their card, and you are not paid for the dish.',
    );
    expect(toChef).toContain("The operator's reason: Inedible.");
    expect(toChef).not.toContain('your card');
    expect(response.json().model.complaint.refundAmount).toBe(full.order.amountToPay);
    expect(await payoutOf(t, full.itemId)).toMatchObject({ status: 'cancelled', amountCents: 0 });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, full.orderId));
    expect(refund).toMatchObject({ amountCents: full.order.amountToPay, status: 'succeeded' });
    expect((await orderView(full.buyer.client, full.orderId)).orderItems[0].complaint).toMatchObject({
      status: 'resolved',
      outcome: 'full',
      resolutionReason: 'Inedible.',
      resolvedTimestamp: expect.any(Number),
    });

    const partial = await complained(t);
    const missing = await resolve({ complaintId: partial.complaintId, outcome: 'partial', reason: 'Half.' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.refundAmount).toBeDefined();
    const tooMuch = await resolve({
      complaintId: partial.complaintId,
      outcome: 'partial',
      refundAmount: partial.order.amountToPay + 1,
      reason: 'Half.',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().messages[0].code).toBe('complaints.refundTooHigh');
    expect(tooMuch.json().fieldErrors.refundAmount).toBeDefined();
    // Less than the dish's 60 euro but more than was paid by card: refused, naming the card part.
    const overCard = await resolve({
      complaintId: partial.complaintId,
      outcome: 'partial',
      refundAmount: 5000,
      reason: 'Half.',
    });
    expect(overCard.statusCode).toBe(400);
    expect(overCard.json().messages[0]).toMatchObject({
      code: 'complaints.refundTooHigh',
      message: 'The refund can be at most €43.36.',
    });
    const noReason = await resolve({ complaintId: partial.complaintId, outcome: 'none', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const ok = await resolve({
      complaintId: partial.complaintId,
      outcome: 'partial',
      refundAmount: 1000,
      reason: 'One portion was cold.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await payoutOf(t, partial.itemId)).toMatchObject({ status: 'scheduled', amountCents: 2000 });
    const [partialRefund] = await t.db.select().from(refunds).where(eq(refunds.orderId, partial.orderId));
    expect(partialRefund).toMatchObject({ amountCents: 1000, status: 'succeeded' });
    await t.app.mailQueue.settled();
    expect(t.mailer.lastTo(partial.chef.email)!.text).toContain(
      'the customer is refunded €10.00 to their card, and your payout for the dish is reduced by that amount',
    );
    const [logged] = await t.db
      .select()
      .from(auditDecisions)
      .where(eq(auditDecisions.subjectId, partial.complaintId));
    expect(logged).toMatchObject({ action: 'refunded-partially', reason: 'One portion was cold.' });
  });

  test('two operators deciding at once leave exactly one decision', async () => {
    const t = ctx();
    const { complaintId, orderId, itemId } = await complained(t);
    const [first, second] = [await signInStaff(t), await signInStaff(t, 'ADMIN')];
    const results = await Promise.all([
      first.client.post('/secure/store-management/complaint-resolution', {
        complaintId,
        outcome: 'full',
        reason: 'Refund.',
      }),
      second.client.post('/secure/store-management/complaint-resolution', {
        complaintId,
        outcome: 'none',
        reason: 'Reject.',
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().messages[0].message).toBe(
      'This complaint was changed meanwhile. Reload and decide again.',
    );
    expect(
      await t.db.select().from(auditDecisions).where(eq(auditDecisions.subjectId, complaintId)),
    ).toHaveLength(1);
    const refunded = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const payout = await payoutOf(t, itemId);
    const winner = results.find((r) => r.statusCode === 200)!.json().model.complaint.outcome;
    expect(refunded).toHaveLength(winner === 'full' ? 1 : 0);
    expect(payout!.status).toBe(winner === 'full' ? 'cancelled' : 'scheduled');
  });

  test('a payout already paid: the refund is withheld from the chef\u2019s next payout', async () => {
    const t = ctx();
    const first = await deliveredOrder(t);
    await passHours(t, 25, [first.chef.client, first.buyer.client]);
    await t.app.payouts.runDue();
    const opened = await complain(first.buyer.client, { orderId: first.orderId, itemId: first.itemId });
    expect(opened.statusCode).toBe(200);
    expect((await payoutOf(t, first.itemId))!.status).toBe('paid');
    const staff = await signInStaff(t);
    await staff.client.post('/secure/store-management/complaint-resolution', {
      complaintId: opened.json().model.complaint.id,
      outcome: 'partial',
      refundAmount: 1200,
      reason: 'Partly spoiled.',
    });
    const [owed] = await t.db.select().from(payoutDeductions);
    expect(owed).toMatchObject({ sellerUserId: first.chef.id, amountCents: 1200, remainingCents: 1200 });
    // The same chef's next delivered item pays 30 euro less the 12 withheld.
    const next = await deliveredOrder(t, { chef: first.chef });
    await passHours(t, 25, [first.chef.client]);
    await t.app.payouts.runDue();
    expect(await payoutOf(t, next.itemId)).toMatchObject({
      status: 'paid',
      amountCents: 3000,
      deductedCents: 1200,
    });
    expect((await t.db.select().from(payoutDeductions))[0]!.remainingCents).toBe(0);
    const paidMail = t.mailer.sent.findLast((mail) => mail.to === first.chef.email)!;
    expect(paidMail.subject).toBe('Payout of €18.00 made');
  });

  test('operators only: customers and chefs get 403 and learn nothing', async () => {
    const t = ctx();
    const { chef, buyer, complaintId, itemId } = await complained(t);
    for (const client of [chef.client, buyer.client]) {
      const list = await client.get('/secure/store-management/complaints');
      expect(list.statusCode).toBe(403);
      expect(list.json().model).toBeUndefined();
      const decide = await client.post('/secure/store-management/complaint-resolution', {
        complaintId,
        outcome: 'full',
        reason: 'Mine.',
      });
      expect(decide.statusCode).toBe(403);
    }
    expect((await new TestClient(t.app).get('/secure/store-management/complaints')).statusCode).toBe(401);
    expect((await payoutOf(t, itemId))!.status).toBe('held');
  });

  test('the operators\u2019 list: open ones oldest first with order, item, people, payout and decisions', async () => {
    const t = ctx();
    const older = await complained(t);
    t.clock.advance(HOUR);
    const newer = await complained(t);
    const staff = await signInStaff(t);
    const list = (await staff.client.get('/secure/store-management/complaints', { status: 'open' })).json()
      .model.complaints;
    const ids = list.map((row: { id: string }) => row.id);
    expect(ids.indexOf(older.complaintId)).toBeLessThan(ids.indexOf(newer.complaintId));
    expect(list.find((row: { id: string }) => row.id === older.complaintId)).toMatchObject({
      status: 'open',
      order: { id: older.orderId, sID: older.order.sID },
      item: {
        id: older.itemId,
        productName: 'Cepelinai',
        quantity: 2,
        total: 6000,
        refundableMax: older.order.amountToPay,
      },
      buyer: { email: older.buyer.email },
      chef: { userId: older.chef.id, nickname: older.chef.nickname, email: older.chef.email },
      payout: { status: 'held', amount: 3000 },
      decisions: [],
    });
    await staff.client.post('/secure/store-management/complaint-resolution', {
      complaintId: older.complaintId,
      outcome: 'none',
      reason: 'No fault found.',
    });
    const resolved = (
      await staff.client.get('/secure/store-management/complaints', { status: 'resolved' })
    ).json().model.complaints;
    const decided = resolved.find((row: { id: string }) => row.id === older.complaintId);
    expect(resolved.some((row: { id: string }) => row.id === newer.complaintId)).toBe(false);
    expect(decided.decisions).toEqual([
      {
        who: { userId: staff.id, email: expect.any(String) },
        when: expect.any(Number),
        action: 'rejected',
        reason: 'No fault found.',
      },
    ]);
    const again = await staff.client.post('/secure/store-management/complaint-resolution', {
      complaintId: older.complaintId,
      outcome: 'full',
      reason: 'Second thoughts.',
    });
    expect(again.statusCode).toBe(409);
  });
});
