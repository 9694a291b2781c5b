/**
 * A card payment provider (DESIGN §4 contract details): checkout authorises the amount, a chef's
 * confirmation captures it, an unconfirmed order releases it, a cancellation refunds it.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Starts a payment of `amountCents` to be captured later; the browser confirms it with `secret`. */
  authorize(input: {
    amountCents: number;
    orderId: number;
    idempotencyKey: string;
  }): Promise<{ id: string; secret: string }>;
  capture(id: string): Promise<void>;
  release(id: string): Promise<void>;
  refund(id: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
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
