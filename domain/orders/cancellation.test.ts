import { describe, expect, test } from 'vitest';
import { keptLines, planRefund, type KeptLine, type RefundPlan } from './cancellation.ts';

describe('keptLines: what a refund keeps, line by line (spec marketplace §1)', () => {
  test.each<[string, Pick<RefundPlan, 'keptCents' | 'reason'>, KeptLine[]]>([
    [
      'late: the 30 EUR penalty, then the ingredient costs',
      { keptCents: 4500, reason: 'lateCancellation' },
      [
        { key: 'penalty', cents: 3000 },
        { key: 'ingredients', cents: 1500 },
      ],
    ],
    [
      'late, exactly the penalty',
      { keptCents: 3000, reason: 'lateCancellation' },
      [{ key: 'penalty', cents: 3000 }],
    ],
    [
      'late with less paid than the penalty: all of it is the penalty',
      { keptCents: 1246, reason: 'lateCancellation' },
      [{ key: 'penalty', cents: 1246 }],
    ],
    [
      'early: the provider commission',
      { keptCents: 126, reason: 'earlyCancellation' },
      [{ key: 'commission', cents: 126 }],
    ],
    ['a chef cancels', { keptCents: 0, reason: 'chefCancelled' }, []],
    ['nothing paid', { keptCents: 0, reason: 'nothingPaid' }, []],
    ['late, nothing kept', { keptCents: 0, reason: 'lateCancellation' }, []],
  ])('%s', (_case, plan, lines) => {
    expect(keptLines(plan)).toEqual(lines);
  });

  const service = new Date('2026-12-24T17:00:00Z');
  test.each([
    ['early', 4336, 0, new Date('2026-12-23T16:59:00Z'), [['commission', 126]]],
    [
      'late with ingredients',
      4336,
      500,
      new Date('2026-12-23T17:01:00Z'),
      [
        ['penalty', 3000],
        ['ingredients', 500],
      ],
    ],
    ['late without ingredients', 4336, 0, new Date('2026-12-24T16:00:00Z'), [['penalty', 3000]]],
    ['late, paid less than the penalty', 1246, 500, new Date('2026-12-24T16:00:00Z'), [['penalty', 1246]]],
    [
      'late, ingredients cut by what was paid',
      3200,
      500,
      new Date('2026-12-24T16:00:00Z'),
      [
        ['penalty', 3000],
        ['ingredients', 200],
      ],
    ],
  ] as const)(
    'the lines of planRefund (%s) are its parts and add up to what it keeps',
    (_case, paidCents, ingredientCostsCents, now, expected) => {
      const plan = planRefund({
        paidCents,
        providerCommissionCents: 126,
        ingredientCostsCents,
        serviceDate: service,
        now,
        cancelledBy: 'buyer',
      });
      const lines = keptLines(plan);
      expect(lines.map((line) => [line.key, line.cents])).toEqual(expected);
      expect(lines.reduce((total, line) => total + line.cents, 0)).toBe(plan.keptCents);
    },
  );
});
