import { z } from 'zod';
import type { MessageParams } from './i18n/format.ts';
import { isPersonName, PERSON_NAME_CODE } from './accounts/person-name.ts';
import { isCalendarDate } from './calendar-date.ts';
import { isHttpUrl } from './http-url.ts';
import { INVALID, REQUIRED, type FieldIssue } from './issues.ts';

// What a screen needs to show an issue, kept apart from zod (domain/issues.ts); here as well for the
// schemas and the server.
export { describeIssue, INVALID, REQUIRED, type FieldIssue } from './issues.ts';
export { isHttpUrl } from './http-url.ts';

/** The largest value of the database's `integer` columns: every numeric id is one. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A numeric id (of a dish, order, order item) from a form, a query or JSON: a whole number from 1 to
 * {@link MAX_RECORD_ID}, else a 400 with `invalid` (`missing` when absent) rather than an overflow
 * in the database.
 */
export function recordId(missing: string = REQUIRED, invalid: string = INVALID) {
  return z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
      .int(invalid)
      .positive(invalid)
      .max(MAX_RECORD_ID, invalid),
  );
}

/**
 * Characters a name never holds: C0 and C1 controls (tab, CR, LF, NUL, ESC…), the bidirectional
 * controls that reorder what a reader sees (U+202A-U+202E overrides, U+2066-U+2069 isolates, the
 * LRM/RLM/ALM marks) and the Unicode line and paragraph separators. A name is one line shown to
 * other people and copied into mail subjects, so none of them has a use there.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;

/** The message of a name holding such a character (domain/i18n: forms.validation.unsafeCharacters). */
export const UNSAFE_CHARACTERS = 'forms.validation.unsafeCharacters';

/** Whether `text` is free of control, bidi-override and line-separator characters. */
export function isPlainLine(text: string): boolean {
  return !UNSAFE_IN_NAMES.test(text);
}

/**
 * The one refinement every name-like field (person's and store's names, cities, dish titles,
 * address lines) shares: a 400 naming the field when {@link isPlainLine} is false.
 */
export function plainLine(schema: z.ZodString): z.ZodString {
  return schema.refine(isPlainLine, UNSAFE_CHARACTERS);
}

/** A string that must be present and non-blank after trimming (spec: "each checked after trimming"). */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : INVALID) })
    .trim()
    .min(1, REQUIRED)
    .max(max, 'forms.validation.maxLength');
}

/** {@link requiredText} for a name-like field: one line without controls ({@link plainLine}). */
export function requiredName(max: number) {
  return plainLine(requiredText(max));
}

/** Text that may be left out; empty becomes undefined (spec accounts §5 "Text input: empty becomes undefined"). */
export function optionalText(max: number, { name = false }: { name?: boolean } = {}) {
  const text = z.string({ error: INVALID }).trim().max(max, 'forms.validation.maxLength');
  return (name ? plainLine(text) : text).optional().transform((value) => (value ? value : undefined));
}

/** {@link optionalText} for a name-like field ({@link plainLine}). */
export function optionalName(max: number) {
  return optionalText(max, { name: true });
}

/** A first or last name that may be left out, refused when it holds contact details (accounts/person-name.ts). */
export function optionalPersonName(max: number) {
  return optionalName(max).refine((value) => value === undefined || isPersonName(value), PERSON_NAME_CODE);
}

/** Form bodies carry booleans as text; checkboxes send "on". */
export const formBoolean = z.preprocess(
  (value) => {
    if (value === 'true' || value === 'on' || value === '1') return true;
    if (value === 'false' || value === 'off' || value === '0' || value === '') return false;
    return value;
  },
  z.boolean({ error: INVALID }),
);

/** Turns a zod error into one issue per field (the first issue of each field wins). */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const issue of error.issues) {
    // A problem with one item of a list belongs to the list's field (kitchenType, not kitchenType.0).
    const firstIndex = issue.path.findIndex((part) => typeof part === 'number');
    const path = firstIndex === -1 ? issue.path : issue.path.slice(0, firstIndex);
    const field = path.map(String).join('.') || '_';
    if (byField.has(field)) continue;
    const params: MessageParams = { field };
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
    const code = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : INVALID;
    byField.set(field, { field, code, params });
  }
  return [...byField.values()];
}

/** A link field: optional, clearable with '', and only an http: or https: URL. */
export function httpUrl(max: number) {
  return clearableText(max).refine(
    (value) => value == null || isHttpUrl(value),
    'forms.validation.invalidUrl',
  );
}

/** Optional text that the form may also empty: '' clears the stored value (null), absence keeps it. */
export function clearableText(max: number, { name = false }: { name?: boolean } = {}) {
  const text = z.string({ error: INVALID }).trim().max(max, 'forms.validation.maxLength');
  return (name ? plainLine(text) : text)
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '' ? null : value));
}

const INVALID_DATE = 'forms.validation.invalidDate';

/**
 * A calendar date in a query or a form ('YYYY-MM-DD', a day that exists, years 2000-2099:
 * domain/calendar-date.ts); '' counts as absent. Anything else is a 400 naming the field with
 * `forms.validation.invalidDate`, never a date the rules cannot compute with.
 */
export function calendarDate() {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: INVALID_DATE }).max(10, INVALID_DATE).refine(isCalendarDate, INVALID_DATE).optional(),
  );
}
