import { AppError } from './app-error.ts';

/**
 * Where a list's next page starts: the sort key of the last row a page showed, so the next page is
 * read from there through the list's index (keyset pagination) instead of counting past every
 * earlier row (OFFSET), which costs as much as the rows skipped. Opaque to clients: base64url of the
 * key's parts, each a string, a number or null, checked against the list's own shape when read.
 */
export type CursorPart = string | number | null;

export function encodeCursor(parts: readonly CursorPart[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A database timestamp as text to the microsecond (JavaScript dates stop at the millisecond). */
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One part's rule: a pattern the text must match, 'integer' (a positive one), or either and null. */
export type PartRule = RegExp | 'integer' | { nullable: RegExp | 'integer' };

function partFits(part: unknown, rule: PartRule): boolean {
  if (typeof rule === 'object' && 'nullable' in rule) return part === null || partFits(part, rule.nullable);
  if (rule === 'integer')
    return Number.isSafeInteger(part) && (part as number) > 0 && (part as number) < 2 ** 31;
  return typeof part === 'string' && rule.test(part);
}

/**
 * The parts of a cursor this list made, or a 400 on the `cursor` field for anything else (a cursor
 * of another list, an edited one): a cursor is never trusted to be well formed.
 */
export function decodeCursor(text: string, rules: readonly PartRule[]): CursorPart[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== rules.length ||
    !parts.every((part, i) => partFits(part, rules[i]!))
  ) {
    throw AppError.field(400, 'cursor', 'forms.validation.invalidFormat');
  }
  return parts as CursorPart[];
}
