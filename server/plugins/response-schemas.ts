import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyEnvelopeSchema, envelopeOf } from '#domain/api-envelope.ts';

/**
 * STYLE habit 3, issue 22: a route that declares `schema.response` has its answer encoded by that
 * zod schema (fastify-type-provider-zod's serializer: `z.encode`, then JSON), so a field the schema
 * does not name never leaves the server, and an answer that breaks the schema is a 500 the contract
 * test (server/contract.routes.test.ts) catches before a screen does. Only status 200 is declared:
 * refusals come from the one error handler, built from message codes, and Fastify sends a status
 * with no declared schema through its default serializer.
 */
export function registerResponseSchemas(app: FastifyInstance) {
  app.setSerializerCompiler(serializerCompiler);
}

/** Route options declaring the 200 answer as the envelope of `model` (spread beside `access(...)`). */
export function answers<M extends z.ZodType>(model: M) {
  return { schema: { response: { 200: envelopeOf(model) } } };
}

/** Route options declaring a 200 answer with no model (`ok()`, or `ok(undefined, messages)`). */
export function answersNothing() {
  return { schema: { response: { 200: EmptyEnvelopeSchema } } };
}

/**
 * `answers`, for a route whose model is a kept answer (lib/kept-answers.ts) returned as it is: the
 * answer's bytes are kept beside it, so a polled page or a checkout's month is encoded once per
 * change, not once per read (encoding was a tenth of a kept thread page's time, issue 20's bench).
 * Keyed by the model object itself, so a new answer is encoded afresh and the bytes go when it does.
 * A model must not change once sent, which kept answers never do.
 */
export function answersKept<M extends z.ZodType>(model: M) {
  const compileKept: FastifySerializerCompiler<unknown> = (route) => {
    const encode = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    const bytes = new WeakMap<object, string>();
    return (data) => {
      const { model: sent, messages } = data as { model?: unknown; messages?: unknown };
      if (messages !== undefined || typeof sent !== 'object' || sent === null) return encode(data);
      let kept = bytes.get(sent);
      if (kept === undefined) {
        kept = encode(data);
        bytes.set(sent, kept);
      }
      return kept;
    };
  };
  return { ...answers(model), serializerCompiler: compileKept };
}
