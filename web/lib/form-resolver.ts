import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { MessageParams } from '#domain/i18n/messages.ts';
import { describe } from '../i18n/describe.ts';

/**
 * A field error whose `message` is a translation code (the domain schemas' messages are codes),
 * with the parameters the sentence needs ({min}, {max} from too_small/too_big, {field}).
 */
export type CodedFieldError = FieldError & { params?: MessageParams; fallback?: string };

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 1);

/**
 * The resolver of a domain schema (zod-resolver.ts `domainResolver`) that loads zod and the schema
 * only after the form is drawn: `loadSchema` is asked for when the browser is next idle, or at the
 * first validation if that comes first. A screen with a form then draws without zod's 25 KB gzip
 *; by the time someone has typed, it is there. Create it once per form (module level
 * or useMemo).
 */
export function lazyResolver<V extends FieldValues>(loadSchema: () => Promise<z.ZodType>): Resolver<V> {
  let loaded: Promise<Resolver<V>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('./zod-resolver.ts')]).then(
      ([schema, { domainResolver }]) => domainResolver<V>(schema),
    ));
  if (typeof window !== 'undefined') whenIdle(() => void load().catch(() => (loaded = undefined)));
  return async (values, context, options) => {
    const resolver = await load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return resolver(values, context, options);
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
