import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { formatMessage, messagesLt } from '#domain/i18n/messages.ts';
import { auditDecisions, eventProposals, eventRequests, notifications, users } from '../../db/schema.ts';
import { createChef, signInStaff } from '../../test/factories.ts';
import { accept, aRequest, MENU, requestWithProposals } from '../../test/event-requests.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

const LIST = '/secure/store-management/event-requests';
const ONE = '/secure/store-management/event-request';
const CLOSE = '/secure/store-management/event-request-close';
const REASON = 'Asks chefs to cook at a venue with no kitchen, against the rules.';

type Row = {
  id: number;
  state: string;
  city: string;
  guests: number;
  budget: number;
  proposalCount: number;
  customer: { email: string; name: string | null };
};

async function list(client: TestClient, query: Record<string, string> = {}) {
  const response = await client.get(LIST, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model as { requests: Row[]; total: number; totalCapped: boolean; page: number };
}

async function file(t: TestApp, customer: TestClient, overrides: Record<string, string | number> = {}) {
  const filed = await customer.post('/secure/event-request', { ...aRequest(t), ...overrides });
  expect(filed.statusCode, filed.body).toBe(200);
  return filed.json().model.request.id as number;
}

const propose = (chef: TestClient, requestId: number, price = 50_000) =>
  chef.post('/secure/event-proposal', {
    requestId,
    courses: JSON.stringify(MENU),
    includes: '["shopping","cooking"]',
    price,
    durationMinutes: 180,
  });

describeApi('the console lists event requests', (ctx) => {
  test('filters by the state people see and by city, newest first, with customer and proposals', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const vilnius = await createChef(t);
    const kaunas = await createChef(t, { city: 'Kaunas' });
    const customer = await signUp(t.app);
    await customer.client.post('/secure/user-info', { firstName: 'Aušra', lastName: 'Renginytė' });

    const withProposals = await file(t, customer.client, { guests: 14, budget: 5000 });
    expect((await propose(vilnius.client, withProposals)).statusCode).toBe(200);
    const inKaunas = await file(t, customer.client, { city: 'Kaunas' });
    const cancelled = await file(t, customer.client);
    expect(
      (await customer.client.post('/secure/event-request-cancel', { requestId: cancelled })).statusCode,
    ).toBe(200);
    // Open in the table, but past its time: people see it expired before any job marks it.
    const pastItsTime = await file(t, customer.client);
    await t.db
      .update(eventRequests)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(eventRequests.id, pastItsTime));
    const accepted = await requestWithProposals(t, [vilnius], [40_000]);
    expect((await accept(accepted.customer.client, accepted.proposalIds[0]!)).statusCode).toBe(200);
    const closed = await file(t, customer.client);
    expect((await operator.client.post(CLOSE, { requestId: closed, reason: REASON })).statusCode).toBe(200);

    const all = await list(operator.client);
    // Newest first (filed in this order, a moment apart or by id).
    expect(all.requests.map((row) => row.id)).toEqual(
      [withProposals, inKaunas, cancelled, pastItsTime, accepted.requestId, closed].sort((a, b) => b - a),
    );
    expect(all).toMatchObject({ total: 6, totalCapped: false, page: 1 });
    const row = all.requests.find((one) => one.id === withProposals)!;
    expect(row).toMatchObject({
      state: 'open',
      city: 'Vilnius',
      guests: 14,
      budget: 5000,
      proposalCount: 1,
      customer: { email: customer.email, name: 'Aušra Renginytė' },
    });

    const ids = async (query: Record<string, string>) =>
      (await list(operator.client, query)).requests.map((one) => one.id).sort((a, b) => a - b);
    expect(await ids({ state: 'open' })).toEqual([withProposals, inKaunas].sort((a, b) => a - b));
    expect(await ids({ state: 'expired' })).toEqual([pastItsTime]);
    expect(await ids({ state: 'cancelled' })).toEqual([cancelled]);
    expect(await ids({ state: 'accepted' })).toEqual([accepted.requestId]);
    expect(await ids({ state: 'closed' })).toEqual([closed]);
    // Part of the city, in any case; the filters combine.
    expect(await ids({ city: 'kaun' })).toEqual([inKaunas]);
    expect(await ids({ city: 'VILNIUS', state: 'open' })).toEqual([withProposals]);
    // A typed wildcard is a character, not "anything".
    expect(await ids({ city: '%' })).toEqual([]);
    expect(await list(operator.client, { page: '2' })).toMatchObject({ requests: [], total: 6, page: 2 });
    expect(kaunas.id).toBeTruthy();

    for (const [query, field] of [
      [{ state: 'lost' }, 'state'],
      [{ page: '0' }, 'page'],
      [{ city: 'x'.repeat(101) }, 'city'],
    ] as const) {
      const refused = await operator.client.get(LIST, query);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().fieldErrors)).toEqual([field]);
    }
  });

  test('only staff: anonymous 401; a customer, a chef, even the request’s own customer, 403', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { customer, requestId } = await requestWithProposals(t, [chef], [45_000]);
    const admin = await signInStaff(t, 'ADMIN');
    const calls = [
      (c: TestClient) => c.get(LIST),
      (c: TestClient) => c.get(ONE, { requestId: String(requestId) }),
      (c: TestClient) => c.post(CLOSE, { requestId, reason: REASON }),
    ];
    for (const call of calls) {
      expect((await call(new TestClient(t.app))).statusCode).toBe(401);
      for (const client of [customer.client, chef.client]) {
        const refused = await call(client);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          success: false,
          messages: [{ message: 'You are not allowed to do this.', code: 'pages.auth.forbidden' }],
        });
      }
    }
    // Nothing was closed by the refused calls; an ADMIN may do what an OPERATOR does.
    const [row] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, requestId));
    expect(row!.state).toBe('open');
    expect((await admin.client.get(ONE, { requestId: String(requestId) })).statusCode).toBe(200);
  });

  test('one request: whole, with every proposal (chef, price, revision, state) and the decisions', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const ona = await createChef(t, { firstName: 'Ona', lastName: 'Virėja' });
    const jonas = await createChef(t);
    const { requestId, proposalIds } = await requestWithProposals(t, [ona, jonas], [54_000, 48_000]);
    const revised = await jonas.client.post('/secure/event-proposal-revision', {
      proposalId: proposalIds[1]!,
      courses: JSON.stringify(MENU),
      includes: '["cooking"]',
      price: 46_000,
      durationMinutes: 200,
    });
    expect(revised.statusCode, revised.body).toBe(200);

    const response = await operator.client.get(ONE, { requestId: String(requestId) });
    expect(response.statusCode, response.body).toBe(200);
    const model = response.json().model;
    expect(model.request).toMatchObject({
      id: requestId,
      state: 'open',
      address: 'Gedimino pr. 1',
      guests: 12,
      proposalCount: 2,
      closedReason: null,
    });
    expect(model.request.customer.email).toMatch(/@example\.com$/);
    expect(
      model.proposals.map((p: { chef: { name: string }; price: number; revision: number; state: string }) => [
        p.chef.name,
        p.price,
        p.revision,
        p.state,
      ]),
    ).toEqual([
      ['Ona Virėja', 54_000, 1, 'sent'],
      [expect.any(String), 46_000, 2, 'sent'],
    ]);
    expect(model.decisions).toEqual([]);
    const missing = await operator.client.get(ONE, { requestId: '999999' });
    expect([missing.statusCode, missing.json().messages[0].code]).toEqual([404, 'eventRequests.notFound']);
  });
});

describeApi('an operator closes an event request that breaks the rules', (ctx) => {
  test('it leaves the chefs’ lists, takes no proposal or acceptance, the customer and the chefs who proposed are told and it is audited', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const ona = await createChef(t);
    const jonas = await createChef(t);
    const rasa = await createChef(t);
    const { customer, requestId, proposalIds } = await requestWithProposals(t, [ona, rasa], [45_000, 47_000]);
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, customer.id));
    // Rasa took hers back: nothing of hers is on offer to be told about.
    await t.db
      .update(eventProposals)
      .set({ state: 'withdrawn' })
      .where(eq(eventProposals.id, proposalIds[1]!));
    const openIds = async (chef: TestClient) =>
      ((await chef.get('/secure/open-event-requests')).json().model.requests as { id: number }[]).map(
        (one) => one.id,
      );
    expect(await openIds(jonas.client)).toContain(requestId);

    // The reason is required and has a limit; nothing is stored without one.
    for (const [reason, code] of [
      ['', 'required'],
      ['   ', 'required'],
      ['x'.repeat(1001), 'too long'],
    ] as const) {
      const refused = await operator.client.post(CLOSE, { requestId, reason });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ reason: code });
    }
    expect((await operator.client.post(CLOSE, { requestId: 999_999, reason: REASON })).statusCode).toBe(404);

    const closed = await operator.client.post(CLOSE, { requestId, reason: ` ${REASON} ` });
    expect(closed.statusCode, closed.body).toBe(200);
    const model = closed.json().model;
    expect(closed.json().messages[0].code).toBe('eventRequests.closed');
    expect(model.request).toMatchObject({ id: requestId, state: 'closed', closedReason: REASON });
    expect(model.decisions).toMatchObject([
      { action: 'closed', reason: REASON, decidedBy: { userId: operator.id, email: operator.email } },
    ]);
    const audit = await t.db
      .select()
      .from(auditDecisions)
      .where(
        and(eq(auditDecisions.subjectType, 'event-request'), eq(auditDecisions.subjectId, String(requestId))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'closed', reason: REASON, decidedBy: operator.id });

    // The customer's bell, and her mail in her language (Lithuanian), with the reason.
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(notices.map((notice) => notice.kind)).toEqual(['eventRequestClosed']);
    expect(notices[0]!.params).toMatchObject({ requestId, guests: 12, occasion: 'birthday', reason: REASON });
    const bell = (await customer.client.get('/secure/notifications')).json().model.notifications;
    expect(bell[0]).toMatchObject({ kind: 'eventRequestClosed' });
    await t.app.mailQueue.settled();
    const mail = t.mailer.lastTo(customer.email)!;
    expect(mail.subject).toBe(`Jūsų renginio užklausa nr. ${requestId} uždaryta`);
    expect(mail.text).toContain('Gimtadienis');
    expect(mail.text).toContain(REASON);

    // Ona, whose proposal was on offer, is thanked in her language (English), without the reason,
    // and led to her view of the request; Rasa (withdrawn) and Jonas (no proposal) hear nothing.
    const onas = await t.db.select().from(notifications).where(eq(notifications.userId, ona.id));
    expect(onas.map((notice) => notice.kind)).toEqual(['proposalRequestClosed']);
    expect(onas[0]!.params).toEqual({
      requestId,
      guests: 12,
      occasion: 'birthday',
      serviceDate: expect.any(Number),
    });
    const onasMail = t.mailer.lastTo(ona.email)!;
    expect(onasMail.subject).toBe('An event request you proposed for was closed');
    expect(onasMail.text).toContain('Thank you for your proposal for the birthday on');
    expect(onasMail.text).toContain('nothing is needed from you');
    expect(onasMail.text).toContain(`Open the request: http://localhost:3000/open-requests/${requestId}`);
    expect(onasMail.text).not.toContain(REASON);
    for (const chef of [rasa, jonas])
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, chef.id))).toEqual([]);
    // The reason is the customer's to read (and staff's): the chef's view says closed, not why.
    const seen = async (client: TestClient) =>
      (await client.get('/secure/event-request', { requestId: String(requestId) })).json().model.request;
    expect(await seen(ona.client)).toMatchObject({ state: 'closed', closedReason: null });
    expect(await seen(customer.client)).toMatchObject({ state: 'closed', closedReason: REASON });
    expect(await seen(operator.client)).toMatchObject({ state: 'closed', closedReason: REASON });

    // Gone from every chef's list; no new proposal, no revision, no acceptance.
    expect(await openIds(jonas.client)).not.toContain(requestId);
    expect(await openIds(ona.client)).not.toContain(requestId);
    const late = await propose(jonas.client, requestId);
    expect([late.statusCode, late.json().messages[0].code]).toEqual([409, 'eventRequests.closedByStaff']);
    const revision = await ona.client.post('/secure/event-proposal-revision', {
      proposalId: proposalIds[0]!,
      courses: JSON.stringify(MENU),
      includes: '["cooking"]',
      price: 40_000,
      durationMinutes: 180,
    });
    expect([revision.statusCode, revision.json().messages[0].code]).toEqual([
      409,
      'eventRequests.closedByStaff',
    ]);
    const refusal = await accept(customer.client, proposalIds[0]!);
    expect(refusal.statusCode).toBe(409);
    // The answer carries the code; each screen words it in its language.
    const { code, message } = refusal.json().messages[0];
    expect(code).toBe('eventRequests.closedByStaff');
    expect(message).toBe(
      'Our team closed this request because it does not follow the marketplace rules: it takes no more proposals, and none can be accepted.',
    );
    expect(formatMessage(messagesLt, code)).toBe(
      'Mūsų komanda uždarė šią užklausą, nes ji neatitinka prekyvietės taisyklių: ji nebepriima pasiūlymų, o jų priimti nebegalima.',
    );
    // Nor can the customer change it; she still sees it, closed.
    const own = (await customer.client.get('/secure/event-request', { requestId: String(requestId) })).json()
      .model;
    expect(own.request.state).toBe('closed');
    const change = await customer.client.post('/secure/event-request-cancel', { requestId });
    expect([change.statusCode, change.json().messages[0].code]).toEqual([409, 'eventRequests.closedByStaff']);

    // Closing it twice is refused, and writes nothing more.
    const again = await operator.client.post(CLOSE, { requestId, reason: REASON });
    expect([again.statusCode, again.json().messages[0].code]).toEqual([409, 'eventRequests.alreadyClosed']);
    expect(formatMessage(messagesLt, 'eventRequests.alreadyClosed')).toBe('Ši užklausa jau uždaryta.');
    expect(
      await t.db
        .select()
        .from(auditDecisions)
        .where(eq(auditDecisions.subjectId, String(requestId))),
    ).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, customer.id))).toHaveLength(
      1,
    );
  });

  test('an accepted request is an order now, and a cancelled one is over: neither is closed', async () => {
    const t = ctx();
    const operator = await signInStaff(t);
    const chef = await createChef(t);
    const accepted = await requestWithProposals(t, [chef], [45_000]);
    expect((await accept(accepted.customer.client, accepted.proposalIds[0]!)).statusCode).toBe(200);
    const refused = await operator.client.post(CLOSE, { requestId: accepted.requestId, reason: REASON });
    expect([refused.statusCode, refused.json().messages[0].code]).toEqual([
      409,
      'eventRequests.alreadyAccepted',
    ]);

    const customer = await signUp(t.app);
    const cancelled = await file(t, customer.client);
    await customer.client.post('/secure/event-request-cancel', { requestId: cancelled });
    const over = await operator.client.post(CLOSE, { requestId: cancelled, reason: REASON });
    expect([over.statusCode, over.json().messages[0].code]).toEqual([409, 'eventRequests.notOpen']);

    for (const [id, state] of [
      [accepted.requestId, 'accepted'],
      [cancelled, 'cancelled'],
    ] as const) {
      const [row] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, id));
      expect(row!.state).toBe(state);
      const audited = await t.db
        .select()
        .from(auditDecisions)
        .where(
          and(eq(auditDecisions.subjectType, 'event-request'), eq(auditDecisions.subjectId, String(id))),
        );
      expect(audited).toEqual([]);
    }
  });
});
