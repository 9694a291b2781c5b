import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { proposalFees } from '#domain/event-requests/proposal-money.ts';
import { formatMessage, messagesEn, messagesLt } from '#domain/i18n/messages.ts';
import { eventProposals, eventRequests } from '../../db/schema.ts';
import { createChef, createDish, placeOrder, serviceDateIn } from '../../test/factories.ts';
import { describeApi, signUp } from '../../test/test-app.ts';
import {
  accept,
  aRequest,
  liveUntil,
  MENU,
  orderOf,
  ordersOfRequest,
  requestWithProposals,
} from '../../test/event-requests.ts';

describeApi('accepting an event proposal: what is refused', (ctx) => {
  test('after acceptance the price is frozen and the request no longer changes', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const jonas = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId, proposalIds } = await requestWithProposals(
      t,
      [ona, jonas],
      [54_000, 48_000],
    );
    const orderId = (await accept(customer.client, proposalIds[0]!)).json().model.order.id as number;
    const before = await orderOf(customer.client, orderId);

    const revised = await ona.client.post('/secure/event-proposal-revision', {
      proposalId: proposalIds[0]!,
      courses: JSON.stringify(MENU),
      includes: '["cooking"]',
      price: 99_000,
      durationMinutes: 240,
    });
    expect(revised.statusCode).toBe(409);
    const code = revised.json().messages[0].code;
    expect(code).toBe('eventRequests.proposalAccepted');
    expect(revised.json().messages[0].message).toBe(formatMessage(messagesEn, code));
    expect(formatMessage(messagesLt, code)).toContain('priimtas');
    // The database refuses it too.
    const direct = await t.db
      .update(eventProposals)
      .set({ price: 1000 })
      .where(eq(eventProposals.id, proposalIds[0]!))
      .then(
        () => 'changed',
        () => 'refused',
      );
    expect(direct).toBe('refused');

    const changed = await customer.client.post('/secure/event-request-update', {
      ...aRequest(t),
      guests: 30,
      requestId,
    });
    expect([changed.statusCode, changed.json().messages[0].code]).toEqual([
      409,
      'eventRequests.alreadyAccepted',
    ]);
    const withdrawn = await customer.client.post('/secure/event-request-cancel', { requestId });
    expect([withdrawn.statusCode, withdrawn.json().messages[0].code]).toEqual([
      409,
      'eventRequests.alreadyAccepted',
    ]);
    const second = await accept(customer.client, proposalIds[1]!);
    expect([second.statusCode, second.json().messages[0].code]).toEqual([
      409,
      'eventRequests.alreadyAccepted',
    ]);
    // Nor is a dish added to the order (the spec's one-dish-per-call way).
    const dish = await createDish(ona.client, { title: 'Kibinai', kitchenType: 'lithuanian' });
    const added = await customer.client.post('/store/order', {
      orderId,
      productId: dish.productId,
      productVolume: 1,
    });
    expect(added.statusCode).toBe(409);

    expect(await orderOf(customer.client, orderId)).toEqual(before);
    const [request] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, requestId));
    expect(request!.guests).toBe(12);
  });

  test('a proposal revised since the customer saw it is refused, and nothing is stored', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId, proposalIds } = await requestWithProposals(t, [ona], [54_000]);
    const revised = await ona.client.post('/secure/event-proposal-revision', {
      proposalId: proposalIds[0]!,
      courses: JSON.stringify(MENU),
      includes: '["cooking"]',
      price: 60_000,
      durationMinutes: 240,
    });
    expect(revised.statusCode, revised.body).toBe(200);

    const stale = await accept(customer.client, proposalIds[0]!);
    expect(stale.statusCode).toBe(409);
    const [message] = stale.json().messages;
    expect(message.code).toBe('eventRequests.proposalChanged');
    expect(message.message).toContain('changed this proposal');
    expect(formatMessage(messagesLt, message.code, message.params)).toContain('pakeitė');
    expect(await ordersOfRequest(t, proposalIds)).toHaveLength(0);
    const [request] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, requestId));
    expect(request!.state).toBe('open');

    // The revision she now sees is accepted at its new price.
    const current = await accept(customer.client, proposalIds[0]!, { revision: 2 });
    expect(current.statusCode, current.body).toBe(200);
    const order = await orderOf(customer.client, current.json().model.order.id);
    expect(order.fees).toEqual(proposalFees(60_000, { payInCash: false }));
  });

  test('only the request’s customer may accept: anyone else learns nothing', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId, proposalIds } = await requestWithProposals(t, [ona], [54_000]);
    const stranger = await signUp(t.app);
    for (const client of [stranger.client, ona.client]) {
      const refused = await accept(client, proposalIds[0]!);
      expect([refused.statusCode, refused.json().messages[0].code]).toEqual([
        404,
        'eventRequests.proposalNotFound',
      ]);
      expect(refused.body).not.toContain('Šaltibarščiai');
      expect(refused.body).not.toContain('Gedimino');
    }
    const missing = await accept(customer.client, proposalIds[0]! + 1000);
    expect(missing.statusCode).toBe(404);
    expect(await ordersOfRequest(t, proposalIds)).toHaveLength(0);
    const [request] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, requestId));
    expect(request!.state).toBe('open');
    expect((await accept(customer.client, proposalIds[0]!)).statusCode).toBe(200);
  });

  test('a cancelled or expired request takes no acceptance; a chef cannot propose for her own', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const cancelled = await requestWithProposals(t, [ona], [54_000]);
    expect(
      (
        await cancelled.customer.client.post('/secure/event-request-cancel', {
          requestId: cancelled.requestId,
        })
      ).statusCode,
    ).toBe(200);
    const late = await accept(cancelled.customer.client, cancelled.proposalIds[0]!);
    expect([late.statusCode, late.json().messages[0].code]).toEqual([409, 'eventRequests.notOpen']);

    const expiring = await requestWithProposals(t, [ona], [54_000]);
    await liveUntil(t, Number(serviceDateIn(t, 2)) * 1000 + 60_000, [expiring.customer.client, ona.client]);
    const expired = await accept(expiring.customer.client, expiring.proposalIds[0]!);
    expect([expired.statusCode, expired.json().messages[0].code]).toEqual([409, 'eventRequests.notOpen']);
    expect(await ordersOfRequest(t, [...cancelled.proposalIds, ...expiring.proposalIds])).toHaveLength(0);

    const own = await ona.client.post('/secure/event-request', aRequest(t));
    expect(own.statusCode, own.body).toBe(200);
    const self = await ona.client.post('/secure/event-proposal', {
      requestId: own.json().model.request.id,
      courses: JSON.stringify(MENU),
      includes: '["cooking"]',
      price: 10_000,
      durationMinutes: 120,
    });
    expect([self.statusCode, self.json().messages[0].code]).toEqual([409, 'eventRequests.ownRequest']);
  });

  test('a chef who can no longer take the date is refused, and nothing is stored', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, proposalIds } = await requestWithProposals(t, [ona], [54_000]);
    // She now takes one service a day, and a dish order holds that day's.
    const allDay = [{ start: '10:00', end: '21:00' }];
    const saved = await ona.client.post('/secure/availability', {
      availability: JSON.stringify({
        weeklyHours: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, allDay])),
        daysOff: [],
        servicesPerDay: 1,
        leadTimeHours: 2,
        serviceArea: { cities: [], radiusKm: null },
        workHolidays: true,
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const dish = await createDish(ona.client, { title: 'Kibinai', kitchenType: 'lithuanian' });
    const diner = await signUp(t.app);
    await placeOrder(t, diner.client, [{ productId: dish.productId }], {
      serviceDeliveryDate: serviceDateIn(t, 2),
    });

    const refused = await accept(customer.client, proposalIds[0]!);
    expect([refused.statusCode, refused.json().messages[0].code]).toEqual([
      409,
      'eventRequests.chefUnavailable',
    ]);
    expect(await ordersOfRequest(t, proposalIds)).toHaveLength(0);
    const [proposal] = await t.db.select().from(eventProposals).where(eq(eventProposals.id, proposalIds[0]!));
    expect(proposal!.state).toBe('sent');
  });
});
