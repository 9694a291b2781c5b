import Stripe from 'stripe';
import { ProviderRefusal, type PaymentProvider, type ProviderPayment } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Tests point the client at a local stand-in for Stripe's API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: settings.host ? 0 : 2,
    telemetry: false,
  });
}

/**
 * Stripe PaymentIntents with manual capture (DESIGN §4): checkout authorises, the chef's confirmation
 * captures, an unconfirmed order is released. Orders are marked paid only from the verified webhook.
 * Asset purchases use automatic capture: Stripe charges on confirmation and sends
 * `payment_intent.succeeded`, which credits them.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly publishableKey: string,
  ) {}

  async authorize({
    amountCents,
    metadata,
    idempotencyKey,
    captureMethod = 'manual',
  }: Parameters<PaymentProvider['authorize']>[0]) {
    const intent = await refusals(() =>
      this.stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'eur',
          capture_method: captureMethod,
          metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      ),
    );
    return { id: intent.id, secret: intent.client_secret ?? '' };
  }

  async resume(id: string) {
    const intent = await refusals(() => this.stripe.paymentIntents.retrieve(id));
    return { id: intent.id, secret: intent.client_secret ?? '' };
  }

  async capture(id: string, amountCents: number) {
    await refusals(() => this.stripe.paymentIntents.capture(id, { amount_to_capture: amountCents }));
  }

  async release(id: string) {
    await refusals(() => this.stripe.paymentIntents.cancel(id));
  }

  async refund(id: string, amountCents: number, idempotencyKey: string) {
    const refund = await refusals(() =>
      this.stripe.refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey }),
    );
    return { refundId: refund.id };
  }

  async inspect(id: string): Promise<ProviderPayment> {
    const intent = await refusals(() => this.stripe.paymentIntents.retrieve(id));
    const known = ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'] as const;
    return {
      status: (known as readonly string[]).includes(intent.status)
        ? (intent.status as ProviderPayment['status'])
        : 'other',
      amountCents: intent.amount,
      receivedCents: intent.amount_received,
      cancellationReason: intent.cancellation_reason ?? null,
    };
  }

  publicConfig() {
    return { provider: 'stripe' as const, publishableKey: this.publishableKey };
  }
}

/**
 * Stripe's refusals of a request (a 4xx with its error code) become ProviderRefusal, so the service
 * can tell "the payment is not in a state for this" from a network or server failure, which is
 * thrown as it came and retried later.
 */
async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const refused =
      error instanceof Stripe.errors.StripeError &&
      !(error instanceof Stripe.errors.StripeConnectionError) &&
      (error.statusCode ?? 400) < 500;
    if (refused) throw new ProviderRefusal(error.code ?? error.rawType ?? error.type, error.message);
    throw error;
  }
}
