import { eq } from 'drizzle-orm';
import { formatMessage, messagesLt } from '#domain/i18n/messages.ts';
import { expect, test } from 'vitest';
import { eventProposalRevisions, eventProposals, eventRequests } from '../../db/schema.ts';
import { createChef, createDish, serviceDateIn, signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, type TestApp, type TestClient } from '../../test/test-app.ts';

/** A request for 12 guests in Vilnius nine days ahead at 18:00, Lithuanian or Georgian food. */
function aRequest(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    serviceDate: serviceDateIn(t, 9),
    city: 'Vilnius',
    address: 'Gedimino pr. 1',
    guests: 12,
    budgetKind: 'perPerson',
    budget: 4500,
    cuisines: JSON.stringify(['lithuanian', 'georgian']),
    allergens: JSON.stringify(['nuts']),
    dietaryNeeds: 'Two vegetarians',
    occasion: 'birthday',
    note: 'Grandmother turns 80.',
    ...overrides,
  };
}

const aProposal = (overrides: Record<string, unknown> = {}) => ({
  courses: JSON.stringify([{ title: 'Šaltibarščiai', allergens: ['milk', 'eggs'] }]),
  includes: JSON.stringify(['shopping', 'cooking', 'cleaning']),
  price: 54_000,
  durationMinutes: 240,
  message: 'A summer table, with a cake from my grandmother’s recipe.',
  ...overrides,
});

const openIds = async (client: TestClient) =>
  ((await client.get('/secure/open-event-requests')).json().model.requests as { id: number }[]).map(
    (request) => request.id,
  );
const proposalsOf = (t: TestApp, requestId: number) =>
  t.db.select().from(eventProposals).where(eq(eventProposals.requestId, requestId));
const mine = (t: TestApp, customerId: string) =>
  t.db.select().from(eventRequests).where(eq(eventRequests.customerUserId, customerId));

async function filed(t: TestApp, overrides: Record<string, unknown> = {}) {
  const customer = await signUp(t.app);
  const response = await customer.client.post('/secure/event-request', aRequest(t, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return { customer, requestId: response.json().model.request.id as number };
}

describeApi('event requests', (ctx) => {
  test('a customer files a request; chefs who can take it see it without the address, others do not', async () => {
    const t = ctx();
    const lithuanian = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const georgianInKaunas = await createChef(t, { kitchenTypes: ['georgian'], city: 'Kaunas' });
    const french = await createChef(t, { kitchenTypes: ['french'] });
    const { customer, requestId } = await filed(t);

    const own = (await customer.client.get('/secure/event-request', { requestId: String(requestId) })).json()
      .model;
    expect(own.request).toMatchObject({
      state: 'open',
      guests: 12,
      budgetTotal: 54_000,
      address: 'Gedimino pr. 1',
      proposalCount: 0,
      proposalLimit: 4,
    });
    expect((await customer.client.get('/secure/event-requests')).json().model.requests).toHaveLength(1);

    const seen = (await lithuanian.client.get('/secure/open-event-requests')).json().model.requests;
    expect(seen.map((request: { id: number }) => request.id)).toContain(requestId);
    expect(seen.find((request: { id: number }) => request.id === requestId)).toMatchObject({
      address: null,
      city: 'Vilnius',
      customerName: null,
    });
    const detail = await lithuanian.client.get('/secure/event-request', { requestId: String(requestId) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().model.request.address).toBeNull();

    for (const other of [georgianInKaunas, french]) {
      expect(await openIds(other.client)).not.toContain(requestId);
      expect(
        (await other.client.get('/secure/event-request', { requestId: String(requestId) })).statusCode,
      ).toBe(404);
    }
    const stranger = await signUp(t.app);
    const refused = await stranger.client.get('/secure/event-request', { requestId: String(requestId) });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Gedimino');
    const staff = await signInStaff(t);
    expect(
      (await staff.client.get('/secure/event-request', { requestId: String(requestId) })).json().model.request
        .address,
    ).toBe('Gedimino pr. 1');
  });

  test.each([
    ['a past date', { serviceDate: '1713463885' }, 'serviceDate', 'Choose a date and time in the future.'],
    ['0 guests', { guests: 0 }, 'guests', 'Enter from 1 to 100 guests.'],
    ['500 guests', { guests: 500 }, 'guests', 'Enter from 1 to 100 guests.'],
    ['a budget of -1', { budget: -1 }, 'budget', 'Enter a budget above zero.'],
    ['a city no chef serves', { city: 'Nida' }, 'city', 'No chef serves Nida yet.'],
  ])(
    '%s is a 400 naming the field, in both languages, and nothing is stored',
    async (_, change, field, text) => {
      const t = ctx();
      await createChef(t, { kitchenTypes: ['lithuanian'] });
      const customer = await signUp(t.app);
      const response = await customer.client.post('/secure/event-request', aRequest(t, change));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(field);
      expect(response.body).toContain(text.slice(0, 20));
      // The web app shows the code's sentence in the user's language; Lithuanian has its own.
      const code = response.json().messages.find((entry: { field?: string }) => entry.field === field).code;
      expect(formatMessage(messagesLt, code)).not.toBe(code);
      expect(formatMessage(messagesLt, code)).not.toContain(text.slice(0, 20));
      expect(await mine(t, customer.id)).toHaveLength(0);
    },
  );

  test('a chef proposes with her own dish and a course in words; the customer sees the money by DESIGN §5', async () => {
    const t = ctx();
    const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { productId } = await createDish(chef.client, { title: 'Cepelinai', kitchenType: 'lithuanian' });
    const { customer, requestId } = await filed(t);
    const courses = JSON.stringify([{ dishId: productId }, { title: 'Kibinai', allergens: ['gluten'] }]);
    const sent = await chef.client.post('/secure/event-proposal', aProposal({ requestId, courses }));
    expect(sent.statusCode, sent.body).toBe(200);

    const [proposal] = (
      await customer.client.get('/secure/event-request', { requestId: String(requestId) })
    ).json().model.proposals;
    expect(proposal).toMatchObject({
      state: 'sent',
      revision: 1,
      price: 54_000,
      pricePerGuest: 4500,
      courses: [
        { dishId: productId, title: 'Cepelinai', allergens: ['gluten', 'milk', 'eggs'] },
        { dishId: null, title: 'Kibinai', allergens: ['gluten'] },
      ],
      changes: [],
    });
    // Card: 10.00 fee + 2.10 VAT + 270.00 prepaid + 3% gateway of 282.10 (8.46) = 290.56; cash: the fee part only.
    expect(proposal.fees.card).toMatchObject({
      prepayment: 27_000,
      paymentGatewayFee: 846,
      totalAmount: 29_056,
    });
    expect(proposal.fees.cash).toMatchObject({ prepayment: 0, totalAmount: 1246, payToChef: 54_000 });

    // Another chef's dish cannot be put on her menu.
    const other = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const foreign = await other.client.post(
      '/secure/event-proposal',
      aProposal({ requestId, courses: JSON.stringify([{ dishId: productId }]) }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toHaveProperty('courses');
  });

  test('a menu with no course is a 400 naming courses, and nothing is stored', async () => {
    const t = ctx();
    const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { requestId } = await filed(t);
    const response = await chef.client.post(
      '/secure/event-proposal',
      aProposal({ requestId, courses: '[]' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('courses');
    expect(response.body).toContain('Add at least one course');
    expect(await proposalsOf(t, requestId)).toHaveLength(0);
  });

  test('a revision is kept and the customer sees what changed; only its chef may revise it', async () => {
    const t = ctx();
    const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId } = await filed(t);
    const proposalId = (await chef.client.post('/secure/event-proposal', aProposal({ requestId }))).json()
      .model.proposal.id as number;
    const other = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const hijack = await other.client.post(
      '/secure/event-proposal-revision',
      aProposal({ proposalId, price: 100 }),
    );
    expect(hijack.statusCode).toBe(400);
    const hijack2 = await other.client.post(
      '/secure/event-proposal-revision',
      aProposal({ proposalId, price: 1000 }),
    );
    expect(hijack2.statusCode).toBe(404);

    const revised = await chef.client.post(
      '/secure/event-proposal-revision',
      aProposal({ proposalId, price: 48_000, includes: JSON.stringify(['shopping', 'cooking']) }),
    );
    expect(revised.statusCode, revised.body).toBe(200);
    const [proposal] = (
      await customer.client.get('/secure/event-request', { requestId: String(requestId) })
    ).json().model.proposals;
    expect(proposal.revision).toBe(2);
    expect(proposal.changes).toEqual([
      { kind: 'price', from: 54_000, to: 48_000 },
      { kind: 'includes', added: [], removed: ['cleaning'] },
    ]);
    const revisions = await t.db
      .select()
      .from(eventProposalRevisions)
      .where(eq(eventProposalRevisions.proposalId, proposalId));
    expect(revisions.map((row) => row.price).sort()).toEqual([48_000, 54_000]);
  });

  test('a request takes at most its limit of proposals, also when chefs propose at once', async () => {
    const t = ctx();
    const chefs = await Promise.all(
      Array.from({ length: 6 }, () => createChef(t, { kitchenTypes: ['lithuanian'] })),
    );
    const { requestId } = await filed(t);
    const answers = await Promise.all(
      chefs.map((chef) => chef.client.post('/secure/event-proposal', aProposal({ requestId }))),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    const late = answers.findIndex((answer) => answer.statusCode === 409);
    // Full: it leaves the list of a chef who has not proposed, and stays in the others'.
    expect(await openIds(chefs[late]!.client)).not.toContain(requestId);
    const early = answers.findIndex((answer) => answer.statusCode === 200);
    expect(await openIds(chefs[early]!.client)).toContain(requestId);
    expect(await proposalsOf(t, requestId)).toHaveLength(4);
  });

  test('a chef proposes once; passing takes a request off her list', async () => {
    const t = ctx();
    const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const passer = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { requestId } = await filed(t);
    expect((await chef.client.post('/secure/event-proposal', aProposal({ requestId }))).statusCode).toBe(200);
    const again = await chef.client.post('/secure/event-proposal', aProposal({ requestId }));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('revise your proposal');
    expect((await passer.client.post('/secure/event-request-pass', { requestId })).statusCode).toBe(200);
    expect(await openIds(passer.client)).not.toContain(requestId);
  });

  test('the customer changes and cancels her request; nobody else can, and a cancelled one takes nothing', async () => {
    const t = ctx();
    const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId } = await filed(t);
    const stranger = await signUp(t.app);
    expect(
      (await stranger.client.post('/secure/event-request-update', { ...aRequest(t), requestId })).statusCode,
    ).toBe(404);
    expect((await stranger.client.post('/secure/event-request-cancel', { requestId })).statusCode).toBe(404);

    const changed = await customer.client.post('/secure/event-request-update', {
      ...aRequest(t, { guests: 20 }),
      requestId,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().model.request.guests).toBe(20);
    const cancelled = await customer.client.post('/secure/event-request-cancel', { requestId });
    expect(cancelled.json().model.request.state).toBe('cancelled');
    expect(await openIds(chef.client)).not.toContain(requestId);
    const late = await chef.client.post('/secure/event-proposal', aProposal({ requestId }));
    expect(late.statusCode).toBe(409);
    expect(late.json().messages[0].code).toBe('eventRequests.notOpen');
    expect((await customer.client.post('/secure/event-request-cancel', { requestId })).statusCode).toBe(409);
  });

  test('a request expires at its service time', async () => {
    const t = ctx();
    const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId } = await filed(t, { serviceDate: serviceDateIn(t, 2) });
    expect(await openIds(chef.client)).toContain(requestId);
    // In steps that keep the sessions alive (they end after a day idle).
    for (let i = 0; i < 6; i++) {
      t.clock.advance(12 * 3_600_000);
      await customer.client.get('/secure/event-requests');
      await chef.client.get('/secure/open-event-requests');
    }
    const read = await customer.client.get('/secure/event-request', { requestId: String(requestId) });
    expect(read.json().model.request.state).toBe('expired');
    expect(await openIds(chef.client)).not.toContain(requestId);
    const late = await chef.client.post('/secure/event-proposal', aProposal({ requestId }));
    expect(late.statusCode).toBe(404);
  });
});
