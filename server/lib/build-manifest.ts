import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '#domain/constants.ts';

/**
 * Vite's manifest of the web build (`build.manifest`), read by the server to preload what a page
 * needs (plugins/web-app.ts) and by the budget check to weigh it (scripts/bench/web-budget.ts).
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The app, which the entry (web/main.tsx) only loads, in the steps it runs them. */
export const APP_STEPS = ['app/react-runtime.ts', 'app/libraries.ts', 'app/start.tsx'] as const;
/** Each language's shell texts, which the first render waits for (web/i18n/i18n.ts). */
export const LANGUAGE_TEXTS: Record<Language, string> = { en: 'i18n/texts.en.ts', lt: 'i18n/texts.lt.ts' };

export function readManifest(webRoot: string): Manifest | undefined {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;
}

export function entryOf(manifest: Manifest): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]!.isEntry);
}

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * What `keys` need before they run in `language`: their static closure and the feature texts in that
 * language that its code loads (web/i18n/i18n.ts `registerFeatureTexts`), added to `into`.
 */
export function chunksInLanguage(
  manifest: Manifest,
  keys: readonly string[],
  language: Language,
  into = new Set<string>(),
): Set<string> {
  for (const key of keys) staticClosure(manifest, key, into);
  for (const key of [...into]) {
    for (const texts of manifest[key]?.dynamicImports ?? []) {
      if (texts.endsWith(`/i18n/${language}.json`)) staticClosure(manifest, texts, into);
    }
  }
  return into;
}
