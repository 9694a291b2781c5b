import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventProposals, notifications, users } from '../../db/schema.ts';
import { createChef } from '../../test/factories.ts';
import { requestWithProposals } from '../../test/event-requests.ts';
import { describeApi } from '../../test/test-app.ts';

describeApi('a customer withdraws her own event request', (ctx) => {
  test('the chefs whose proposals were on offer are thanked in their language, once; a withdrawn proposal hears nothing', async () => {
    const t = ctx();
    const ona = await createChef(t);
    const rasa = await createChef(t);
    const jonas = await createChef(t);
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, ona.id));
    const { customer, requestId, proposalIds } = await requestWithProposals(t, [ona, rasa], [45_000, 47_000]);
    await t.db
      .update(eventProposals)
      .set({ state: 'withdrawn' })
      .where(eq(eventProposals.id, proposalIds[1]!));

    const cancelled = await customer.client.post('/secure/event-request-cancel', { requestId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().model.request).toMatchObject({ id: requestId, state: 'cancelled' });

    const kindsOf = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
        (notice) => notice.kind,
      );
    expect(await kindsOf(ona.id)).toEqual(['proposalRequestCancelled']);
    expect(await kindsOf(rasa.id)).toEqual([]);
    expect(await kindsOf(jonas.id)).toEqual([]);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, ona.id));
    expect(notice!.params).toEqual({
      requestId,
      guests: 12,
      occasion: 'birthday',
      serviceDate: expect.any(Number),
    });

    await t.app.mailQueue.settled();
    const mail = t.mailer.lastTo(ona.email)!;
    expect(mail.subject).toBe('Užklausa, kuriai pateikėte pasiūlymą, atšaukta');
    expect(mail.text).toContain('Klientas atšaukė šią užklausą');
    expect(mail.text).toContain(`/open-requests/${requestId}`);
    const bell = (await ona.client.get('/secure/notifications')).json().model.notifications;
    expect(bell[0]).toMatchObject({ kind: 'proposalRequestCancelled' });

    // Her proposal is no longer on offer: she sees it as not chosen.
    const onasView = (await ona.client.get('/secure/event-request', { requestId: String(requestId) })).json();
    expect(onasView.model.request.state).toBe('cancelled');
  });
});
