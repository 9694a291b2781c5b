import type { FastifyInstance } from 'fastify';
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
