/**
 * A person's first or last name is shown to the other side of a conversation (and in its mails)
 * before anything is agreed, so it must not carry a way to reach them. A name holds letters of any
 * script with their marks, spaces, apostrophes, hyphens and dots after initials ('Žukauskaitė',
 * 'O'Brien', 'Anne-Marie', 'J. R.'), and at most a few digits (a name with a number in it, never a
 * phone number): no '@', no dot inside a word (a domain), no brackets or slashes. Without zod and
 * without the masking patterns, so the forms can check it too (the web bundle budget); names saved
 * before this rule are masked where they are shown (server/features/messages/messages.presenter.ts).
 */

/** The field error when a name is refused. */
export const PERSON_NAME_CODE = 'forms.validation.personName';

/** The most digits a name may hold. */
export const PERSON_NAME_MAX_DIGITS = 4;

const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} '’.-]*$/u;
/** A dot with a letter or digit right after it: 'ona.lt', not the initial in 'J. R.'. */
const DOT_INSIDE_WORD = /\.[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/gu;

/** Whether `name` (trimmed) is a name the other side may be shown. */
export function isPersonName(name: string): boolean {
  return (
    NAME_CHARACTERS.test(name) &&
    !DOT_INSIDE_WORD.test(name) &&
    (name.match(DIGIT)?.length ?? 0) <= PERSON_NAME_MAX_DIGITS
  );
}
