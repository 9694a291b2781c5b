import type { z } from 'zod';
import { toFieldIssues } from '#domain/validation.ts';
import { AppError } from './app-error.ts';

/** Parses a request part with a domain schema; failures become a 400 envelope with field errors. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(toFieldIssues(result.error));
  return result.data;
}
