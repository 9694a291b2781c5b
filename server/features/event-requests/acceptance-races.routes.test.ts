import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditDecisions, eventProposals, eventRequests } from '../../db/schema.ts';
import { createChef, signInStaff } from '../../test/factories.ts';
import { describeApi } from '../../test/test-app.ts';
import { accept, ordersOfRequest, requestWithProposals } from '../../test/event-requests.ts';

/**
 * Accepting at once: the request's row is locked first, and the database keeps one
 * accepted proposal per request and one order per proposal. Run on PostgreSQL too, where the
 * accepts really overlap (PGlite has one connection).
 */

describeApi('accepting event proposals at once', (ctx) => {
  test('a customer accepting two proposals at once gets exactly one order', async () => {
    const t = ctx();
    const chefs = [
      await createChef(t, { kitchenTypes: ['lithuanian'] }),
      await createChef(t, { kitchenTypes: ['lithuanian'] }),
      await createChef(t, { kitchenTypes: ['lithuanian'] }),
    ];
    const { customer, requestId, proposalIds } = await requestWithProposals(
      t,
      chefs,
      [40_000, 45_000, 50_000],
    );
    const answers = await Promise.all(proposalIds.map((id) => accept(customer.client, id)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      expect([lost.statusCode, lost.json().messages[0].code]).toEqual([409, 'eventRequests.alreadyAccepted']);
    }
    const lines = await ordersOfRequest(t, proposalIds);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.orderId).toBe(won[0]!.json().model.order.id);
    const accepted = await t.db
      .select()
      .from(eventProposals)
      .where(and(eq(eventProposals.requestId, requestId), eq(eventProposals.state, 'accepted')));
    expect(accepted.map((row) => row.id)).toEqual([lines[0]!.eventProposalId]);
  });

  test('the same proposal accepted twice at once is one order, answered to both', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, proposalIds } = await requestWithProposals(t, [ona], [54_000]);
    const answers = await Promise.all([1, 2, 3].map(() => accept(customer.client, proposalIds[0]!)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().model.order.id)).size).toBe(1);
    expect(await ordersOfRequest(t, proposalIds)).toHaveLength(1);
    // Accepting it again later (the request page's "Pay") answers the same order.
    const again = await accept(customer.client, proposalIds[0]!);
    expect(again.json().model.order).toEqual(answers[0]!.json().model.order);
  });

  test('an operator closing while the customer accepts: one of them wins, never both', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId, proposalIds } = await requestWithProposals(t, [ona], [54_000]);
    const [accepted, closed] = await Promise.all([
      accept(customer.client, proposalIds[0]!),
      operator.client.post('/secure/store-management/event-request-close', {
        requestId,
        reason: 'Breaks the rules.',
      }),
    ]);
    const [request] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, requestId));
    const lines = await ordersOfRequest(t, proposalIds);
    const audited = await t.db
      .select()
      .from(auditDecisions)
      .where(
        and(eq(auditDecisions.subjectType, 'event-request'), eq(auditDecisions.subjectId, String(requestId))),
      );
    if (accepted.statusCode === 200) {
      expect([closed.statusCode, closed.json().messages[0].code]).toEqual([
        409,
        'eventRequests.alreadyAccepted',
      ]);
      expect([request!.state, lines.length, audited.length]).toEqual(['accepted', 1, 0]);
    } else {
      expect(closed.statusCode, closed.body).toBe(200);
      expect([accepted.statusCode, accepted.json().messages[0].code]).toEqual([
        409,
        'eventRequests.closedByStaff',
      ]);
      expect([request!.state, lines.length, audited.length]).toEqual(['closed', 0, 1]);
    }
  });
});
