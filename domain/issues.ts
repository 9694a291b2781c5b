import { formatMessage, type MessageParams } from './i18n/format.ts';
import type { MessageTree } from './i18n/messages.en.ts';

/**
 * Issues with what a user entered, as translation codes, and their sentences. Without zod (the
 * schemas are in domain/validation.ts): a screen that only shows an error need not load it.
 */

/** One problem with one field, as a translation code with its parameters. */
export interface FieldIssue {
  field: string;
  code: string;
  params: MessageParams;
}

export const REQUIRED = 'forms.validation.required';
export const INVALID = 'forms.validation.invalidFormat';

/** The sentence for an issue in one language; `{{field}}` becomes the field's translated label. */
export function describeIssue(tree: MessageTree, issue: Pick<FieldIssue, 'code' | 'params'>): string {
  const field = issue.params.field;
  const label = typeof field === 'string' ? formatMessage(tree, `fields.${field}`) : undefined;
  const params = label && !label.startsWith('fields.') ? { ...issue.params, field: label } : issue.params;
  return formatMessage(tree, issue.code, params);
}
