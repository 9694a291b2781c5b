import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { notifications, users } from '../../db/schema.ts';
import { createChef } from '../../test/factories.ts';
import { describeApi, signUp, type TestApp } from '../../test/test-app.ts';
import { aRequest, type Chef } from '../../test/event-requests.ts';

const JOB = 'event-request-announcements';

const newRequestNotices = (t: TestApp, userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'newEventRequest')));

const mailsTo = (t: TestApp, chef: Chef) =>
  t.mailer.sent.filter(
    (mail) => mail.to === chef.email && mail.meta?.template === 'notification-newEventRequest',
  );

/** A run of the background jobs once the announcing job is due again, and the mails it queued, sent. */
async function runJobs(t: TestApp) {
  t.clock.advance(5 * 60_000);
  const ran = await t.app.jobs.runDue();
  await t.app.mailQueue.settled();
  return ran;
}

describeApi('who hears of a new event request', (ctx) => {
  test('the chefs who can take it: a bell notice each, one mail per run in their language; nobody else, and never twice', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, ona.id));
    const giorgi = await createChef(t, { kitchenTypes: ['georgian'] });
    const inKaunas = await createChef(t, { kitchenTypes: ['lithuanian'], city: 'Kaunas' });
    const pending = await createChef(t, { kitchenTypes: ['lithuanian'], approve: false });
    const customer = await signUp(t.app);

    const file = async (form: Record<string, string | number>) => {
      const filed = await customer.client.post('/secure/event-request', { ...aRequest(t), ...form });
      expect(filed.statusCode, filed.body).toBe(200);
      return filed.json().model.request.id as number;
    };
    const lithuanian = await file({ cuisines: '["lithuanian"]', guests: 8 });
    const anyCuisine = await file({ guests: 20 });
    const withdrawn = await file({});
    expect(
      (await customer.client.post('/secure/event-request-cancel', { requestId: withdrawn })).statusCode,
    ).toBe(200);
    // Filing tells nobody yet: the job does, after the request is committed.
    expect(await newRequestNotices(t, ona.id)).toHaveLength(0);

    expect(await runJobs(t)).toContain(JOB);

    const onas = await newRequestNotices(t, ona.id);
    expect(onas.map((notice) => notice.params.requestId).sort()).toEqual([lithuanian, anyCuisine].sort());
    expect(onas.find((notice) => notice.params.requestId === anyCuisine)?.params).toMatchObject({
      city: 'Vilnius',
      guests: 20,
      occasion: 'birthday',
      count: 2,
    });
    // Two requests, one mail, in Ona's language, leading to her view of the first.
    const [onasMail, ...more] = mailsTo(t, ona);
    expect(more).toHaveLength(0);
    expect(onasMail!.subject).toBe('Naujų renginių užklausų, kurias galite priimti: 2');
    expect(onasMail!.text).toContain(`Atidaryti užklausą: http://localhost:3000/open-requests/${lithuanian}`);

    // Giorgi cooks Georgian: only the request open to any cuisine is his.
    expect((await newRequestNotices(t, giorgi.id)).map((notice) => notice.params.requestId)).toEqual([
      anyCuisine,
    ]);
    expect(mailsTo(t, giorgi).map((mail) => mail.subject)).toEqual(['A new event request you can take']);
    expect(mailsTo(t, giorgi)[0]!.text).toContain('20 guests');

    // Outside her area, not approved, or the customer herself: nothing.
    for (const nobody of [inKaunas.id, pending.id, customer.id])
      expect(await newRequestNotices(t, nobody)).toHaveLength(0);

    // The next run tells nobody again.
    const before = t.mailer.sent.length;
    expect(await runJobs(t)).toContain(JOB);
    expect(await newRequestNotices(t, ona.id)).toHaveLength(2);
    expect(t.mailer.sent.length).toBe(before);
  });

  test('a chef who passed on it or already proposed is not told; the bell leads to the request', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const jonas = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const rasa = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const customer = await signUp(t.app);
    const filed = await customer.client.post('/secure/event-request', aRequest(t));
    const requestId = filed.json().model.request.id as number;
    expect((await jonas.client.post('/secure/event-request-pass', { requestId })).statusCode).toBe(200);
    const sent = await rasa.client.post('/secure/event-proposal', {
      requestId,
      courses: JSON.stringify([{ title: 'Cepelinai', allergens: ['milk'] }]),
      includes: '["cooking"]',
      price: 40_000,
      durationMinutes: 180,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    await runJobs(t);

    expect(await newRequestNotices(t, jonas.id)).toHaveLength(0);
    expect(await newRequestNotices(t, rasa.id)).toHaveLength(0);
    const bell = (await ona.client.get('/secure/notifications')).json().model;
    const notice = (bell.notifications as { kind: string; params: Record<string, unknown> }[]).find(
      (item) => item.kind === 'newEventRequest',
    );
    expect(notice?.params).toMatchObject({ requestId, guests: 12, city: 'Vilnius' });
    expect(mailsTo(t, ona)[0]!.subject).toBe('A new event request you can take');
  });
});
