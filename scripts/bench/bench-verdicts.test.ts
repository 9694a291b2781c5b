import { describe, expect, it } from 'vitest';
import { benchTable, judge, type Figure, type SizeReport } from './bench-verdicts.ts';

const figure = (name: string, kind: Figure['kind'], requestsPerSecond: number, p99: number): Figure => ({
  name,
  kind,
  requestsPerSecond,
  p50: 1,
  p99,
  errors: 0,
  acknowledged: kind === 'write' ? 100 : 0,
  stored: kind === 'write' ? 100 : undefined,
  ratioToBare: requestsPerSecond / 10_000,
});

const size = (chefs: number, bareP99: number, readP99: number, rssMb = 200): SizeReport => ({
  chefs,
  seedSeconds: 1,
  figures: [
    figure('bare route', 'bare', 10_000, bareP99),
    figure('chef list', 'read', 6_000, readP99),
    figure('order creation', 'write', 1_200, 80),
  ],
  rssMb,
  errorsLogged: 0,
});

const verdictOf = (reports: SizeReport[], what: string) =>
  judge(reports).find((one) => one.what === what)?.verdict;

describe('bench verdicts', () => {
  it('holds p99 growth over the bare route growth in the same minutes', () => {
    // The machine slowed: the bare route's p99 went 9 -> 12 ms, the read's 11 -> 16 ms (1.45x, 1.09x of bare's).
    const reports = [size(10_000, 9, 11), size(100_000, 12, 16)];
    expect(verdictOf(reports, 'chef list')).toBe('met');
    expect(benchTable(reports, judge(reports))).toContain('| 1.45, 1.09 over bare |');
  });

  it('misses a read whose p99 grew faster than the bare route', () => {
    const reports = [size(10_000, 9, 10), size(100_000, 9, 14)];
    expect(verdictOf(reports, 'chef list')).toBe("missed: p99 grew 1.40x, 1.40x over the bare route's");
  });

  it('misses a slow read, a slow write and memory that grows with the catalogue', () => {
    const slow = size(100_000, 9, 25, 400);
    slow.figures[1]!.ratioToBare = 0.4;
    slow.figures[2] = figure('order creation', 'write', 900, 120);
    const reports = [size(10_000, 9, 20), slow];
    expect(verdictOf(reports, 'chef list')).toMatch(/below 50% of bare, p99 >= 20 ms/);
    expect(verdictOf(reports, 'order creation')).toBe(
      "missed: below 1000 orders/s, p99 >= 100 ms, p99 grew 1.50x, 1.50x over the bare route's",
    );
    expect(verdictOf(reports, 'server memory 10000->100000 (<= 1.5x)')).toBe('200 -> 400 MB, 2.00x: missed');
  });

  it('misses an order acknowledged but not stored, and any line logged at error level', () => {
    const lost = size(100_000, 9, 10);
    lost.figures[2]!.stored = 99;
    lost.errorsLogged = 1;
    const reports = [size(10_000, 9, 10), lost];
    expect(verdictOf(reports, 'order creation')).toBe('missed: acknowledged orders missing');
    expect(verdictOf(reports, 'clean logs (every size)')).toBe('1 lines at error level: missed');
  });
});
