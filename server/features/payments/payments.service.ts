import type { FastifyBaseLogger } from 'fastify';
import { ORDER_CARD_CAPTURE } from '#domain/orders/card-capture.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Buyer, OrdersService } from '../orders/orders.service.ts';
import { CardError, type PaymentProvider } from './providers/payment-provider.ts';
import type { CardInput, SandboxProvider } from './providers/sandbox.ts';
import * as repo from './payments.repo.ts';

// The payment providers are part of the payments feature's public surface (the app wires them).
export type { PaymentProvider };
export { ProviderRefusal } from './providers/payment-provider.ts';
export { SandboxProvider } from './providers/sandbox.ts';

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
    private readonly log?: FastifyBaseLogger,
  ) {}

  config() {
    return this.provider.publicConfig();
  }

  /**
   * POST /secure/stripe-intent: the amount must be the order's own; a paid order is not paid twice.
   * One open payment per order: a start while one is open answers that one again, and
   * starts racing each other ask the provider with the same idempotency key, so they get one intent.
   */
  async start(buyer: Buyer, orderId: number, amountCents: number) {
    const order = await this.orders.orderToPay(orderId, buyer);
    if (order.paymentStatus !== 'pending') throw AppError.conflict('payments.alreadyPaid');
    if (amountCents !== order.amountToPayCents) throw AppError.conflict('payments.amountMismatch');
    if (!(await this.orders.hasLiveItems(order.id))) throw AppError.conflict('payments.orderCancelled');
    // The order's slot is held again while the customer pays (refused when it lapsed and
    // the chef's day filled up meanwhile).
    await this.orders.availability.renewHolds(order.id);
    const earlier = await repo.paymentsOfOrder(this.db, order.id);
    const open = earlier.find((payment) => payment.status === 'requires_payment');
    if (open?.amountCents === amountCents) return this.resume(open);
    // The n-th payment of an order: the same for every start until one is written.
    const attempt = `order-${order.id}-payment-${earlier.length + 1}`;
    const intent = await this.provider.authorize({
      amountCents,
      metadata: { orderId: String(order.id) },
      idempotencyKey: attempt,
      captureMethod: ORDER_CARD_CAPTURE,
    });
    const written = await repo.insertPaymentOnce(this.db, {
      orderId: order.id,
      provider: this.provider.name,
      providerRef: intent.id,
      amountCents,
      status: 'requires_payment',
    });
    if (written) return { id: intent.id, secret: intent.secret, provider: this.provider.name };
    // Another start won: the same intent (same key), or one written under another key meanwhile.
    const winner = await repo.openPaymentOf(this.db, order.id);
    if (!winner || winner.status !== 'requires_payment') throw AppError.conflict('payments.alreadyPaid');
    if (winner.providerRef !== intent.id) await this.releaseQuietly(intent.id);
    return this.resume(winner);
  }

  private async resume(payment: repo.PaymentRow) {
    const intent = await this.provider.resume(payment.providerRef);
    return { id: intent.id, secret: intent.secret, provider: this.provider.name };
  }

  /** Gives a hold back (a superseded payment confirmed after all); a failure is logged, not shown. */
  private async releaseQuietly(providerRef: string) {
    try {
      await this.provider.release(providerRef);
    } catch (error) {
      this.log?.error({ err: error, providerRef }, 'release of a superseded payment failed');
    }
  }

  /**
   * Who settles an order's hold when the provider reports it canceled (order-life: Stripe dropped
   * an authorisation nobody captured, or a release of ours is confirmed).
   */
  private holdWatcher?: (providerRef: string) => Promise<void>;

  watchHolds(watcher: (providerRef: string) => Promise<void>) {
    this.holdWatcher = watcher;
  }

  /**
   * Stripe's `payment_intent.canceled`: a payment still being paid can no longer pay the order (a
   * late report of its hold is then superseded); a hold is handed to the order's life, which asks
   * the provider what stands rather than trusting the event, so a late or repeated event changes
   * nothing that moved on.
   */
  async recordCanceled(provider: string, providerRef: string, reason: string | null) {
    await repo.cancelUnpaid(
      this.db,
      provider,
      providerRef,
      `canceled:${reason ?? 'unknown'}`,
      this.clock.now(),
    );
    const status = await repo.statusByProviderRef(this.db, provider, providerRef);
    if (status === 'authorized') await this.holdWatcher?.(providerRef);
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
    // A payment superseded by a change of the order is refused before the card is asked.
    if ((await repo.statusByProviderRef(this.db, 'sandbox', id)) === 'canceled')
      throw AppError.conflict('payments.superseded');
    try {
      const result = await this.sandbox.confirm(id, secret, card);
      if (result.status === 'succeeded') await this.recordSucceeded('sandbox', id, result.amountCents);
      else {
        const outcome = await this.recordAuthorized('sandbox', id, result.amountCents);
        if (outcome === 'superseded') throw AppError.conflict('payments.superseded');
        if (outcome === 'slotTaken') throw AppError.conflict('pages.checkout.holdExpired');
        if (outcome === 'orderCancelled') throw AppError.conflict('payments.orderCancelled');
      }
      return { id, status: result.status };
    } catch (error) {
      if (!(error instanceof CardError)) throw error;
      await repo.recordDecline(this.db, 'sandbox', id, error.declineCode, this.clock.now());
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
   * The order is paid only when the hold is for its whole amount to pay at that moment: a
   * payment the order outgrew, or one superseded by a change of it, is canceled and its hold
   * released. The order's row is locked first, as every change of an order does. The payment that
   * pays the order tells its chefs and sends the receipt, in the same transaction, so a
   * payment confirmed twice (sandbox and webhook, a replay) tells them once.
   */
  async recordAuthorized(
    provider: string,
    providerRef: string,
    amountCents: number,
    eventId?: string,
  ): Promise<'recorded' | 'superseded' | 'unchanged' | 'slotTaken' | 'orderCancelled'> {
    const outcome = await this.db.transaction(async (tx) => {
      if (eventId) {
        if (!(await repo.firstSightOfEvent(tx, eventId, provider))) return 'unchanged' as const;
      }
      const knownOrderId = await repo.orderIdOfPayment(tx, provider, providerRef);
      if (knownOrderId === undefined) throw AppError.notFound('payments.intentNotFound');
      const order = await repo.lockOrder(tx, knownOrderId);
      const payment = await repo.lockPayment(tx, provider, providerRef);
      if (payment!.status === 'canceled') return 'superseded' as const;
      if (payment!.status !== 'requires_payment') return 'unchanged' as const;
      if (payment!.amountCents !== amountCents) throw AppError.conflict('payments.amountMismatch');
      const now = this.clock.now();
      if (order!.paymentStatus !== 'pending' || order!.amountToPayCents !== payment!.amountCents) {
        await repo.setPaymentStatus(tx, payment!.id, 'canceled', 'superseded', now);
        return 'superseded' as const;
      }
      // Every item was cancelled (the chef declined) after the payment was started and before the
      // card was confirmed: nothing is left to pay for, so the hold is released, not kept.
      if (!(await this.orders.hasLiveItems(order!.id, tx))) {
        await repo.setPaymentStatus(tx, payment!.id, 'canceled', 'order_cancelled', now);
        return 'orderCancelled' as const;
      }
      // The held slot becomes a booking; a hold that lapsed while its day filled up cannot
      // be paid for (docs/spec-deviations.md): the payment is canceled and its money released.
      if ((await this.orders.availability.book(tx, order!.id)) === 'taken') {
        await repo.setPaymentStatus(tx, payment!.id, 'canceled', 'slot_taken', now);
        return 'slotTaken' as const;
      }
      await repo.markPaymentAuthorized(tx, payment!.id, now);
      await this.orders.markAuthorized(tx, payment!.orderId, now);
      await this.orders.tellPaid(tx, payment!.orderId);
      return 'recorded' as const;
    });
    if (outcome === 'recorded') this.orders.mailsWritten();
    if (outcome === 'superseded' || outcome === 'slotTaken' || outcome === 'orderCancelled')
      await this.releaseQuietly(providerRef);
    return outcome;
  }
}
