import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { proposalFees } from '#domain/event-requests/proposal-money.ts';
import {
  eventProposals,
  eventRequests,
  orders,
  payments,
  payouts,
  reviews,
  slotBookings,
  users,
} from '../../db/schema.ts';
import { confirmCard, createChef, payByCard, serviceDateIn } from '../../test/factories.ts';
import { describeApi, TestClient } from '../../test/test-app.ts';
import { accept, liveUntil, noticesOf, orderOf, requestWithProposals } from '../../test/event-requests.ts';

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
});
