import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { lazyResolver, type CodedFieldError } from './form-resolver.ts';
import { domainResolver } from './zod-resolver.ts';

const schema = z.object({
  title: z.string().trim().min(1, 'forms.validation.required').max(5, 'forms.validation.maxLength'),
});
type Values = { title: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyResolver', () => {
  test('validates as domainResolver does, parameters included, with the schema loaded once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyResolver<Values>(load);
    const lazy = await resolver({ title: 'too long' }, undefined, options);
    const eager = await domainResolver<Values>(schema)({ title: 'too long' }, undefined, options);
    expect(lazy).toEqual(eager);
    expect((lazy.errors.title as CodedFieldError).params).toMatchObject({ max: 5 });
    expect(await resolver({ title: ' ok ' }, undefined, options)).toEqual({
      values: { title: 'ok' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a schema that failed to load (offline) is asked for again at the next validation', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazyResolver<Values>(load);
    await expect(resolver({ title: '' }, undefined, options)).rejects.toThrow('offline');
    const result = await resolver({ title: '' }, undefined, options);
    expect(result.errors.title?.message).toBe('forms.validation.required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
