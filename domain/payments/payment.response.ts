import { z } from 'zod';

/** The card providers the server can use (DESIGN §1: the built-in sandbox, or Stripe). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

/** GET /payments/config: which provider takes cards, and Stripe's publishable key when it does. */
export const PaymentsConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().optional(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/**
 * A card payment started at the provider (POST /secure/stripe-intent; also inside POST
 * /secure/asset-purchase): the intent's id and the client secret the card form confirms it with.
 */
export const PaymentIntentSchema = z.object({
  id: z.string(),
  secret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/** POST /payments/sandbox/confirm: an order's card is held (captured when the chef confirms); a purchase is charged. */
export const SandboxConfirmAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_capture', 'succeeded']),
});
export type SandboxConfirmAnswer = z.infer<typeof SandboxConfirmAnswerSchema>;
