import fs from 'node:fs';
import path from 'node:path';
import { benchTable, growthOf, judge, type SizeReport } from './bench-verdicts.ts';

/**
 * `npm run bench:report [bench.json]`: a run's figures judged and tabled again (after the targets'
 * wording or the table's columns change), without measuring again. Writes bench.md beside them.
 */
const file = path.resolve(process.argv[2] ?? 'scripts/bench/results/bench.json');
const run = JSON.parse(fs.readFileSync(file, 'utf8')) as { reports: SizeReport[] } & Record<string, unknown>;
const verdicts = judge(run.reports);
const markdown = benchTable(run.reports, verdicts);
fs.writeFileSync(file, JSON.stringify({ ...run, growth: growthOf(run.reports), verdicts }, null, 2));
fs.writeFileSync(path.join(path.dirname(file), 'bench.md'), `${markdown}\n`);
for (const { what, verdict } of verdicts) console.log(`  ${what.padEnd(30)} ${verdict}`);
console.log(`\n${markdown}`);
