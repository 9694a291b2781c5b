import type { FastifyBaseLogger } from 'fastify';
import { holdOutcome, UNCONFIRMED_HOLD_HOURS } from '#domain/orders/card-holds.ts';
import { sum } from '#domain/money.ts';
import type { Db } from '../../db/client.ts';
import { retryDelayMs } from '../../jobs/claims.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { ProviderRefusal, type PaymentProvider } from '../payments/payments.service.ts';
import * as holds from './card-holds.repo.ts';
import * as repo from './order-life.repo.ts';

/** How long an app server's claim on a hold lasts while it asks the provider. */
const HOLD_CLAIM_MS = 5 * 60_000;

type Plan = { captureCents: number; refundIds: string[] };

/**
 * An order's card hold, settled with the provider as the provider wants it (docs/decisions.md,
 * "Card holds with a real provider"): a chef's confirmation captures what is left of it; money
 * given back before the capture is never taken (the capture takes less, or the whole hold is let
 * go: Stripe refunds only what it charged); a hold nobody confirmed within 72 hours, or before the
 * service, is let go and its order cancelled (DESIGN §4); a hold the provider dropped (Stripe,
 * after 7 days) is recorded as let go. One app server at a time settles a hold (a claim on its row);
 * the decision is taken under the order's lock, the provider asked after it.
 */
export class CardHoldsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
    private readonly availability: AvailabilityService,
    private readonly notifier?: Notifier,
  ) {}

  /** The hold job: every hold that needs the provider now. Answers how many were settled. */
  async settleDue(): Promise<number> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - UNCONFIRMED_HOLD_HOURS * 3_600_000);
    let settled = 0;
    for (const paymentId of await holds.dueHolds(this.db, now, before)) {
      if (await this.settle(paymentId)) settled += 1;
    }
    this.notifier?.flushSoon();
    return settled;
  }

  /** Right after an order's change (a confirmation, a cancellation): its hold, if it needs settling. */
  async settleOrder(orderId: number): Promise<boolean> {
    const paymentId = await holds.holdOfOrder(this.db, orderId);
    return paymentId ? this.settle(paymentId) : false;
  }

  /**
   * The provider says the hold was canceled (Stripe's webhook): what the provider holds now is
   * recorded, whatever the event said, so an old or repeated event moves nothing back.
   */
  async reflect(providerRef: string): Promise<void> {
    const paymentId = await holds.holdByProviderRef(this.db, providerRef);
    if (!paymentId) return;
    const now = this.clock.now();
    const payment = await holds.claimHold(this.db, paymentId, now, new Date(now.getTime() + HOLD_CLAIM_MS));
    if (!payment) return;
    try {
      if (!(await this.reconcile(payment, []))) await holds.unclaimHold(this.db, payment.id, null);
    } catch (error) {
      this.log.error({ err: error, paymentId }, 'a canceled hold could not be checked; the job tries again');
      await holds.unclaimHold(this.db, payment.id, null);
    }
    this.notifier?.flushSoon();
  }

  private async settle(paymentId: string): Promise<boolean> {
    const now = this.clock.now();
    const payment = await holds.claimHold(this.db, paymentId, now, new Date(now.getTime() + HOLD_CLAIM_MS));
    if (!payment) return false;
    try {
      const plan = await this.decide(payment);
      if (!plan) {
        await holds.unclaimHold(this.db, payment.id, null);
        return false;
      }
      try {
        if (plan.captureCents > 0) await this.provider.capture(payment.providerRef, plan.captureCents);
        else await this.provider.release(payment.providerRef);
      } catch (error) {
        if (!(error instanceof ProviderRefusal)) throw error;
        // Refused: the hold moved on at the provider (captured or canceled before, dropped after 7 days).
        if (await this.reconcile(payment, plan.refundIds)) return true;
        throw error;
      }
      await this.record(payment, plan.captureCents, plan.refundIds);
      return true;
    } catch (error) {
      const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(1));
      this.log.error({ err: error, paymentId, retryAt }, 'hold not settled; it is tried again later');
      await holds.unclaimHold(this.db, payment.id, retryAt);
      return false;
    }
  }

  /**
   * Under the order's lock: what to ask the provider, or nothing yet. A hold nobody confirmed in time
   * has its open items cancelled here, with a refund of all that is left, both sides told.
   */
  private async decide(payment: holds.HoldRow): Promise<Plan | undefined> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, payment.orderId);
      const held = await holds.lockedHold(tx, payment.id);
      if (!order || !held) return undefined;
      const items = await repo.itemsOf(tx, order.id);
      const given = await holds.refundsOfPayment(tx, held.id);
      const outcome = holdOutcome({
        amountCents: held.amountCents,
        refunds: given,
        itemStatuses: items.map((item) => item.status),
        authorizedAt: held.authorizedAt ?? held.updatedAt,
        serviceDate: order.serviceDate,
        now,
      });
      const refundIds = given.map((refund) => refund.id);
      if (outcome.action === 'wait') return undefined;
      if (outcome.action === 'capture') return { captureCents: outcome.cents, refundIds };
      if (outcome.action === 'expire') {
        const left = held.amountCents - sum(given.map((refund) => refund.amountCents));
        refundIds.push(...(await this.cancelOpenItems(tx, order.id, held.id, left, 'notConfirmed')));
      }
      return { captureCents: 0, refundIds };
    });
  }

  /**
   * The order's items still open are cancelled (nobody confirmed, or the hold is gone), what the hold
   * still had is recorded as given back, the chefs' days are freed and both sides told. Answers the
   * refund written, if any.
   */
  private async cancelOpenItems(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    orderId: number,
    paymentId: string,
    leftCents: number,
    reason: string,
  ): Promise<string[]> {
    const now = this.clock.now();
    const open = (await repo.itemsOf(tx, orderId)).filter(
      (item) => item.status === 'placed' || item.status === 'confirmed',
    );
    const written =
      leftCents > 0
        ? [
            await holds.insertRefundReturningId(tx, {
              orderId,
              paymentId,
              amountCents: leftCents,
              reason,
              requestedBy: null,
            }),
          ]
        : [];
    if (!open.length) return written;
    await repo.setItemsStatus(
      tx,
      open.map((item) => item.id),
      { status: 'cancelled', cancelledAt: now, cancelledByChef: false },
    );
    await repo.updateOrder(tx, orderId, { updatedAt: now });
    await this.availability.release(tx, orderId);
    const itemIds = open.map((item) => item.id);
    const extra = leftCents > 0 ? { amount: leftCents } : {};
    for (const to of ['buyer', 'sellers'] as const)
      await this.notifier?.tellAboutItems(tx, { orderId, itemIds, kind: 'orderCancelled', to, extra });
    return written;
  }

  /** The provider did what was asked: the payment, its order and the refunds it covered say so. */
  private async record(payment: holds.HoldRow, capturedCents: number, refundIds: string[]) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await repo.lockOrder(tx, payment.orderId);
      if (!(await holds.lockedHold(tx, payment.id))) return;
      await holds.markRefundsReleased(tx, refundIds, payment.providerRef, now);
      await holds.settlePayment(
        tx,
        payment,
        capturedCents > 0
          ? { status: 'captured', cents: capturedCents }
          : { status: 'released', reason: null },
        now,
      );
    });
  }

  /**
   * The provider refused, or reported the hold canceled: what it holds now decides. Captured
   * (our earlier capture went through): recorded as captured. Canceled (our release went through, or
   * the provider dropped the hold): let go, the order's open items cancelled and all that was left
   * given back, since it can never be captured. Answers false when neither.
   */
  private async reconcile(payment: holds.HoldRow, refundIds: string[]): Promise<boolean> {
    const seen = await this.provider.inspect(payment.providerRef);
    if (seen.status === 'succeeded') {
      await this.record(payment, seen.receivedCents, refundIds);
      return true;
    }
    if (seen.status !== 'canceled') return false;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await repo.lockOrder(tx, payment.orderId);
      const held = await holds.lockedHold(tx, payment.id);
      if (!held) return;
      const given = await holds.refundsOfPayment(tx, held.id);
      const left = held.amountCents - sum(given.map((refund) => refund.amountCents));
      const reason = seen.cancellationReason === 'automatic' ? 'authorizationExpired' : 'notConfirmed';
      const written = await this.cancelOpenItems(tx, held.orderId, held.id, left, reason);
      await holds.markRefundsReleased(
        tx,
        [...given.map((refund) => refund.id), ...written],
        held.providerRef,
        now,
      );
      await holds.settlePayment(
        tx,
        held,
        { status: 'released', reason: `canceled:${seen.cancellationReason ?? 'unknown'}` },
        now,
      );
    });
    return true;
  }
}
