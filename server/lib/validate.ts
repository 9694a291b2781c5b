import type { z } from 'zod';
import { toFieldIssues } from '#domain/validation.ts';
import { AppError } from './app-error.ts';

/**
 * A request part as a domain schema reads it, or the 400 envelope with field errors its issues
 * make. An absent part reads as `{}` (a POST without a body, where every field is optional).
 */
export function readPart<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { value: z.infer<S> } | { error: AppError } {
  const result = schema.safeParse(input ?? {});
  return result.success
    ? { value: result.data }
    : { error: AppError.validation(toFieldIssues(result.error)) };
}

/** Parses a request part with a domain schema; failures become a 400 envelope with field errors. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const read = readPart(schema, input);
  if ('error' in read) throw read.error;
  return read.value;
}
