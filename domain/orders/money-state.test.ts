import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { computeFees } from './fees.ts';
import {
  MONEY_STATES,
  itemCashCents,
  itemMoneyState,
  orderMoneyState,
  paymentChoice,
  refundedItemIds,
  type ItemMoneyFacts,
} from './money-state.ts';
import { ITEM_STATUSES } from './order-status.ts';

const facts = (over: Partial<ItemMoneyFacts>): ItemMoneyFacts => ({
  status: 'confirmed',
  cardPaid: true,
  cashCents: 3000,
  refunded: false,
  ...over,
});

describe('itemMoneyState', () => {
  test('a paid order: the chef collects the cash part at the service, whichever the choice', () => {
    expect(itemMoneyState(facts({ status: 'placed' }))).toBe('toCollectInCash');
    expect(itemMoneyState(facts({ status: 'confirmed' }))).toBe('toCollectInCash');
    expect(itemMoneyState(facts({ status: 'delivered' }))).toBe('collected');
  });

  test('never "paid" before the card payment, and a dish with no cash part is paid online', () => {
    expect(itemMoneyState(facts({ status: 'placed', cardPaid: false }))).toBe('awaitingPayment');
    expect(itemMoneyState(facts({ cashCents: 0 }))).toBe('paidOnline');
    expect(itemMoneyState(facts({ status: 'delivered', cashCents: 0 }))).toBe('paidOnline');
  });

  test('cancelled: refunded when card money came back, else nothing is due', () => {
    expect(itemMoneyState(facts({ status: 'cancelled', refunded: true }))).toBe('refunded');
    expect(itemMoneyState(facts({ status: 'cancelled' }))).toBe('nothingDue');
    expect(itemMoneyState(facts({ status: 'cancelled', cardPaid: false }))).toBe('nothingDue');
    expect(itemMoneyState(facts({ status: 'delivered', refunded: true }))).toBe('refunded');
  });

  test('every combination of facts has exactly one state, and each state is reached', () => {
    const arbitrary = fc.record({
      status: fc.constantFrom(...ITEM_STATUSES),
      cardPaid: fc.boolean(),
      cashCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
      refunded: fc.boolean(),
    });
    const seen = new Set<string>();
    fc.assert(
      fc.property(arbitrary, (item) => {
        const state = itemMoneyState(item);
        seen.add(state);
        expect(MONEY_STATES).toContain(state);
        // The states that claim something are true of the facts.
        if (state === 'collected') expect(item.status).toBe('delivered');
        if (state === 'toCollectInCash') expect(item.cashCents > 0 && item.cardPaid).toBe(true);
        if (state === 'awaitingPayment') expect(item.cardPaid).toBe(false);
        if (state === 'refunded') expect(item.refunded).toBe(true);
        if (item.status === 'cancelled') expect(['refunded', 'nothingDue']).toContain(state);
      }),
      { numRuns: 500 },
    );
    expect([...seen].sort()).toEqual([...MONEY_STATES].sort());
  });
});

describe('the two payment choices and the cash part', () => {
  test('payInCash is "all in cash", otherwise 50% now and the rest in cash', () => {
    expect(paymentChoice(true)).toBe('allInCash');
    expect(paymentChoice(false)).toBe('prepayHalf');
  });

  test("the dishes' cash parts add up to the order's payToChef (DESIGN §5 example)", () => {
    const line = { unitPriceCents: 3000, volume: 2, pricedByTime: true };
    const fixed = { unitPriceCents: 1250, volume: 1, pricedByTime: false };
    for (const payInCash of [true, false]) {
      const fees = computeFees(
        [line, fixed].map((l) => ({ ...l, productVolume: l.volume })),
        { payInCash },
      );
      expect(itemCashCents(line, payInCash) + itemCashCents(fixed, payInCash)).toBe(fees.payToChef);
    }
    expect(itemCashCents(line, false)).toBe(3000);
    expect(itemCashCents(line, true)).toBe(6000);
  });
});

describe('refundedItemIds', () => {
  const item = (id: number, status: string, pricedByTime = true) => ({
    id,
    status,
    unitPriceCents: 3000,
    volume: 1,
    pricedByTime,
  });

  test("a chef's decline of a prepaid dish refunds that dish only", () => {
    const ids = refundedItemIds({
      items: [item(1, 'cancelled'), item(2, 'confirmed')],
      payInCash: false,
      refunds: [{ reason: 'chefCancelled', amountCents: 1500 }],
      complaints: [],
    });
    expect([...ids]).toEqual([1]);
  });

  test('in an all-in-cash order a declined dish had nothing paid for it, until the whole order is cancelled', () => {
    const partly = refundedItemIds({
      items: [item(1, 'cancelled'), item(2, 'confirmed')],
      payInCash: true,
      refunds: [],
      complaints: [],
    });
    expect(partly.size).toBe(0);
    const whole = refundedItemIds({
      items: [item(1, 'cancelled'), item(2, 'cancelled')],
      payInCash: true,
      refunds: [{ reason: 'earlyCancellation', amountCents: 1210 }],
      complaints: [],
    });
    expect([...whole].sort()).toEqual([1, 2]);
  });

  test("a complaint's refund names its dish; a rejected complaint refunds nothing", () => {
    const ids = refundedItemIds({
      items: [item(1, 'delivered'), item(2, 'delivered')],
      payInCash: false,
      refunds: [{ reason: 'complaint-partial', amountCents: 500 }],
      complaints: [
        { itemId: 2, refundAmount: 500 },
        { itemId: 1, refundAmount: null },
      ],
    });
    expect([...ids]).toEqual([2]);
  });
});

describe('orderMoneyState', () => {
  test('what is still to do comes first, with the cash still to collect', () => {
    expect(
      orderMoneyState([
        { moneyState: 'collected', cashAtService: 3000 },
        { moneyState: 'toCollectInCash', cashAtService: 2500 },
        { moneyState: 'toCollectInCash', cashAtService: 500 },
        { moneyState: 'refunded', cashAtService: 0 },
      ]),
    ).toEqual({ state: 'toCollectInCash', cashCents: 3000 });
    expect(orderMoneyState([{ moneyState: 'refunded', cashAtService: 0 }]).state).toBe('refunded');
    expect(orderMoneyState([])).toEqual({ state: 'nothingDue', cashCents: 0 });
  });

  test('the order state is always one of its dishes’ states', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            moneyState: fc.constantFrom(...MONEY_STATES),
            cashAtService: fc.integer({ min: 0, max: 10_000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (items) => {
          const { state } = orderMoneyState(items);
          expect(items.map((item) => item.moneyState)).toContain(state);
        },
      ),
    );
  });
});
