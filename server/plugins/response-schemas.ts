import type {
  FastifyInstance,
  FastifyReply,
  FastifySerializerCompiler,
  onSendHookHandler,
  preSerializationAsyncHookHandler,
} from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyEnvelopeSchema, envelopeOf } from '#domain/api-envelope.ts';
import { EncodedBytes } from '../lib/encoded-bytes.ts';

/**
 * A route that declares `schema.response` has its answer encoded by that
 * zod schema (fastify-type-provider-zod's serializer: `z.encode`, then JSON), so a field the schema
 * does not name never leaves the server, and an answer that breaks the schema is a 500 the contract
 * test (server/contract.routes.test.ts) catches before a screen does. Only status 200 is declared:
 * refusals come from the one error handler, built from message codes, and Fastify sends a status
 * with no declared schema through its default serializer.
 */
export function registerResponseSchemas(app: FastifyInstance) {
  app.setSerializerCompiler(zodSerializerCompiler);
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
 * answer's bytes, and their brotli and gzip copies, are kept beside it, so a polled thread page or
 * a checkout's month is encoded and compressed once per change, not once per read (encoding was a
 * tenth of a kept thread page's time, and compressing it took four times what sending it did).
 * Keyed by the kept object itself (the model, or the part of it `keptPart` names when the route
 * wraps a kept answer in a new model: the rest of that model must follow from the part), so a new
 * answer is encoded afresh and the bytes go when it does. A kept answer must not change once
 * sent, which kept answers never do.
 */
export function answersKept<M extends z.ZodType>(
  model: M,
  keptPart: (model: z.infer<M>) => object = (sent) => sent as object,
) {
  const bytesOf = new WeakMap<object, EncodedBytes>();
  const sending = new WeakMap<FastifyReply, EncodedBytes>();
  const keptModel = (data: unknown): object | undefined => {
    const { model: sent, messages } = data as { model?: unknown; messages?: unknown };
    return messages === undefined && typeof sent === 'object' && sent !== null
      ? keptPart(sent as z.infer<M>)
      : undefined;
  };
  const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
    const encode = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return (data) => {
      const sent = keptModel(data);
      if (!sent) return encode(data);
      let bytes = bytesOf.get(sent);
      if (!bytes) {
        bytes = new EncodedBytes(encode(data));
        bytesOf.set(sent, bytes);
      }
      return bytes.text;
    };
  };
  const preSerialization: preSerializationAsyncHookHandler = async (_request, reply, payload) => {
    const sent = keptModel(payload);
    const bytes = sent && bytesOf.get(sent);
    if (bytes) sending.set(reply, bytes);
    return payload;
  };
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const bytes = sending.get(reply);
    // Only the kept text itself: a refusal or another answer leaves as the app sends it.
    if (!bytes || payload !== bytes.text || reply.statusCode !== 200) return payload;
    const { body, encoding } = bytes.for(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return body;
  };
  return { ...answers(model), serializerCompiler, preSerialization, onSend };
}
