import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Describable } from '../../i18n/describe.ts';
import { codedError } from '../../lib/form-resolver.ts';
import type { FormFailure } from './auth-errors.ts';

/**
 * Puts a failure's per-field messages on the form's fields (as codes, so they follow a language
 * switch). Messages for fields the form does not show become the banner. Returns the banner.
 */
export function applyFailure<V extends FieldValues>(
  form: UseFormReturn<V>,
  failure: FormFailure,
  fields: readonly Path<V>[],
): Describable | undefined {
  let banner = failure.banner;
  for (const [field, message] of Object.entries(failure.fields)) {
    if ((fields as readonly string[]).includes(field)) {
      const params = message.params as Record<string, string | number> | undefined;
      form.setError(
        field as Path<V>,
        codedError(message.code ?? message.message ?? '', params, message.message),
      );
    } else {
      banner ??= message;
    }
  }
  return banner;
}
