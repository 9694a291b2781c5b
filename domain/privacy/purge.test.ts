import { describe, expect, test } from 'vitest';
import { accountingYear, keptUntil, retentionCutoff } from './purge.ts';

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
