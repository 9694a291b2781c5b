import { describe, expect, test } from 'vitest';
import { accountingYear, keptUntil, mayEraseTaxNumber, mayPurge, retentionCutoff } from './purge.ts';

const at = (iso: string) => new Date(iso);

describe('accounting years are Vilnius calendar years', () => {
  test.each([
    ['2026-12-31T21:59:59Z', 2026], // 23:59:59 in Vilnius (UTC+2 in winter)
    ['2026-12-31T22:00:00Z', 2027], // midnight in Vilnius: the new year, though still 2026 in UTC
    ['2027-07-01T12:00:00Z', 2027],
  ])('%s is in %i', (instant, year) => {
    expect(accountingYear(at(instant))).toBe(year);
  });
});

describe('keptUntil: the end of the tenth year after the end of the accounting year', () => {
  test.each([
    ['2026-12-07T10:00:00Z', '2036-12-31T22:00:00.000Z'], // kept through 2036, gone from 1 Jan 2037 Vilnius
    ['2026-01-01T00:00:00Z', '2036-12-31T22:00:00.000Z'], // 02:00 on 1 Jan 2026 in Vilnius
    ['2026-12-31T22:30:00Z', '2037-12-31T22:00:00.000Z'], // 00:30 on 1 Jan 2027 in Vilnius: the year 2027
    ['2025-12-31T21:59:59Z', '2035-12-31T22:00:00.000Z'],
  ])('%s -> %s', (event, until) => {
    expect(keptUntil(at(event)).toISOString()).toBe(until);
  });
});

describe('retentionCutoff: before it, exactly what keptUntil has released', () => {
  test('the start of the Vilnius year ten years before now', () => {
    expect(retentionCutoff(at('2037-03-01T10:00:00Z')).toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(retentionCutoff(at('2036-12-31T21:59:59Z')).toISOString()).toBe('2025-12-31T22:00:00.000Z');
    expect(retentionCutoff(at('2036-12-31T22:00:00Z')).toISOString()).toBe('2026-12-31T22:00:00.000Z');
  });

  test('an event is before the cut-off exactly when its retention is over', () => {
    const events = [
      '2025-06-15T09:00:00Z',
      '2025-12-31T21:59:59Z',
      '2025-12-31T22:00:00Z',
      '2026-07-01T00:00:00Z',
      '2026-12-31T21:59:59Z',
      '2026-12-31T22:00:00Z',
    ].map(at);
    const nows = [
      '2035-12-31T21:59:59Z',
      '2035-12-31T22:00:00Z',
      '2036-06-01T00:00:00Z',
      '2036-12-31T21:59:59Z',
      '2036-12-31T22:00:00Z',
      '2037-12-31T22:00:00Z',
    ].map(at);
    for (const now of nows) {
      for (const event of events) {
        const released = keptUntil(event).getTime() <= now.getTime();
        expect(
          event.getTime() < retentionCutoff(now).getTime(),
          `${event.toISOString()} at ${now.toISOString()}`,
        ).toBe(released);
      }
    }
  });
});

describe('mayPurge: a kept record goes once every account in it is deleted and both years are over', () => {
  const paid = at('2026-05-10T12:00:00Z');
  const deleted = at('2027-02-01T12:00:00Z');
  const later = at('2038-01-01T00:00:00Z'); // 02:00 on 1 January 2038 in Vilnius
  test.each([
    [
      'both parties deleted, both years over',
      { lastMoneyEventAt: paid, partiesDeletedAt: [deleted, deleted] },
      later,
      true,
    ],
    [
      'the other party still has an account',
      { lastMoneyEventAt: paid, partiesDeletedAt: [deleted, null] },
      later,
      false,
    ],
    [
      'a guest order whose only account, the chef, is deleted',
      { lastMoneyEventAt: paid, partiesDeletedAt: [deleted] },
      later,
      true,
    ],
    [
      'no account at all: not left by a deletion',
      { lastMoneyEventAt: paid, partiesDeletedAt: [] },
      later,
      false,
    ],
    // The money year (2026) is over at the start of 2037, the deletion's (2027) only at the start of 2038.
    [
      'the deletion year not yet over',
      { lastMoneyEventAt: paid, partiesDeletedAt: [deleted] },
      at('2037-06-01T00:00:00Z'),
      false,
    ],
    [
      'the last money event after the deletion, its year not over',
      { lastMoneyEventAt: at('2028-01-05T00:00:00Z'), partiesDeletedAt: [deleted] },
      later,
      false,
    ],
    [
      'one day short: 23:59 on 31 December 2037 in Vilnius',
      { lastMoneyEventAt: paid, partiesDeletedAt: [deleted] },
      at('2037-12-31T21:59:00Z'),
      false,
    ],
    [
      'from midnight on 1 January 2038 in Vilnius',
      { lastMoneyEventAt: paid, partiesDeletedAt: [deleted] },
      at('2037-12-31T22:00:00Z'),
      true,
    ],
  ] as const)('%s', (_name, record, now, expected) => {
    expect(mayPurge({ ...record, partiesDeletedAt: [...record.partiesDeletedAt] }, now)).toBe(expected);
  });
});

describe('mayEraseTaxNumber: after the deletion year and the last payout year are over', () => {
  const deleted = at('2027-02-01T12:00:00Z');
  test.each([
    ['an account that exists', null, null, at('2050-01-01T00:00:00Z'), false],
    ['no payouts, deletion year over', deleted, null, at('2037-12-31T22:00:00Z'), true],
    ['no payouts, deletion year not over', deleted, null, at('2037-12-31T21:59:59Z'), false],
    [
      'a payout in 2026, deleted in 2027',
      deleted,
      at('2026-11-30T10:00:00Z'),
      at('2037-12-31T22:00:00Z'),
      true,
    ],
    [
      'a payout paid after the deletion, in 2028',
      deleted,
      at('2028-01-03T10:00:00Z'),
      at('2038-06-01T00:00:00Z'),
      false,
    ],
  ] as const)('%s', (_name, deletedAt, lastPayoutAt, now, expected) => {
    expect(mayEraseTaxNumber(deletedAt, lastPayoutAt, now)).toBe(expected);
  });
});

test('a year past 2099 still has its start (no silent 1970), and so does an earlier one', () => {
  expect(keptUntil(at('2095-06-01T00:00:00Z')).toISOString()).toBe('2105-12-31T22:00:00.000Z');
  expect(retentionCutoff(at('2015-06-01T00:00:00Z')).toISOString()).toBe('2004-12-31T22:00:00.000Z');
});
