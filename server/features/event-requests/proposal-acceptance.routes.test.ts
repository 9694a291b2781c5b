import { eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { proposalFees } from '#domain/event-requests/proposal-money.ts';
import { formatMessage, messagesEn, messagesLt } from '#domain/i18n/messages.ts';
import {
  eventProposals,
  eventRequests,
  notifications,
  orderItems,
  orders,
  payments,
  payouts,
  reviews,
  slotBookings,
  users,
} from '../../db/schema.ts';
import {
  confirmCard,
  createChef,
  createDish,
  payByCard,
  placeOrder,
  serviceDateIn,
} from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';
import {
  accept,
  aRequest,
  liveUntil,
  MENU,
  orderOf,
  requestWithProposals,
} from '../../test/event-requests.ts';

const ordersOfRequest = (t: TestApp, proposalIds: number[]) =>
  t.db.select().from(orderItems).where(inArray(orderItems.eventProposalId, proposalIds));

const noticesOf = (t: TestApp, userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describeApi('accepting an event proposal', (ctx) => {
  test('the accepted proposal is an order like any other: its money, slot, payment, delivery, rating and payout', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const jonas = await createChef(t, { kitchenTypes: ['lithuanian'] });
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, jonas.id));
    const { customer, requestId, proposalIds } = await requestWithProposals(
      t,
      [ona, jonas],
      [54_000, 48_000],
    );

    const accepted = await accept(customer.client, proposalIds[0]!);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const model = accepted.json().model;
    expect(Object.keys(model.order).sort()).toEqual(['id', 'sID']);
    const orderId = model.order.id as number;

    // Its money is the proposal's (DESIGN §5: 50% of the price by card now, the rest in cash).
    const order = await orderOf(customer.client, orderId);
    const fees = proposalFees(54_000, { payInCash: false });
    expect(order.fees).toEqual(fees);
    expect(order).toMatchObject({ sID: model.order.sID, amountToPay: fees.totalAmount, payInCash: false });
    expect(order.deliveryDate).toBe(Number(serviceDateIn(t, 2)) * 1000);
    expect(order.handoverCode).toMatch(/^\d{6}$/);
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0]).toMatchObject({
      volume: 1,
      servings: 12,
      eventRequestId: requestId,
      product: { id: null, title: 'Šaltibarščiai · Cepelinai', price: 54_000 },
    });
    expect(order.orderItems[0].product.description).toContain('Cold beet soup');
    // The chef's service at the request's time is held until it is paid.
    const [slot] = await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, orderId));
    expect(slot).toMatchObject({ chefUserId: ona.id, state: 'held' });
    expect(slot!.serviceAt.getTime()).toBe(order.deliveryDate);

    const states = await t.db
      .select({ id: eventProposals.id, state: eventProposals.state })
      .from(eventProposals)
      .where(eq(eventProposals.requestId, requestId));
    expect(new Map(states.map((row) => [row.id, row.state]))).toEqual(
      new Map([
        [proposalIds[0]!, 'accepted'],
        [proposalIds[1]!, 'not-chosen'],
      ]),
    );
    const [request] = await t.db.select().from(eventRequests).where(eq(eventRequests.id, requestId));
    expect(request!.state).toBe('accepted');

    // The other chef is told, politely, in her language; the chosen one hears of it once it is paid.
    const told = await noticesOf(t, jonas.id);
    expect(told.map((notice) => notice.kind)).toEqual(['proposalNotChosen']);
    expect(told[0]!.params).toMatchObject({ requestId, guests: 12, occasion: 'birthday' });
    const mail = t.mailer.lastTo(jonas.email)!;
    expect(mail.subject).toBe('Šį kartą jūsų pasiūlymas nepasirinktas');
    expect(mail.text).toContain('Gimtadienis');
    expect(mail.text).not.toContain(String(54_000 / 100));
    expect((await noticesOf(t, ona.id)).map((notice) => notice.kind)).not.toContain('orderReceived');

    // The customer and the chosen chef find the order from the request; she now sees the address.
    const seen = (await ona.client.get('/secure/event-request', { requestId: String(requestId) })).json()
      .model;
    expect(seen.request.address).toBe('Gedimino pr. 1');
    expect(seen.proposals[0]).toMatchObject({ state: 'accepted', orderId });
    const own = (await customer.client.get('/secure/event-request', { requestId: String(requestId) })).json()
      .model;
    expect(own.request.state).toBe('accepted');
    expect(own.proposals.find((p: { id: number }) => p.id === proposalIds[0])!.orderId).toBe(orderId);
    const other = (await jonas.client.get('/secure/event-request', { requestId: String(requestId) })).json()
      .model;
    expect(other.request.address).toBeNull();
    expect(other.proposals[0].orderId).toBeUndefined();

    // Paid as any order: the slot is booked and the chef is told of a new order to confirm.
    await payByCard(t, customer.client, orderId, order.amountToPay);
    const [booked] = await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, orderId));
    expect(booked!.state).toBe('booked');
    const news = (await noticesOf(t, ona.id)).filter((notice) => notice.kind === 'orderReceived');
    expect(news).toHaveLength(1);
    expect(news[0]!.orderId).toBe(orderId);
    expect(t.mailer.lastTo(customer.email)!.subject).toContain(order.sID.split('-')[0]);

    // Confirmed, delivered at the service with the customer's hand-over PIN, rated.
    const itemId = order.orderItems[0].id as number;
    const confirmed = await ona.client.post('/secure/order-status', { orderId, status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await liveUntil(t, order.deliveryDate + 3_600_000, [customer.client, ona.client]);
    const wrongPin = await ona.client.post('/secure/order-status', {
      orderId,
      status: 'delivered',
      handoverCode: order.handoverCode === '000000' ? '111111' : '000000',
    });
    expect(wrongPin.statusCode).toBe(400);
    const delivered = await ona.client.post('/secure/order-status', {
      orderId,
      status: 'delivered',
      handoverCode: order.handoverCode,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const rated = await customer.client.post('/secure/rate-order', {
      orderId,
      rating: 5,
      comment: 'Wonderful',
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.orderItemId, itemId));
    expect(review).toMatchObject({ productId: null, sellerUserId: ona.id, rating: 5 });
    expect((await orderOf(customer.client, orderId)).orderItems[0].review).toMatchObject({ rating: 5 });
    // The rating is in the chef's public reviews and on the order's page like a dish's, named by its
    // menu and occasion (it has no dish to be named by).
    const named = {
      id: review!.id,
      productId: null,
      productTitle: 'Šaltibarščiai · Cepelinai',
      occasion: 'birthday',
      rating: 5,
      comment: 'Wonderful',
    };
    const store = (await new TestClient(t.app).post('/store/products', { nickname: ona.nickname })).json()
      .model;
    expect(store.merchant.recentReviews).toEqual([expect.objectContaining(named)]);
    const onOrder = await customer.client.get('/secure/order-reviews', { orderId: String(orderId) });
    expect(onOrder.json().model.reviews).toEqual([
      expect.objectContaining({ ...named, orderItemId: itemId }),
    ]);
    // The chef is paid the prepayment a day after drop-off (the rest was handed over in cash).
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.orderItemId, itemId));
    expect(payout!.amountCents).toBe(fees.prepayment);
  });

  test('accepted with the checkout’s address, from a chef who serves more cities than her own', async () => {
    const t = ctx();
    const ona = await createChef(t, { city: 'Vilnius', kitchenTypes: ['lithuanian'] });
    const allDay = [{ start: '10:00', end: '21:00' }];
    const saved = await ona.client.post('/secure/availability', {
      availability: JSON.stringify({
        weeklyHours: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, allDay])),
        daysOff: [],
        servicesPerDay: null,
        leadTimeHours: 2,
        serviceArea: { cities: ['Trakai'], radiusKm: null },
        workHolidays: true,
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { customer, proposalIds } = await requestWithProposals(t, [ona], [54_000]);
    const accepted = await accept(customer.client, proposalIds[0]!, {
      title: 'Namai',
      postalCode: 'LT-01103',
      state: 'Vilniaus apskr.',
      city: 'Vilnius',
      phone: '+37061234567',
      formatted_address: 'Gedimino pr. 1',
    });
    // Her own city is served: the order's address check once found no city for her and refused it.
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = await orderOf(customer.client, accepted.json().model.order.id as number);
    expect(order.fees).toEqual(proposalFees(54_000, { payInCash: false }));
  });

  test('paying all in cash is the checkout’s other choice: only the portal’s fee by card', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, proposalIds } = await requestWithProposals(t, [ona], [30_000]);
    const accepted = await accept(customer.client, proposalIds[0]!, { payInCash: 'true' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = await orderOf(customer.client, accepted.json().model.order.id);
    expect(order.fees).toEqual(proposalFees(30_000, { payInCash: true }));
    expect(order.payInCash).toBe(true);
    expect(order.amountToPay).toBe(1246);
  });

  test('the customer cancels the order under the order life’s terms: refunded, the slot given back', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, proposalIds } = await requestWithProposals(t, [ona], [40_000], 5);
    const orderId = (await accept(customer.client, proposalIds[0]!)).json().model.order.id as number;
    const order = await orderOf(customer.client, orderId);
    await payByCard(t, customer.client, orderId, order.amountToPay);
    const cancelled = await customer.client.post('/secure/order-status', { orderId, status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await orderOf(customer.client, orderId);
    expect(after.orderItems[0].status).toBe('cancelled');
    expect(after.refunds.length).toBeGreaterThan(0);
    const [slot] = await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, orderId));
    expect(slot!.state).not.toMatch(/held|booked/);
  });

  test('a card confirmed after the chef cancelled the unpaid order is refused and its hold released', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, proposalIds } = await requestWithProposals(t, [ona], [40_000], 5);
    const orderId = (await accept(customer.client, proposalIds[0]!)).json().model.order.id as number;
    const order = await orderOf(customer.client, orderId);
    // The payment page is open when the chef, before any payment, cancels the order.
    const intent = (
      await customer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    const cancelled = await ona.client.post('/secure/order-status', { orderId, status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const confirmed = await confirmCard(t, intent);
    expect(confirmed.statusCode, confirmed.body).toBe(409);
    expect(confirmed.json().messages[0].code).toBe('payments.orderCancelled');
    const [unpaid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(unpaid!.paymentStatus).toBe('pending');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('canceled');
  });

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
