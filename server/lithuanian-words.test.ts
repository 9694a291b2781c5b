import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * In Lithuanian the product has one word for a chef, 'šefas' (and its forms): no text the app
 * shows, mails or serves says 'virėjas', 'virėjo', 'virėjų'… The code that understands what a user
 * types may still name the word (a user may type it), and a person may be called Virėja: those few
 * places are listed below with the exact words they may hold, so anything new around them still fails.
 */
const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['domain', 'server', 'web'];
const OTHER_WORD = /virėj/iu;

/** path -> the exact phrases that may hold the word there, and why. */
const ALLOWED: Record<string, string[]> = {
  // The assistant's comment on its list of words a user asks for chefs with (folded, 'virej').
  'server/features/assistant/query-understanding.ts': ["'virėjas' -> 'virej'"],
  // A surname in an example of how a nickname is split.
  'domain/chefs/nickname.ts': ['"OnaVirėja"'],
};

/** Tests and their factories hold people's names (Ona Virėja) and what users type, not our texts. */
const isTestCode = (path: string) =>
  /(\.test|-test-setup)\.tsx?$/.test(path) || path.startsWith('server/test/') || path.startsWith('web/test/');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|json)$/.test(entry.name) && !isTestCode(path) ? [path] : [];
  });
}

/** Each use of the other word in a file's text that its allowed phrases do not cover, with its line. */
function otherWordUses(path: string, text: string): string[] {
  let rest = text;
  for (const phrase of ALLOWED[path] ?? []) rest = rest.split(phrase).join('');
  return rest
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => OTHER_WORD.test(line))
    .map(({ line, index }) => `${path}:${index + 1}: ${line.trim()}`);
}

const files = SCANNED.flatMap(sourceFiles);

describe('Lithuanian: a chef is a šefas', () => {
  test('no Lithuanian text says virėjas (in any form) outside the listed places', () => {
    const uses = files.flatMap((path) => otherWordUses(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(uses).toEqual([]);
  });

  test('the scan reads every kind of Lithuanian text', () => {
    const read = new Set(files);
    expect(files.filter((path) => path.endsWith('/i18n/lt.json')).length).toBeGreaterThan(10);
    for (const path of [
      'domain/i18n/shell-messages.lt.ts',
      'domain/i18n/screen-messages.lt.ts',
      'domain/onboarding/questionnaire.ts',
      'server/features/chefs/chefs.mails.ts',
      'server/features/notifications/receipt.mails.ts',
      'web/features/store-management/i18n/lt.json',
    ]) {
      expect(read.has(path), path).toBe(true);
    }
  });

  test('every form and case of the word is caught, and an allowed phrase only where it is allowed', () => {
    for (const word of [
      'virėjas',
      'Virėjo',
      'virėjui',
      'virėją',
      'virėjų',
      'VIRĖJAMS',
      'virėja',
      'virėjos',
    ]) {
      expect(otherWordUses('web/features/x/i18n/lt.json', `"a": "Paklausti ${word}"`), word).toHaveLength(1);
    }
    const comment = "// 'virėjas' -> 'virej'";
    expect(otherWordUses('server/features/assistant/query-understanding.ts', comment)).toEqual([]);
    expect(
      otherWordUses('server/features/assistant/query-understanding.ts', `${comment} virėjai`),
    ).toHaveLength(1);
    expect(otherWordUses('server/features/other.ts', comment)).toHaveLength(1);
    expect(otherWordUses('web/features/x/i18n/lt.json', '"chef": "Šefas", "search": "virej"')).toEqual([]);
  });

  test('each allowed phrase is still where it is listed (a stale entry is removed)', () => {
    for (const [path, phrases] of Object.entries(ALLOWED)) {
      const text = readFileSync(join(ROOT, path), 'utf8');
      for (const phrase of phrases) expect(text, `${path}: ${phrase}`).toContain(phrase);
    }
  });
});
