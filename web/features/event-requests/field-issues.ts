import type { FieldErrors, FieldValues } from 'react-hook-form';
import { set } from 'react-hook-form';
import type { z } from 'zod';
import { INVALID } from '#domain/issues.ts';
import type { MessageParams } from '#domain/i18n/format.ts';
import { codedError } from '../../lib/form-resolver.ts';

/** One problem with one field of a form, as a translation code with its parameters. */
export interface FormIssue {
  /** The form's field path, e.g. `budget` or `courses.1.title`. */
  field: string;
  code: string;
  params?: MessageParams;
}

/**
 * A zod error as the form's issues, each at the field `rename` makes of its full path (a course's
 * title, `courses.1.title`, or a whole list for a bad item of a checkbox group). The first issue of
 * a field is kept, with the {min}/{max} its sentence needs.
 */
export function zodIssues(
  error: z.ZodError,
  rename: (field: string) => string = (field) => field,
): FormIssue[] {
  const seen = new Set<string>();
  const issues: FormIssue[] = [];
  for (const issue of error.issues) {
    const field = rename(issue.path.map(String).join('.') || '_');
    if (seen.has(field)) continue;
    seen.add(field);
    const params: MessageParams = {};
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    // The domain's messages are codes ('forms.validation.required'); zod's own are sentences.
    const code = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : INVALID;
    issues.push({ field, code, params });
  }
  return issues;
}

/** The issues as react-hook-form's nested errors (`courses.1.title` → errors.courses[1].title). */
export function toFieldErrors<V extends FieldValues>(issues: readonly FormIssue[]): FieldErrors<V> {
  const errors = {} as FieldErrors<V>;
  for (const issue of issues) set(errors, issue.field, codedError(issue.code, issue.params));
  return errors;
}
