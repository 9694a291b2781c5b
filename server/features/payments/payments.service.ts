import { and, eq } from 'drizzle-orm';
import { ORDER_CARD_CAPTURE } from '#domain/orders/card-capture.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Buyer, OrdersService } from '../orders/orders.service.ts';
import { CardError, type PaymentProvider } from './providers/payment-provider.ts';
import type { CardInput, SandboxProvider } from './providers/sandbox.ts';

/**
 * Something other than an order that is paid by card and charged at once ('automatic' capture): an
 * asset purchase. Its feature keeps its own records and is told when one of its payments succeeds.
 */
export interface ImmediatePayable {
  /**
   * Settles the payment `providerRef` if it is one of this payable's, once however often it is told
   * (answering true), or answers false when the payment is not its own.
   */
  settle(provider: string, providerRef: string, amountCents: number): Promise<boolean>;
}

/** Card payments of orders: start, confirm (sandbox) or hear back (Stripe webhook), record once. */
export class PaymentsService {
  private readonly immediatePayables: ImmediatePayable[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly orders: OrdersService,
    private readonly sandbox?: SandboxProvider,
  ) {}

  config() {
    return this.provider.publicConfig();
  }

  /** POST /secure/stripe-intent: the amount must be the order's own; a paid order is not paid twice. */
  async start(buyer: Buyer, orderId: number, amountCents: number) {
    const order = await this.orders.orderToPay(orderId, buyer);
    if (order.paymentStatus !== 'pending') throw AppError.conflict('payments.alreadyPaid');
    if (amountCents !== order.amountToPayCents) throw AppError.conflict('payments.amountMismatch');
    const attempt = `order-${order.id}-${this.clock.now().getTime()}`;
    const intent = await this.provider.authorize({
      amountCents,
      metadata: { orderId: String(order.id) },
      idempotencyKey: attempt,
      captureMethod: ORDER_CARD_CAPTURE,
    });
    await this.db.insert(payments).values({
      orderId: order.id,
      provider: this.provider.name,
      providerRef: intent.id,
      amountCents,
      status: 'requires_payment',
    });
    return { id: intent.id, secret: intent.secret, provider: this.provider.name };
  }

  /** Lets a feature's immediate payments be settled by the sandbox's confirm and Stripe's webhook. */
  acceptImmediatePayments(payable: ImmediatePayable) {
    this.immediatePayables.push(payable);
  }

  /**
   * Starts a payment that is charged as soon as the card is confirmed (no later capture); the caller
   * records it under the returned id and is told through `ImmediatePayable.settle` when it succeeds.
   */
  async startImmediate(input: {
    amountCents: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const intent = await this.provider.authorize({ ...input, captureMethod: 'automatic' });
    return { id: intent.id, secret: intent.secret, provider: this.provider.name };
  }

  /** POST /payments/sandbox/confirm: the sandbox's card form; success records the payment. */
  async confirmSandbox(id: string, secret: string, card: CardInput) {
    if (!this.sandbox) throw AppError.notFound();
    try {
      const result = await this.sandbox.confirm(id, secret, card);
      if (result.status === 'succeeded') await this.recordSucceeded('sandbox', id, result.amountCents);
      else await this.recordAuthorized('sandbox', id, result.amountCents);
      return { id, status: result.status };
    } catch (error) {
      if (!(error instanceof CardError)) throw error;
      await this.db
        .update(payments)
        .set({ lastError: error.declineCode, updatedAt: this.clock.now() })
        .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerRef, id)));
      throw new AppError(error.declineCode === 'resource_missing' ? 404 : 402, error.messageCode, {
        decline_code: error.declineCode,
      });
    }
  }

  /**
   * A payment charged in full (the sandbox's automatic capture, Stripe's `payment_intent.succeeded`):
   * an immediate payable's settles it; an order's (captured by a chef earlier) is recorded as ever.
   */
  async recordSucceeded(provider: string, providerRef: string, amountCents: number, eventId?: string) {
    for (const payable of this.immediatePayables) {
      if (await payable.settle(provider, providerRef, amountCents)) return;
    }
    await this.recordAuthorized(provider, providerRef, amountCents, eventId);
  }

  /**
   * Records an authorised payment once, however often the provider tells us (webhook retries,
   * replays, a double click): keyed by the provider's event id and guarded by the payment's state.
   */
  async recordAuthorized(provider: string, providerRef: string, amountCents: number, eventId?: string) {
    await this.db.transaction(async (tx) => {
      if (eventId) {
        const fresh = await tx
          .insert(paymentEvents)
          .values({ eventId, provider })
          .onConflictDoNothing()
          .returning();
        if (fresh.length === 0) return;
      }
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
        .for('update');
      if (!payment) throw AppError.notFound('payments.intentNotFound');
      if (payment.status !== 'requires_payment') return;
      if (payment.amountCents !== amountCents) throw AppError.conflict('payments.amountMismatch');
      const now = this.clock.now();
      await tx
        .update(payments)
        .set({ status: 'authorized', lastError: null, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx
        .update(orders)
        .set({ paymentStatus: 'authorized', updatedAt: now })
        .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'pending')));
    });
  }
}
