/**
 * `npm run check:web-budget`: the initial JavaScript each route of the production build makes a
 * phone download (the entry chunk, the app it loads, the route's lazy chunk and everything they
 * import statically),
 * gzip-compressed as the server sends it. Compared with the targets of the performance issue and
 * with the committed limits in web-budget.limits.json, which only ever go down: a change that
 * grows a route past its limit fails CI, and a route still above the target is reported as such.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Language } from '../../domain/constants.ts';
import {
  APP_STEPS,
  chunksInLanguage,
  entryOf,
  LANGUAGE_TEXTS,
  readManifest,
  staticClosure,
} from '../../server/lib/build-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LIMITS_FILE = path.join(import.meta.dirname, 'web-budget.limits.json');
const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'web-budget.json');
/** The targets, in KB gzip: the landing page, and any other route. */
export const TARGETS = { landing: 120, route: 170 };
const LANDING = 'app/routes/landing.tsx';
function build(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return outDir;
}

export function measure(outDir: string) {
  const manifest = readManifest(outDir);
  if (!manifest) throw new Error('the build has no manifest');
  const gzipKb = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gzipKb.has(file)) {
      gzipKb.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length / 1024);
    }
    return gzipKb.get(file)!;
  };
  const total = (keys: Set<string>) =>
    Math.round([...keys].reduce((sum, key) => sum + sizeOf(key), 0) * 10) / 10;
  const entry = entryOf(manifest);
  if (!entry) throw new Error('the build has no entry chunk');
  const entryClosure = staticClosure(manifest, entry);
  for (const step of APP_STEPS) {
    if (!manifest[step]) throw new Error(`the build has no chunk for ${step}`);
    staticClosure(manifest, step, entryClosure);
  }
  for (const key of Object.values(LANGUAGE_TEXTS)) {
    if (!manifest[key]) throw new Error(`the build has no chunk for ${key}`);
    if (entryClosure.has(key))
      throw new Error(`${key} is imported statically: phones would load both languages`);
  }
  /**
   * What a page needs in one language before it is drawn: the shell, that language's shell texts,
   * `keys` and what they import, and the feature texts in that language that these load
   * (web/i18n/i18n.ts `registerFeatureTexts`). The heavier language is the one counted.
   */
  const inLanguage = (language: Language, keys: string[]) =>
    total(chunksInLanguage(manifest, [LANGUAGE_TEXTS[language], ...keys], language, new Set(entryClosure)));
  const heavier = (keys: string[]) => Math.max(inLanguage('en', keys), inLanguage('lt', keys));
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('app/routes/') && key.endsWith('.tsx'))
    .sort();
  return {
    shellKb: heavier([]),
    routes: Object.fromEntries(routes.map((route) => [route, heavier([route])])),
  };
}

/**
 * The owner's instruction: the app ships React's own runtime and no substitute. Answers
 * what is wrong with the build, if anything.
 */
function reactRuntime(outDir: string): string | undefined {
  const scripts = fs
    .readdirSync(path.join(outDir, '_app'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(outDir, '_app', file), 'utf8'));
  if (!scripts.some((code) => code.includes('react.dev/errors')))
    return "the build carries no react-dom: React's runtime must ship";
  if (scripts.some((code) => /\bpreact\b/i.test(code))) return 'the build carries Preact';
  return undefined;
}

function main() {
  const outDir = build();
  try {
    const { shellKb, routes } = measure(outDir);
    const limits = JSON.parse(fs.readFileSync(LIMITS_FILE, 'utf8')) as Record<string, number>;
    const failures: string[] = [];
    const overTarget: string[] = [];
    const runtime = reactRuntime(outDir);
    if (runtime) failures.push(runtime);
    console.log(`shell (entry, the app, their imports and one language's texts): ${shellKb} KB gzip`);
    console.log('route'.padEnd(40), 'KB gzip'.padStart(8), 'limit'.padStart(7), 'target'.padStart(7));
    for (const [route, kb] of Object.entries(routes)) {
      const target = route === LANDING ? TARGETS.landing : TARGETS.route;
      const limit = limits[route] ?? target;
      console.log(
        route.padEnd(40),
        kb.toFixed(1).padStart(8),
        String(limit).padStart(7),
        String(target).padStart(7),
      );
      if (kb > limit) failures.push(`${route}: ${kb} KB > limit ${limit} KB`);
      else if (kb > target) overTarget.push(`${route}: ${kb} KB (target ${target} KB)`);
    }
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(
      RESULTS_FILE,
      JSON.stringify({ measuredAt: new Date().toISOString(), shellKb, routes, targets: TARGETS }, null, 2),
    );
    if (overTarget.length)
      console.log(`\nStill above the target (see docs/performance.md):\n  ${overTarget.join('\n  ')}`);
    if (failures.length) {
      console.error(
        `\nOver the committed limit: a change made these routes heavier.\n  ${failures.join('\n  ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main();
