import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toFieldIssues } from '#domain/validation.ts';
import type { CodedFieldError } from './form-resolver.ts';

/**
 * zodResolver for a domain schema, plus the issue parameters zodResolver drops: each field error
 * gets the `params` of domain `toFieldIssues`, so "Must be at most {{max}} characters" can be filled.
 * It brings zod (25 KB gzip): a screen that can draw its form without it uses `lazyResolver`
 * (form-resolver.ts), which loads this module and the schema once the form is on screen.
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
