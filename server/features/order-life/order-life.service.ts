import { can } from '#domain/accounts/policies.ts';
import type { Role } from '#domain/accounts/roles.ts';
import { planRefund, type RefundPlan } from '#domain/orders/cancellation.ts';
import { computeFees, PREPAYMENT_PERCENT } from '#domain/orders/fees.ts';
import { moveProblem, type Actor, type ItemStatus } from '#domain/orders/order-status.ts';
import { HANDOVER_PIN_LENGTH, isHandoverLocked } from '#domain/orders/handover-pin.ts';
import { percentOf, sum } from '#domain/money.ts';
import {
  capRefund,
  deliveryTooEarly,
  remainingRefundable,
  reservedForChefs,
} from '#domain/orders/settlement.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { payoutDueAt, payoutFor } from '#domain/orders/payouts.ts';
import { retryDelayMs } from '../../jobs/claims.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { feeColumns, itemAsFeeLine } from '../orders/orders.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomDigits } from '../../lib/crypto.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../notifications/notifier.service.ts';
import type { PaymentProvider } from '../payments/payments.service.ts';
import type { CardHoldsService } from './card-holds.service.ts';
import * as repo from './order-life.repo.ts';
import type { ItemRow, OrderRow, PaymentRow } from './order-life.repo.ts';

export interface StatusChange {
  orderId: number;
  itemId?: number;
  status: Exclude<ItemStatus, 'placed'>;
  handoverCode?: string;
}

/** How long an app server's claim on a refund holds while it asks the provider. */
const REFUND_CLAIM_MS = 5 * 60_000;

/**
 * What happens to an order after checkout (DESIGN §4, §6): chefs confirm, decline and deliver their
 * items, either side cancels under the cancellation rules. Money moves through the provider after
 * the transaction that decided it: the capture at the first confirmation, refunds as recorded rows.
 */
export class OrderLifeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
    /** The order's card hold: captured, let go, or released when nobody confirmed in time. */
    readonly holds: CardHoldsService,
    private readonly availability: AvailabilityService,
    private readonly notifier?: Notifier,
  ) {}

  /** POST /secure/order-status. Two requests racing on one order are serialised by its row lock. */
  async change(user: { id: string; role: Role }, change: StatusChange) {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, change.orderId);
      if (!order) throw AppError.notFound('orders.notFound');
      const all = await repo.itemsOf(tx, order.id);
      const actor: Actor | undefined =
        order.buyerUserId === user.id
          ? 'buyer'
          : all.some((item) => item.sellerUserId === user.id)
            ? 'seller'
            : undefined;
      if (!actor) throw AppError.notFound('orders.notFound');
      // A buyer acts on the whole order; a chef on their own items (or the one named).
      const mine = actor === 'buyer' ? all : all.filter((item) => item.sellerUserId === user.id);
      const targets = change.itemId === undefined ? mine : mine.filter((item) => item.id === change.itemId);
      if (targets.length === 0) throw AppError.notFound('orders.notFound');
      const moving = targets.filter((item) => change.status !== 'cancelled' || !isFinal(item.status));
      for (const item of moving.length ? moving : targets) {
        const problem = moveProblem(item.status, change.status);
        if (problem) throw AppError.conflict(problem);
        if (!can(user, 'orderItem.move', { from: item.status, to: change.status, as: actor }))
          throw AppError.forbidden();
      }
      const payment = await repo.holdingPayment(tx, order.id);

      if (change.status === 'confirmed') {
        if (!payment) throw AppError.conflict('orders.unpaid');
      }
      if (change.status === 'delivered' && !order.payInCash) {
        const serviceDay = deliveryTooEarly(order.serviceDate, now);
        if (serviceDay) throw AppError.conflict('orders.deliveryBeforeServiceDay', { date: serviceDay });
      }
      // Cash changes hands (a cash order, or a card order's remainder): the customer's
      // hand-over PIN proves it.
      const cashHandover = order.payInCash || order.handoverCode !== null;
      if (change.status === 'delivered' && cashHandover) {
        // Too many wrong PINs lock the hand-over, the right PIN too, until the customer issues a new one.
        if (isHandoverLocked(order.handoverWrongTries)) throw AppError.conflict('orders.handoverLocked');
        if (!change.handoverCode) throw AppError.field(400, 'handoverCode', 'orders.handoverCodeInvalid');
        if (change.handoverCode.trim() !== order.handoverCode) {
          // Counted under the order's lock and committed (the refusal is thrown after the commit),
          // so tries sent at once, to any app server, each count.
          const wrongTries = await repo.countWrongHandover(tx, order.id);
          if (isHandoverLocked(wrongTries)) {
            await this.notifier?.tellAboutItems(tx, {
              orderId: order.id,
              itemIds: moving.map((item) => item.id),
              kind: 'handoverLocked',
              to: 'buyer',
            });
          }
          return { wrongHandoverTries: wrongTries };
        }
      }
      const stamp =
        change.status === 'confirmed'
          ? { confirmedAt: now }
          : change.status === 'delivered'
            ? { deliveredAt: now }
            : { cancelledAt: now, cancelledByChef: actor === 'seller' };
      await repo.setItemsStatus(
        tx,
        moving.map((item) => item.id),
        { status: change.status, ...stamp },
      );
      await repo.updateOrder(tx, order.id, {
        updatedAt: now,
        ...(change.status === 'delivered' && cashHandover ? { cashReceivedAt: now } : {}),
      });
      const live = all.filter((item) => item.status !== 'cancelled' && !moving.includes(item));
      if (change.status === 'cancelled' && !payment && order.paymentStatus === 'pending' && live.length) {
        // An unpaid order charges only what is left of it: the card amount, the fees and the
        // chefs' shares follow its live items (a payment started for the old amount can no longer
        // pay it, PaymentsService.recordAuthorized). With nothing left there is nothing to pay.
        await repo.updateOrder(
          tx,
          order.id,
          feeColumns(computeFees(live.map(itemAsFeeLine), { payInCash: order.payInCash })),
        );
      }
      if (change.status === 'cancelled') {
        // A chef whose every item of the order is now declined or cancelled gets the slot back.
        for (const chef of new Set(moving.map((item) => item.sellerUserId))) {
          const left = all.some(
            (item) => item.sellerUserId === chef && item.status !== 'cancelled' && !moving.includes(item),
          );
          if (!left) await this.availability.release(tx, order.id, chef);
        }
      }
      if (change.status === 'delivered') {
        // The chef's share becomes payable 1 day after drop-off; the payout job pays it then.
        const owed = moving
          .map((item) => ({ item, amountCents: payoutFor(item, order.payInCash) }))
          .filter(({ amountCents }) => amountCents > 0);
        if (owed.length) {
          await repo.insertPayouts(
            tx,
            owed.map(({ item, amountCents }) => ({
              orderItemId: item.id,
              sellerUserId: item.sellerUserId,
              amountCents,
              dueAt: payoutDueAt(now),
            })),
          );
        }
      }

      const plan =
        change.status === 'cancelled'
          ? this.refundPlan(
              order,
              all,
              moving,
              actor,
              await refundableOf(
                tx,
                payment,
                order,
                moving.map((item) => item.id),
              ),
            )
          : undefined;
      if (plan && payment && plan.refundCents > 0) {
        await repo.insertRefund(tx, {
          orderId: order.id,
          paymentId: payment.id,
          amountCents: plan.refundCents,
          reason: plan.reason,
          requestedBy: user.id,
        });
      }
      // The other side is told: the buyer about the chef's move, the chefs about the buyer's cancellation.
      await this.notifier?.tellAboutItems(tx, {
        orderId: order.id,
        itemIds: moving.map((item) => item.id),
        kind:
          change.status === 'confirmed'
            ? 'itemConfirmed'
            : change.status === 'delivered'
              ? 'itemDelivered'
              : actor === 'seller' && moving.every((item) => item.status === 'placed')
                ? 'itemDeclined'
                : 'orderCancelled',
        to: actor === 'buyer' ? 'sellers' : 'buyer',
        extra: plan && payment && plan.refundCents > 0 ? { amount: plan.refundCents } : {},
      });
      // A hold is captured at a confirmation, and settled once a cancellation leaves nothing to confirm.
      const settle = change.status !== 'delivered' && payment?.status === 'authorized';
      return { plan, settle };
    });
    this.notifier?.flushSoon();
    if (outcome.wrongHandoverTries !== undefined) {
      if (isHandoverLocked(outcome.wrongHandoverTries)) throw AppError.conflict('orders.handoverLocked');
      throw AppError.field(400, 'handoverCode', 'orders.handoverCodeInvalid');
    }
    if (outcome.settle) await this.holds.settleOrder(change.orderId);
    if (outcome.plan || outcome.settle) await this.sendPendingRefunds(change.orderId);
    return { orderId: change.orderId, status: change.status, refund: outcome.plan ?? null };
  }

  /**
   * POST /secure/order-handover-code: the customer replaces the order's hand-over PIN (after the chef
   * was locked out by wrong PINs, or when they think it was seen), which starts the count of wrong
   * PINs again. Only while some dish still waits for its hand-over.
   */
  async renewHandoverCode(user: { id: string }, orderId: number) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order || !can(user, 'order.renewHandoverCode', order)) throw AppError.notFound('orders.notFound');
      const items = await repo.itemsOf(tx, order.id);
      if (order.handoverCode === null || items.every((item) => isFinal(item.status)))
        throw AppError.conflict('orders.handoverNotPending');
      let handoverCode = randomDigits(HANDOVER_PIN_LENGTH);
      while (handoverCode === order.handoverCode) handoverCode = randomDigits(HANDOVER_PIN_LENGTH);
      await repo.updateOrder(tx, order.id, { handoverCode, handoverWrongTries: 0, updatedAt: now });
      return { orderId: order.id, handoverCode };
    });
  }

  /** What a cancellation would refund now, shown to the customer before they confirm it. */
  async previewCancellation(user: { id: string }, orderId: number) {
    const order = await repo.orderById(this.db, orderId);
    if (!order || !can(user, 'order.cancel', order)) throw AppError.notFound('orders.notFound');
    const all = await repo.itemsOf(this.db, orderId);
    const payment = await repo.holdingPayment(this.db, orderId);
    const cancelling = all.filter((item) => !isFinal(item.status));
    return this.refundPlan(
      order,
      all,
      cancelling,
      'buyer',
      await refundableOf(
        this.db,
        payment,
        order,
        cancelling.map((item) => item.id),
      ),
    );
  }

  /**
   * Sends the refunds still "requested" that are due (for one order right after its change, or all
   * of them from the refunds job, server/jobs/jobs.ts), of captured payments only: before the capture
   * a refund is money the capture does not take (card-holds.service.ts). Each is claimed by one app server for a
   * while (claims.ts), so two servers never send one at once; the row's id is the provider's
   * idempotency key, so a refund interrupted between asking and recording is not paid twice. A
   * refund the provider refuses waits longer after each try. Answers how many were sent.
   */
  async sendPendingRefunds(orderId?: number): Promise<number> {
    const now = this.clock.now();
    const claimed = await repo.claimDueRefunds(
      this.db,
      now,
      new Date(now.getTime() + REFUND_CLAIM_MS),
      orderId,
    );
    if (!claimed.length) return 0;
    const paidBy = await repo.providerRefsOf(this.db, [
      ...new Set(claimed.map((refund) => refund.paymentId)),
    ]);
    let sent = 0;
    for (const refund of claimed) {
      try {
        const result = await this.provider.refund(
          paidBy.get(refund.paymentId)!,
          refund.amountCents,
          `refund-${refund.id}`,
        );
        await repo.markRefundSucceeded(this.db, refund.id, result.refundId, this.clock.now());
        sent += 1;
      } catch (error) {
        const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(refund.attempts));
        this.log.error(
          { err: error, refundId: refund.id, attempts: refund.attempts, retryAt },
          'refund not sent; it stays requested and is tried again later',
        );
        await repo.scheduleRefundRetry(this.db, refund.id, (error as Error).message, retryAt);
      }
    }
    return sent;
  }

  /**
   * The customer's cancellation follows the 24-hour rule on what is left of the card payment; a
   * chef's refunds their items' share of the prepayment, or everything left once no item is left.
   * Either draws on `refundableCents`, what earlier refunds left, so refunds never add
   * up to more than was paid.
   */
  private refundPlan(
    order: OrderRow,
    all: ItemRow[],
    cancelling: ItemRow[],
    actor: Actor,
    refundableCents: number,
  ): RefundPlan {
    const base = {
      providerCommissionCents: order.gatewayFeeCents,
      ingredientCostsCents: 0,
      serviceDate: order.serviceDate,
      now: this.clock.now(),
      cancelledBy: actor,
    } as const;
    const remaining = all.filter((item) => !isFinal(item.status) && !cancelling.includes(item));
    if (actor === 'buyer' || remaining.length === 0)
      return planRefund({ ...base, paidCents: refundableCents });
    const share = order.payInCash
      ? 0
      : percentOf(
          sum(
            cancelling.filter((item) => item.pricedByTime).map((item) => item.unitPriceCents * item.volume),
          ),
          PREPAYMENT_PERCENT,
        );
    return planRefund({ ...base, paidCents: capRefund(share, refundableCents) });
  }
}

/**
 * What is left to refund of the order's holding payment (read under the order's lock when changing):
 * the payment less earlier refunds and less what the chefs of the items other than `except` keep.
 */
export async function refundableOf(
  db: DbOrTx,
  payment: PaymentRow | undefined,
  order: Pick<OrderRow, 'id' | 'payInCash'>,
  except: readonly number[],
) {
  if (!payment) return 0;
  const { recorded, items, owed, deducted } = await repo.refundLedger(db, payment.id, order.id);
  const reserved = reservedForChefs({
    items,
    payInCash: order.payInCash,
    payouts: owed,
    deductions: deducted,
    except,
  });
  return remainingRefundable(payment, recorded, reserved);
}

function isFinal(status: ItemStatus) {
  return status === 'delivered' || status === 'cancelled';
}

export type { DbOrTx };
