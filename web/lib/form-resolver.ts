import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { MessageParams } from '#domain/i18n/messages.ts';
import { toFieldIssues } from '#domain/validation.ts';
import { describe } from '../i18n/describe.ts';

/**
 * A field error whose `message` is a translation code (the domain schemas' messages are codes),
 * with the parameters the sentence needs ({min}, {max} from too_small/too_big, {field}).
 */
export type CodedFieldError = FieldError & { params?: MessageParams; fallback?: string };

/**
 * zodResolver for a domain schema, plus the issue parameters zodResolver drops: each field error
 * gets the `params` of domain `toFieldIssues`, so "Must be at most {{max}} characters" can be filled.
 */
export function domainResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  const base = zodResolver(schema as never) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of toFieldIssues(parsed.error)) {
        const error = (result.errors as Record<string, CodedFieldError | undefined>)[issue.field];
        if (error) error.params = issue.params;
      }
    }
    return result;
  };
}

/** The sentence for a field's error in the current language; call it while rendering. */
export function fieldErrorText(error: FieldError | undefined, field: string): string | undefined {
  if (!error?.message) return undefined;
  const { params, fallback } = error as CodedFieldError;
  return describe({ code: error.message, params: { ...params, field }, message: fallback ?? error.message });
}

/** The error object to hand to `setError` for a server message (code plus parameters). */
export function codedError(code: string, params?: MessageParams, fallback?: string): CodedFieldError {
  return { type: 'server', message: code, params, fallback };
}
