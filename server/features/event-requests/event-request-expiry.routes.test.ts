import { and, count, eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventRequests, notifications, users } from '../../db/schema.ts';
import { createChef, signInStaff } from '../../test/factories.ts';
import { accept, aRequest, liveUntil, requestWithProposals } from '../../test/event-requests.ts';
import { describeApi, signUp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { Notifier } from '../notifications/notifier.service.ts';
import { orderFacts } from '../orders/orders.queries.ts';
import { EXPIRY_BATCH, EXPIRY_BATCHES_PER_RUN, EventRequestExpiry } from './event-request-expiry.service.ts';

const JOB = 'event-request-expiry';
const DAY = 24 * 60 * 60_000;

/** A run of the background jobs once the expiry job is due again, and the mails it queued, sent. */
async function runJobs(t: TestApp) {
  t.clock.advance(5 * 60_000);
  const ran = await t.app.jobs.runDue();
  await t.app.mailQueue.settled();
  return ran;
}

const expiredNotices = (t: TestApp, userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'eventRequestExpired')));

const stateOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(eventRequests).where(eq(eventRequests.id, id)))[0]!;

async function file(t: TestApp, customer: TestClient, days: number) {
  const filed = await customer.post('/secure/event-request', aRequest(t, days));
  expect(filed.statusCode, filed.body).toBe(200);
  return filed.json().model.request.id as number;
}

/** Requests of a new customer written straight to the table, open, expired `agoMs` ago. */
async function expiredRequests(t: TestApp, n: number, agoMs: number) {
  const customer = await signUp(t.app);
  const expiresAt = new Date(t.clock.now().getTime() - agoMs);
  const rows = await t.db
    .insert(eventRequests)
    .values(
      Array.from({ length: n }, () => ({
        customerUserId: customer.id,
        serviceAt: expiresAt,
        city: 'Vilnius',
        guests: 6,
        budgetKind: 'perPerson' as const,
        budget: 4000,
        occasion: 'family' as const,
        expiresAt,
        // Announced already: the announcing job has nothing to do with them.
        announcedAt: expiresAt,
      })),
    )
    .returning({ id: eventRequests.id });
  return { customer, ids: rows.map((row) => row.id) };
}

const expiredCount = async (t: TestApp, customerId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(eventRequests)
      .where(and(eq(eventRequests.customerUserId, customerId), eq(eventRequests.state, 'expired')))
  )[0]!.n;

describeApi('open requests past their expiry are marked expired', (ctx) => {
  test('marked once by the job, the customer told once in her language and offered a new one; nothing else changes', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await createChef(t);
    const { customer, requestId: expiring } = await requestWithProposals(t, [chef], [45_000], 2);
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, customer.id));
    const later = await file(t, customer.client, 6);
    const cancelled = await file(t, customer.client, 2);
    expect(
      (await customer.client.post('/secure/event-request-cancel', { requestId: cancelled })).statusCode,
    ).toBe(200);
    const booked = await requestWithProposals(t, [chef], [40_000], 3);
    expect((await accept(booked.customer.client, booked.proposalIds[0]!)).statusCode).toBe(200);

    // Its service begins: it counts as expired at once, while the table still says open.
    const serviceAt = (await stateOf(t, expiring)).serviceAt.getTime();
    await liveUntil(t, serviceAt + 60_000, [customer.client, chef.client, operator.client]);
    const seen = async () =>
      (await customer.client.get('/secure/event-request', { requestId: String(expiring) })).json().model
        .request;
    expect((await stateOf(t, expiring)).state).toBe('open');
    expect((await seen()).state).toBe('expired');

    expect(await runJobs(t)).toContain(JOB);
    const marked = await stateOf(t, expiring);
    expect(marked.state).toBe('expired');
    expect(marked.updatedAt.getTime()).toBe(t.clock.now().getTime());
    expect((await stateOf(t, later)).state).toBe('open');
    expect((await stateOf(t, cancelled)).state).toBe('cancelled');
    expect((await stateOf(t, booked.requestId)).state).toBe('accepted');
    expect((await seen()).state).toBe('expired');

    // The customer's bell, and a mail in Lithuanian leading to the request, offering a new one.
    const told = await expiredNotices(t, customer.id);
    expect(told.map((notice) => notice.params)).toEqual([
      { requestId: expiring, serviceDate: serviceAt, guests: 12, occasion: 'birthday' },
    ]);
    const bell = (await customer.client.get('/secure/notifications')).json().model.notifications as {
      kind: string;
    }[];
    expect(bell[0]).toMatchObject({ kind: 'eventRequestExpired' });
    const mail = t.mailer.lastTo(customer.email)!;
    expect(mail.subject).toBe(`Jūsų renginio užklausos nr. ${expiring} galiojimas baigėsi`);
    expect(mail.text).toContain('Gimtadienis');
    expect(mail.text).toContain('kviečiame pateikti naują užklausą');
    expect(mail.text).toContain(`Atidaryti užklausą: http://localhost:3000/event-requests/${expiring}`);
    // Only the customer: the chef who proposed and the other customer are not told of it.
    expect(await expiredNotices(t, chef.id)).toEqual([]);
    expect(await expiredNotices(t, booked.customer.id)).toEqual([]);

    // The console finds it among the expired ones, as before the marking.
    const expiredIds = (
      await operator.client.get('/secure/store-management/event-requests', { state: 'expired' })
    ).json().model.requests as { id: number }[];
    expect(expiredIds.map((row) => row.id)).toContain(expiring);

    // The next run marks and tells nothing again.
    const mails = t.mailer.sent.length;
    expect(await runJobs(t)).toContain(JOB);
    expect(await expiredNotices(t, customer.id)).toHaveLength(1);
    expect(t.mailer.sent.length).toBe(mails);
  });

  test('a backlog goes in batches, a limited number a run; requests expired long ago are marked without a word', async () => {
    const t = ctx();
    const perRun = EXPIRY_BATCH * EXPIRY_BATCHES_PER_RUN;
    const old = await expiredRequests(t, perRun + 5, 30 * DAY);
    const recent = await expiredRequests(t, 1, 60 * 60_000);

    expect(await runJobs(t)).toContain(JOB);
    // The longest past first: this run's limit is all old ones.
    expect(await expiredCount(t, old.customer.id)).toBe(perRun);
    expect(await expiredCount(t, recent.customer.id)).toBe(0);

    expect(await runJobs(t)).toContain(JOB);
    expect(await expiredCount(t, old.customer.id)).toBe(perRun + 5);
    expect(await expiredCount(t, recent.customer.id)).toBe(1);
    // News of a dinner a month past would read as a mistake: only the recent one is told.
    expect(await expiredNotices(t, old.customer.id)).toEqual([]);
    expect((await expiredNotices(t, recent.customer.id)).map((notice) => notice.params.requestId)).toEqual(
      recent.ids,
    );
    expect(t.mailer.lastTo(recent.customer.email)!.subject).toBe(
      `Your event request no. ${recent.ids[0]} has expired`,
    );
  });

  test('runs at once (a job held by two servers) mark and tell each request once', async () => {
    const t = ctx();
    const { customer, ids } = await expiredRequests(t, 30, 60_000);
    const runs = Array.from(
      { length: 3 },
      () =>
        new EventRequestExpiry(
          t.db,
          t.clock,
          new Notifier(t.db, t.clock, t.mailer, 'http://localhost:3000', t.app.log, orderFacts),
        ),
    );
    const marked = await Promise.all(runs.map((run) => run.markExpired()));
    expect(marked.reduce((sum, n) => sum + n, 0)).toBe(30);
    const told = await expiredNotices(t, customer.id);
    expect(told.map((notice) => notice.params.requestId).sort()).toEqual([...ids].sort());
    const rows = await t.db.select().from(eventRequests).where(inArray(eventRequests.id, ids));
    expect(rows.every((row) => row.state === 'expired')).toBe(true);
    expect(await Promise.all(runs.map((run) => run.markExpired()))).toEqual([0, 0, 0]);
  });
});
