import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { DEFAULT_LEAD_TIME_HOURS } from '#domain/availability/availability-settings.ts';
import { proposalFees } from '#domain/event-requests/proposal-money.ts';
import { complaints, orders } from '../db/schema.ts';
import { deliver, type FakeStripe } from './fake-stripe.ts';
import { checkMoney, type ProviderName } from './money-checks.ts';
import { createChef, createDish, ORDER_ADDRESS, signInStaff } from './factories.ts';
import { GOOD_PASSWORD, signUp, TestClient, type TestApp } from './test-app.ts';

/**
 * The money model's parts (server/money-model.test.ts): what the parties may do, as random actions,
 * the marketplace they do it in, and `run`, which plays a sequence through the API and checks
 * every order of it after every step.
 */

export const CARD = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
const DECLINED = { ...CARD, cardNumber: '4000000000000002' };

export type Action =
  | { kind: 'place'; dish: number; cash: boolean; soon: boolean; two?: boolean }
  | { kind: 'accept'; chef: number; price: number; cash: boolean }
  | { kind: 'add'; order: number; dish: number; volume: number }
  | { kind: 'start'; order: number; racing: boolean }
  | { kind: 'pay'; order: number; first: boolean }
  | { kind: 'decline'; order: number }
  | { kind: 'confirm'; order: number; item: number }
  | { kind: 'deliver'; order: number; item: number }
  | { kind: 'cancel'; order: number; by: 'buyer' | 'chef' | 'chef-then-buyer' | 'race'; item: number }
  | { kind: 'complain'; order: number; item: number }
  | { kind: 'resolve'; outcome: 'full' | 'none' }
  | { kind: 'refund'; cents: number }
  | { kind: 'payout'; hours: number };

export const index = fc.nat({ max: 2 });
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  weighted(
    2,
    fc.record({ kind: fc.constant('place' as const), dish: index, cash: fc.boolean(), soon: fc.boolean() }),
  ),
  // An event request, a chef's proposal at a random price, and its acceptance.
  weighted(
    2,
    fc.record({
      kind: fc.constant('accept' as const),
      chef: fc.nat({ max: 1 }),
      price: fc.integer({ min: 1000, max: 500_000 }),
      cash: fc.boolean(),
    }),
  ),
  weighted(
    1,
    fc.record({
      kind: fc.constant('add' as const),
      order: index,
      dish: index,
      volume: fc.integer({ min: 1, max: 3 }),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant('start' as const), order: index, racing: fc.boolean() })),
  weighted(3, fc.record({ kind: fc.constant('pay' as const), order: index, first: fc.boolean() })),
  weighted(1, fc.record({ kind: fc.constant('decline' as const), order: index })),
  weighted(3, fc.record({ kind: fc.constant('confirm' as const), order: index, item: index })),
  weighted(3, fc.record({ kind: fc.constant('deliver' as const), order: index, item: index })),
  weighted(
    2,
    fc.record({
      kind: fc.constant('cancel' as const),
      order: index,
      by: fc.constantFrom('buyer' as const, 'chef' as const, 'chef-then-buyer' as const, 'race' as const),
      item: index,
    }),
  ),
  weighted(2, fc.record({ kind: fc.constant('complain' as const), order: index, item: index })),
  weighted(
    1,
    fc.record({
      kind: fc.constant('resolve' as const),
      outcome: fc.constantFrom('full' as const, 'none' as const),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant('refund' as const), cents: fc.integer({ min: 1, max: 9000 }) })),
  weighted(1, fc.record({ kind: fc.constant('payout' as const), hours: fc.integer({ min: 1, max: 30 }) })),
);

interface Party {
  client: TestClient;
  email: string;
  id: string;
}

/**
 * Chefs who cook around the clock, holidays included: the random lives move the clock by hours and
 * days, and an order they place a few hours ahead must not fall outside cooking hours by chance.
 */
async function cookAroundTheClock<Chef extends { client: TestClient }>(chef: Chef) {
  const allDay = [{ start: '00:00', end: '24:00' }];
  const weeklyHours = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, allDay]));
  const availability = {
    weeklyHours,
    daysOff: [],
    servicesPerDay: null,
    leadTimeHours: DEFAULT_LEAD_TIME_HOURS,
    serviceArea: { cities: [], radiusKm: null },
    workHolidays: true,
  };
  const saved = await chef.client.post('/secure/availability', {
    availability: JSON.stringify(availability),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return chef;
}

/** The marketplace a run plays in: two chefs, three dishes, a customer and an operator. */
export async function marketplace(t: TestApp) {
  const ona = await cookAroundTheClock(await createChef(t, { hourRateCents: 2000 }));
  const giorgi = await cookAroundTheClock(await createChef(t, { hourRateCents: 2500 }));
  const dishes = [
    (await createDish(ona.client, { title: 'Kibinai', preparationMinutes: 90 })).productId,
    (await createDish(ona.client, { title: 'Cepelinai', preparationMinutes: 60 })).productId,
    (await createDish(giorgi.client, { title: 'Chačapuris', preparationMinutes: 45 })).productId,
  ];
  const staff = await signInStaff(t);
  return { chefs: [ona, giorgi] as Party[], dishes, staff };
}

export type World = Awaited<ReturnType<typeof marketplace>>;

const ok = (status: number, what: string, body: string) =>
  expect(status, `${what}: ${body}`).toBeLessThan(500);

export async function run(
  t: TestApp,
  world: World,
  actions: Action[],
  provider: ProviderName,
  fake: FakeStripe,
) {
  const buyer = (await signUp(t.app)) as Party;
  const parties = [buyer, ...world.chefs];
  const placed: number[] = [];
  const intents = new Map<number, { id: string; secret: string }[]>();
  const chefOf = (sellerUserId: string) => world.chefs.find((chef) => chef.id === sellerUserId)!;
  const view = async (orderId: number) =>
    (await buyer.client.get('/secure/order', { orderId: String(orderId) })).json().model.order as {
      amountToPay: number;
      handoverCode: string | null;
      payInCash: boolean;
      orderItems: { id: number; sellerUserId: string; status: string }[];
    };
  // The card form: the sandbox's, or Stripe.js on the fake followed by Stripe's signed webhook.
  const confirmCard = async (intent: { id: string; secret: string }, card = CARD) => {
    if (provider === 'sandbox')
      return new TestClient(t.app).post('/payments/sandbox/confirm', { ...intent, ...card });
    try {
      return await deliver(t.app, fake.confirmCard(intent.id, card.cardNumber));
    } catch (refused) {
      // Stripe.js refuses to confirm an intent that was canceled or already confirmed.
      return { statusCode: 409, body: (refused as Error).message };
    }
  };

  async function step(action: Action) {
    const orderId = placed[('order' in action ? action.order : 0) % Math.max(placed.length, 1)];
    switch (action.kind) {
      case 'place': {
        // Soon: later today, yet past the dishes' preparation plus the chef's lead time.
        const at = t.clock.now().getTime() + (action.soon ? 4 * 3_600_000 : 3 * 86_400_000);
        const answer = await buyer.client.post('/store/order', {
          items: JSON.stringify(
            (action.two ? [action.dish, (action.dish + 1) % world.dishes.length] : [action.dish]).map(
              (dish) => ({ productId: world.dishes[dish]!, productVolume: 1 }),
            ),
          ),
          serviceDeliveryDate: String(Math.floor(at / 1000)),
          payInCash: String(action.cash),
          ...ORDER_ADDRESS,
        });
        ok(answer.statusCode, 'place', answer.body);
        if (answer.statusCode === 200) placed.push(answer.json().model.order.id);
        return;
      }
      case 'accept': {
        const chef = world.chefs[action.chef]!;
        const filed = await buyer.client.post('/secure/event-request', {
          serviceDate: String(Math.floor((t.clock.now().getTime() + 2 * 86_400_000) / 1000)),
          city: 'Vilnius',
          guests: 8,
          budgetKind: 'total',
          budget: action.price,
          cuisines: '[]',
          allergens: '[]',
          occasion: 'family',
        });
        ok(filed.statusCode, 'event request', filed.body);
        if (filed.statusCode !== 200) return;
        const proposed = await chef.client.post('/secure/event-proposal', {
          requestId: filed.json().model.request.id,
          courses: JSON.stringify([{ title: 'Kūčių stalas', allergens: ['fish'] }]),
          includes: '["cooking"]',
          price: action.price,
          durationMinutes: 180,
        });
        ok(proposed.statusCode, 'proposal', proposed.body);
        if (proposed.statusCode !== 200) return;
        const answer = await buyer.client.post('/secure/event-proposal-accept', {
          proposalId: proposed.json().model.proposal.id,
          revision: 1,
          payInCash: String(action.cash),
        });
        ok(answer.statusCode, 'accept', answer.body);
        if (answer.statusCode !== 200) return;
        const acceptedId = answer.json().model.order.id as number;
        placed.push(acceptedId);
        // The order's money is the accepted proposal's, to the cent (domain proposal-money.ts).
        const [order] = await t.db.select().from(orders).where(eq(orders.id, acceptedId));
        const fees = proposalFees(action.price, { payInCash: action.cash });
        expect(order).toMatchObject({
          subtotalCents: fees.subtotal,
          prepaymentCents: fees.prepayment,
          gatewayFeeCents: fees.paymentGatewayFee,
          amountToPayCents: fees.totalAmount,
          payToChefCents: fees.payToChef,
        });
        return;
      }
      case 'payout': {
        t.clock.advanceMinutes(action.hours * 60);
        // Everyone signs in again, as after a night away (sessions end after a day without use).
        for (const party of parties)
          await party.client.post('/pw-login', { identityKey: party.email, password: GOOD_PASSWORD });
        world.staff = await signInStaff(t);
        await t.app.jobs.runDue();
        return;
      }
      case 'resolve':
      case 'refund': {
        const [open] = await t.db
          .select()
          .from(complaints)
          .where(
            sql`${complaints.status} = 'open' and ${complaints.orderId} in (${sql.join(
              (placed.length ? placed : [0]).map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
          .limit(1);
        if (!open) return;
        const answer = await world.staff.client.post('/secure/store-management/complaint-resolution', {
          complaintId: open.id,
          outcome: action.kind === 'refund' ? 'partial' : action.outcome,
          refundAmount: action.kind === 'refund' ? action.cents : undefined,
          reason: 'Checked the photos and both sides.',
        });
        ok(answer.statusCode, action.kind, answer.body);
        return;
      }
    }
    if (orderId === undefined) return;
    switch (action.kind) {
      case 'add': {
        const answer = await buyer.client.post('/store/order', {
          orderId,
          productId: world.dishes[action.dish]!,
          productVolume: action.volume,
        });
        ok(answer.statusCode, 'add', answer.body);
        return;
      }
      case 'start': {
        const { amountToPay } = await view(orderId);
        const start = () => buyer.client.post('/secure/stripe-intent', { orderId, amount: amountToPay });
        const answers = action.racing ? await Promise.all([start(), start(), start()]) : [await start()];
        for (const answer of answers) ok(answer.statusCode, 'start', answer.body);
        const started = answers.filter((answer) => answer.statusCode === 200).map((a) => a.json().model);
        // Starts at once, and a start while one is open, answer one intent (finding 9).
        expect(new Set(started.map((intent) => intent.id)).size).toBeLessThanOrEqual(1);
        if (started[0]) intents.set(orderId, [...(intents.get(orderId) ?? []), started[0]]);
        return;
      }
      case 'pay':
      case 'decline': {
        const known = intents.get(orderId) ?? [];
        let intent = action.kind === 'pay' && action.first ? known[0] : known.at(-1);
        if (!intent) {
          // Paying starts the payment when none was started yet, as the checkout does.
          const started = await buyer.client.post('/secure/stripe-intent', {
            orderId,
            amount: (await view(orderId)).amountToPay,
          });
          ok(started.statusCode, 'start', started.body);
          if (started.statusCode !== 200) return;
          const fresh = started.json().model as { id: string; secret: string };
          intents.set(orderId, [fresh]);
          intent = fresh;
        }
        const answer = await confirmCard(intent, action.kind === 'decline' ? DECLINED : CARD);
        ok(answer.statusCode, action.kind, answer.body);
        return;
      }
      case 'confirm':
      case 'deliver': {
        const order = await view(orderId);
        const item = order.orderItems[action.item % order.orderItems.length]!;
        const status = action.kind === 'confirm' ? 'confirmed' : 'delivered';
        const chef = chefOf(item.sellerUserId);
        // A chef delivering an item not confirmed yet confirms it first, as the order page offers.
        if (status === 'delivered' && item.status === 'placed') {
          const confirmed = await chef.client.post('/secure/order-status', {
            orderId,
            itemId: item.id,
            status: 'confirmed',
          });
          ok(confirmed.statusCode, 'confirm', confirmed.body);
        }
        // A chef's confirmation racing the customer's cancellation.
        const [answer] = await Promise.all([
          chef.client.post('/secure/order-status', {
            orderId,
            itemId: item.id,
            status,
            handoverCode: status === 'delivered' ? (order.handoverCode ?? undefined) : undefined,
          }),
        ]);
        ok(answer.statusCode, action.kind, answer.body);
        return;
      }
      case 'cancel': {
        const order = await view(orderId);
        const item = order.orderItems[action.item % order.orderItems.length]!;
        const byBuyer = () => buyer.client.post('/secure/order-status', { orderId, status: 'cancelled' });
        const byChef = () =>
          chefOf(item.sellerUserId).client.post('/secure/order-status', {
            orderId,
            itemId: item.id,
            status: 'cancelled',
          });
        const answers =
          action.by === 'race'
            ? await Promise.all([byChef(), byBuyer()])
            : action.by === 'chef-then-buyer'
              ? [await byChef(), await byBuyer()]
              : [await (action.by === 'buyer' ? byBuyer() : byChef())];
        for (const answer of answers) ok(answer.statusCode, 'cancel', answer.body);
        return;
      }
      case 'complain': {
        const order = await view(orderId);
        const item = order.orderItems[action.item % order.orderItems.length]!;
        const answer = await buyer.client.post('/secure/complaint', {
          orderId,
          itemId: item.id,
          text: 'The dish arrived cold and late.',
        });
        ok(answer.statusCode, 'complain', answer.body);
        return;
      }
    }
  }

  for (const action of actions) {
    await step(action);
    await checkMoney(t, placed, provider, fake);
  }
  if (process.env.MONEY_MODEL_COVERAGE && placed.length) {
    const reached = await t.db.execute(
      sql`select (select count(*) from order_items where order_id in (${sql.join(
        placed.map((id) => sql`${id}`),
        sql`, `,
      )}) and status = 'delivered') as delivered, (select count(*) from refunds where order_id in (${sql.join(
        placed.map((id) => sql`${id}`),
        sql`, `,
      )})) as refunds, (select count(*) from complaints where order_id in (${sql.join(
        placed.map((id) => sql`${id}`),
        sql`, `,
      )})) as complaints`,
    );
    console.warn(JSON.stringify((reached as unknown as { rows: unknown[] }).rows ?? reached));
  }
}
