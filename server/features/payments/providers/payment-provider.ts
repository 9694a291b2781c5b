/**
 * How a payment is taken once the card is confirmed. 'manual' (orders, DESIGN §4): the card is only
 * authorised, a chef's confirmation captures it. 'automatic' (asset purchases, which no one else has
 * to accept): the card is charged at once, and the payment is final when it succeeds.
 */
export type CaptureMethod = 'manual' | 'automatic';

/**
 * A card payment provider (DESIGN §4 contract details): checkout authorises the amount, a chef's
 * confirmation captures it, an unconfirmed order releases it, a cancellation refunds it.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Starts a payment of `amountCents`; the browser confirms it with `secret`. With the default
   * 'manual' capture it is captured later by `capture`; with 'automatic' it is charged on confirmation.
   */
  authorize(input: {
    amountCents: number;
    /** What is being paid, for the provider's records: `{ orderId }` or `{ assetPurchaseId }`. */
    metadata: Record<string, string>;
    idempotencyKey: string;
    captureMethod?: CaptureMethod;
  }): Promise<{ id: string; secret: string }>;
  /** The id and client secret of a payment started earlier, to hand the same one out again. */
  resume(id: string): Promise<{ id: string; secret: string }>;
  /**
   * Takes `amountCents` of the hold (at most what it holds); the rest goes back to the card at once.
   * Refused (ProviderRefusal 'payment_intent_unexpected_state') unless the hold is still there.
   */
  capture(id: string, amountCents: number): Promise<void>;
  /** Gives the whole hold back (Stripe: cancels the PaymentIntent); refused once captured or canceled. */
  release(id: string): Promise<void>;
  /** Gives back part or all of a captured payment; refused before the capture and past what it took. */
  refund(id: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** The payment as the provider holds it now (a hold it dropped after 7 days shows as canceled). */
  inspect(id: string): Promise<ProviderPayment>;
  /** What the browser needs to show the payment step. */
  publicConfig(): { provider: 'sandbox' | 'stripe'; publishableKey?: string };
}

/** A refusal by the card's bank or network, with the provider's code and the user's message code. */
export class CardError extends Error {
  constructor(
    readonly declineCode: string,
    readonly messageCode: string,
  ) {
    super(declineCode);
  }
}

/** A payment on the provider's side, in Stripe's words. */
export interface ProviderPayment {
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled' | 'other';
  amountCents: number;
  /** What was taken (captured or charged). */
  receivedCents: number;
  /** Why it was canceled: 'automatic' when the provider dropped an authorisation nobody captured. */
  cancellationReason: string | null;
}

/** The provider refused a call on a payment (its state does not allow it, or it is not known). */
export class ProviderRefusal extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}
