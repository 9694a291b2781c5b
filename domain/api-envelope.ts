import { z } from 'zod';

/**
 * DESIGN §3: every answer is `{ success, model?, messages?, fieldErrors? }`. These schemas are the
 * wire contract of the answers (convention: `domain/<feature>/<name>.response.ts`, docs/decisions.md):
 * the server serialises a route's answer through `envelopeOf(model)` (so only the declared fields
 * leave it) and the web reads the inferred types.
 */
export const ApiMessageSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiMessage = z.infer<typeof ApiMessageSchema>;

/** A successful answer carrying `model` (and, for some calls, messages to show). */
export function envelopeOf<M extends z.ZodType>(model: M) {
  return z.object({
    success: z.literal(true),
    model,
    messages: z.array(ApiMessageSchema).optional(),
  });
}

/** A successful answer with no model (`ok()` with messages only, or nothing at all). */
export const EmptyEnvelopeSchema = envelopeOf(z.undefined().optional());

/**
 * A refusal (4xx/5xx), as the one error handler builds it. Routes do not declare it: those answers
 * are made from message codes only and leave through the default serializer unchanged.
 */
export const FailureEnvelopeSchema = z.object({
  success: z.literal(false),
  messages: z.array(ApiMessageSchema),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type FailureEnvelope = z.infer<typeof FailureEnvelopeSchema>;
