import type { z } from 'zod';

/**
 * What a caller may send for the request schema `S` a route parses: each field as the schema reads
 * it (`z.input`: '' that clears, JSON text that becomes a list). A field the schema first coerces
 * from anything (an id, a whole number, a form boolean) reads `unknown`; it takes the value it
 * becomes, or that value as text, the way form bodies carry it (DESIGN §3).
 */
export type RequestFields<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? (K extends keyof z.output<S> ? z.output<S>[K] : never) | string
    : z.input<S>[K];
};
