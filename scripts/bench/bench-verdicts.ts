import type { BenchCall } from './bench-calls.ts';

/**
 * The targets, at the largest size: a read at half the bare route's rate or more with p99 under
 * 20 ms, p99 growing at most 1.3x from the size before; order creation at 1,000 orders/s or more
 * with p99 under 100 ms, every acknowledged order stored; the server's memory after the largest
 * size within 1.5x of after the one before; no error logged.
 */
export const TARGETS = {
  readRatio: 0.5,
  readP99: 20,
  writeRps: 1000,
  writeP99: 100,
  growthP99: 1.3,
  rssGrowth: 1.5,
  errorsLogged: 0,
};

export interface Figure {
  name: string;
  kind: BenchCall['kind'];
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** 2xx answers: for order creation, the orders that must exist afterwards. */
  acknowledged: number;
  /** Order creation: the orders stored complete (items and address) during it. */
  stored?: number;
  ratioToBare?: number;
  /**
   * The server's CPU time (user and kernel) per answered request, in µs: what the call costs the
   * server itself, steadier from one minute to the next than req/s, which also follows how the load
   * generator fares on the shared cores.
   */
  serverMicrosPerRequest?: number;
  /** BENCH_BALANCER: the same call through HAProxy, and its req/s over direct. */
  viaBalancer?: Omit<Figure, 'viaBalancer' | 'kind'> & { ratioToDirect: number };
}

export interface SizeReport {
  chefs: number;
  seedSeconds: number;
  figures: Figure[];
  /** The server's resident memory after the calls (MB). */
  rssMb: number;
  /** Lines the server logged at error level or above while measured. */
  errorsLogged: number;
}

/** Where a figure misses the targets of its own size, in words (empty when it meets them). */
export function misses(figure: Figure): string[] {
  const found: string[] = [];
  if (figure.errors > 0) found.push(`${figure.errors} errors`);
  if (figure.kind === 'read') {
    if ((figure.ratioToBare ?? 0) < TARGETS.readRatio)
      found.push(`below ${TARGETS.readRatio * 100}% of bare`);
    if (figure.p99 >= TARGETS.readP99) found.push(`p99 >= ${TARGETS.readP99} ms`);
  }
  if (figure.kind === 'write') {
    if (figure.requestsPerSecond < TARGETS.writeRps) found.push(`below ${TARGETS.writeRps} orders/s`);
    if (figure.p99 >= TARGETS.writeP99) found.push(`p99 >= ${TARGETS.writeP99} ms`);
    if ((figure.stored ?? 0) < figure.acknowledged) found.push('acknowledged orders missing');
  }
  return found;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * How p99 grows with ten times the data, from each size to the next: as measured, and over the bare
 * route's own growth in the same minutes. The target is held on the second: the bare route reads no
 * data, so whatever its p99 gained between two sizes is the machine's minute, not the catalogue's
 * (a ratio against a reference measured in the same run, as every speed target here is).
 */
export function growthOf(reports: readonly SizeReport[]) {
  const raw: Record<string, Record<string, number>> = {};
  const overBare: Record<string, Record<string, number>> = {};
  for (let i = 1; i < reports.length; i++) {
    const [before, after] = [reports[i - 1]!, reports[i]!];
    const step = `${before.chefs}->${after.chefs}`;
    raw[step] = {};
    overBare[step] = {};
    const grown = (figure: Figure) => {
      const earlier = before.figures.find((one) => one.name === figure.name);
      return earlier && figure.p99 / Math.max(earlier.p99, 1);
    };
    const bare = after.figures.find((figure) => figure.kind === 'bare');
    const bareGrowth = (bare && grown(bare)) || 1;
    for (const figure of after.figures) {
      const grew = grown(figure);
      if (grew === undefined) continue;
      raw[step][figure.name] = round2(grew);
      overBare[step][figure.name] = round2(grew / bareGrowth);
    }
  }
  return { raw, overBare };
}

export interface Verdict {
  what: string;
  verdict: string;
}

/** Every target at the largest size, met or missed, in words. */
export function judge(reports: readonly SizeReport[]): Verdict[] {
  const largest = reports.at(-1)!;
  const previous = reports.at(-2);
  const { raw, overBare } = growthOf(reports);
  const step = previous && `${previous.chefs}->${largest.chefs}`;
  const verdicts: Verdict[] = [];
  for (const figure of largest.figures) {
    if (figure.kind === 'bare') continue;
    const missed = misses(figure);
    const grew = step ? overBare[step]![figure.name] : undefined;
    if (grew !== undefined && grew > TARGETS.growthP99)
      missed.push(
        `p99 grew ${raw[step!]![figure.name]!.toFixed(2)}x, ${grew.toFixed(2)}x over the bare route's`,
      );
    verdicts.push({ what: figure.name, verdict: missed.length ? `missed: ${missed.join(', ')}` : 'met' });
  }
  if (previous) {
    const ratio = largest.rssMb / Math.max(previous.rssMb, 1);
    verdicts.push({
      what: `server memory ${previous.chefs}->${largest.chefs} (<= ${TARGETS.rssGrowth}x)`,
      verdict: `${previous.rssMb} -> ${largest.rssMb} MB, ${ratio.toFixed(2)}x: ${ratio <= TARGETS.rssGrowth ? 'met' : 'missed'}`,
    });
  }
  const errorsLogged = reports.reduce((total, report) => total + report.errorsLogged, 0);
  verdicts.push({
    what: 'clean logs (every size)',
    verdict: `${errorsLogged} lines at error level: ${errorsLogged <= TARGETS.errorsLogged ? 'met' : 'missed'}`,
  });
  return verdicts;
}

/** The table docs/performance.md carries, as Markdown: each size, each step's growth, each verdict. */
export function benchTable(reports: readonly SizeReport[], verdicts: readonly Verdict[]): string {
  const largest = reports.at(-1)!;
  const { raw, overBare } = growthOf(reports);
  const cell = (figure: Figure | undefined) =>
    figure
      ? [
          Math.round(figure.requestsPerSecond).toLocaleString('en'),
          `${figure.p99} ms`,
          ...(figure.kind === 'bare' ? [] : [`${Math.round((figure.ratioToBare ?? 0) * 100)}%`]),
          ...(figure.serverMicrosPerRequest === undefined
            ? []
            : [`${Math.round(figure.serverMicrosPerRequest)} µs`]),
        ].join(', ')
      : '—';
  // A call's growth as measured, and over the bare route's (the one its target holds).
  const growthCell = (step: string, figure: Figure) => {
    const grew = raw[step]![figure.name];
    if (grew === undefined) return '—';
    if (figure.kind === 'bare') return grew.toFixed(2);
    return `${grew.toFixed(2)}, ${overBare[step]![figure.name]!.toFixed(2)} over bare`;
  };
  const header = [
    'call',
    ...reports.map((report) => `${report.chefs.toLocaleString('en')} chefs: req/s, p99, of bare, server CPU`),
    ...Object.keys(raw).map((step) => `p99 ${step.replace('->', ' → ')}`),
    'target',
  ];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...largest.figures.map(
      (figure) =>
        `| ${[
          figure.name,
          ...reports.map((report) => cell(report.figures.find((one) => one.name === figure.name))),
          ...Object.keys(raw).map((step) => growthCell(step, figure)),
          verdicts.find((one) => one.what === figure.name)?.verdict ?? 'reference',
        ].join(' | ')} |`,
    ),
    `| ${[
      'server memory (RSS) after the calls',
      ...reports.map((report) => `${report.rssMb} MB`),
      ...Object.keys(raw).map(() => '—'),
      verdicts.find((one) => one.what.startsWith('server memory'))?.verdict ?? '—',
    ].join(' | ')} |`,
  ].join('\n');
}
