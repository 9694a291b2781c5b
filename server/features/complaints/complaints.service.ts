import { can } from '#domain/accounts/policies.ts';
import {
  adjustPayout,
  COMPLAINT_DECISION_ACTIONS,
  COMPLAINT_WINDOW_HOURS,
  complaintProblem,
  partialRefundProblem,
  refundableMax,
  refundFor,
  type ComplaintInput,
  type ComplaintResolution,
  type ComplaintStatus,
} from '#domain/orders/complaints.ts';
import { formatEuro } from '#domain/money.ts';
import { pgErrorCode, UNIQUE_VIOLATION, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isImage } from '../../lib/file-types.ts';
import { COMPLAINT_PHOTO_LABEL, labelFiles } from '../files/files.service.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { orderFacts } from '../orders/orders.queries.ts';
import { refundableOf, type OrderLifeService } from '../order-life/order-life.service.ts';
import { presentComplaint } from './complaints.presenter.ts';
import * as repo from './complaints.repo.ts';
import type { ComplaintRow, OrderItemRow } from './complaints.repo.ts';

const OPERATOR_LIST_LIMIT = 200;

/**
 * Complaints: the buyer of a delivered item complains within 48 hours, which
 * holds the chef's payout; the chef states their side once; an operator refunds in full, in part or
 * not at all, and the payout follows. Refunds go through the cancellation refunds (recorded, sent
 * after commit with the row id as idempotency key, finished at restart).
 */
export class ComplaintsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly orderLife: OrderLifeService,
    private readonly notifier: Notifier,
  ) {}

  /** POST /secure/complaint. */
  async open(buyerId: string, input: ComplaintInput) {
    const now = this.clock.now();
    let id: string;
    try {
      id = await this.db.transaction(async (tx) => {
        const order = await repo.orderById(tx, input.orderId);
        if (!order || !can({ id: buyerId }, 'order.complain', order))
          throw AppError.notFound('orders.notFound');
        const item = await repo.lockOrderItem(tx, order.id, input.itemId);
        if (!item) throw AppError.notFound('orders.notFound');
        const existing = await repo.complaintIdForItem(tx, item.id);
        const problem = complaintProblem({
          itemStatus: item.status,
          deliveredAt: item.deliveredAt?.getTime() ?? null,
          now: now.getTime(),
          alreadyComplained: Boolean(existing),
        });
        if (problem) throw AppError.conflict(problem, { hours: COMPLAINT_WINDOW_HOURS });
        const photos = await this.claimPhotos(tx, buyerId, input.photoIds);
        const complaintId = await repo.insertComplaint(
          tx,
          {
            orderId: order.id,
            orderItemId: item.id,
            buyerUserId: buyerId,
            sellerUserId: item.sellerUserId,
            text: input.text,
            createdAt: now,
          },
          photos,
        );
        await repo.holdScheduledPayout(tx, item.id);
        const facts = (await orderFacts(tx, order.id, [item.id]))!;
        await this.notifier.notify(tx, {
          userId: item.sellerUserId,
          kind: 'complaintOpened',
          params: { orderNumber: facts.orderNumber, dishes: facts.dishes() },
          orderId: order.id,
        });
        return complaintId;
      });
    } catch (error) {
      // Two complaints about one item racing: the unique index keeps the first.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw AppError.conflict('complaints.alreadyComplained');
      throw error;
    }
    this.notifier.flushSoon();
    return this.one(id);
  }

  /** POST /secure/complaint-response: the item's chef states their side, once, while it is open. */
  async respond(chefId: string, complaintId: string, text: string) {
    if (await repo.recordChefResponse(this.db, chefId, complaintId, text, this.clock.now())) {
      return this.one(complaintId);
    }
    const row = await repo.complaintById(this.db, complaintId);
    if (!row || !can({ id: chefId }, 'complaint.answer', row)) throw AppError.notFound('complaints.notFound');
    if (row.status !== 'open') throw AppError.conflict('complaints.notOpen');
    throw AppError.conflict('complaints.alreadyResponded');
  }

  /**
   * POST /secure/store-management/complaint-resolution. The complaint's row lock makes a second
   * operator wait, then find it resolved: exactly one decision, one refund, one payout change.
   */
  async resolve(operatorId: string, input: ComplaintResolution) {
    const now = this.clock.now();
    const orderId = await this.db.transaction(async (tx) => {
      const complaint = await repo.lockComplaint(tx, input.complaintId);
      if (!complaint) throw AppError.notFound('complaints.notFound');
      if (complaint.status !== 'open') throw AppError.conflict('complaints.changedReload');
      // The order's lock serialises refunds of one payment (another complaint, a cancellation).
      await repo.lockOrder(tx, complaint.orderId);
      const item = await repo.orderItemById(tx, complaint.orderItemId);
      const maxCents = await this.refundableFor(tx, item!);
      if (input.outcome === 'partial') {
        // Capped by what was paid by card: cash handed to the chef is not refunded here.
        const problem = partialRefundProblem(input.refundAmount!, maxCents);
        if (problem === 'complaints.nothingToRefund') throw AppError.conflict(problem);
        if (problem) throw AppError.field(400, 'refundAmount', problem, { max: formatEuro(maxCents) });
      }
      const refundCents = refundFor(input.outcome, input.refundAmount, maxCents);
      if (refundCents > 0) {
        const payment = await repo.cardPaymentOf(tx, complaint.orderId);
        await repo.insertRefund(tx, {
          orderId: complaint.orderId,
          paymentId: payment!.id,
          amountCents: refundCents,
          reason: `complaint-${input.outcome}`,
          requestedBy: operatorId,
          createdAt: now,
        });
      }
      const payout = await this.settlePayout(tx, complaint, input.outcome, refundCents);
      await repo.markResolved(tx, complaint.id, {
        outcome: input.outcome,
        refundCents,
        resolutionReason: input.reason,
        resolvedBy: operatorId,
        resolvedAt: now,
      });
      await recordAuditDecision(tx, {
        subjectType: 'complaint',
        subjectId: complaint.id,
        action: COMPLAINT_DECISION_ACTIONS[input.outcome],
        reason: input.reason,
        details: { orderId: complaint.orderId, itemId: complaint.orderItemId, refundCents, payout },
        decidedBy: operatorId,
      });
      const facts = (await orderFacts(tx, complaint.orderId, [complaint.orderItemId]))!;
      // Both sides read the operator's reason; each is told in its own words who got the refund.
      const params = {
        orderNumber: facts.orderNumber,
        dishes: facts.dishes(),
        outcome: input.outcome,
        amount: refundCents,
        reason: input.reason,
      };
      for (const [userId, audience] of [
        [complaint.buyerUserId, 'buyer'],
        [complaint.sellerUserId, 'chef'],
      ] as const) {
        await this.notifier.notify(tx, {
          userId,
          kind: 'complaintResolved',
          params: { ...params, audience },
          orderId: complaint.orderId,
        });
      }
      return complaint.orderId;
    });
    await this.orderLife.sendPendingRefunds(orderId);
    this.notifier.flushSoon();
    return this.one(input.complaintId);
  }

  /** GET /secure/store-management/complaints: open ones oldest first, resolved ones newest first. */
  async forOperators(status: ComplaintStatus) {
    const rows = await repo.complaintsInState(this.db, status, OPERATOR_LIST_LIMIT);
    if (rows.length === 0) return [];
    const { orderRows, itemRows, people, payoutRows, decisions } = await repo.operatorContext(
      this.db,
      [...new Set(rows.map((row) => row.orderId))],
      rows.map((row) => row.orderItemId),
      [...new Set(rows.flatMap((row) => [row.buyerUserId, row.sellerUserId]))],
      rows.map((row) => row.id),
    );
    const refundable = new Map<number, number>();
    for (const item of itemRows) refundable.set(item.id, await this.refundableFor(this.db, item));
    return rows.map((row) => {
      const order = orderRows.find((candidate) => candidate.id === row.orderId)!;
      const item = itemRows.find((candidate) => candidate.id === row.orderItemId)!;
      const buyer = people.find((person) => person.id === row.buyerUserId);
      const chef = people.find((person) => person.id === row.sellerUserId);
      const payout = payoutRows.find((candidate) => candidate.orderItemId === row.orderItemId);
      return {
        ...presentComplaint(row),
        order: {
          id: order.id,
          sID: order.sId,
          serviceDate: order.serviceDate.getTime(),
          payInCash: order.payInCash,
          amountToPay: order.amountToPayCents,
        },
        item: {
          id: item.id,
          productId: item.productId,
          productName: item.title,
          quantity: item.volume,
          total: item.unitPriceCents * item.volume,
          deliveredAt: item.deliveredAt?.getTime() ?? null,
          /** The most a refund can be now (cents): the upper bound of a partial refund. */
          refundableMax: refundable.get(item.id) ?? 0,
        },
        buyer: {
          userId: row.buyerUserId,
          email: buyer?.email ?? null,
          name: [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || null,
        },
        chef: {
          userId: row.sellerUserId,
          firstName: chef?.firstName ?? null,
          lastName: chef?.lastName ?? null,
          nickname: chef?.nickname ?? null,
          email: chef?.email ?? null,
        },
        payout: payout ? { status: payout.status, amount: payout.amountCents } : null,
        decisions: decisions
          .filter((decision) => decision.subjectId === row.id)
          .map((decision) => ({
            who: { userId: decision.decidedBy, email: decision.email },
            when: decision.createdAt.getTime(),
            action: decision.action,
            reason: decision.reason,
          })),
      };
    });
  }

  private async one(id: string) {
    return presentComplaint((await repo.complaintWithPhotos(this.db, id))!);
  }

  /** The buyer's own, freshly uploaded JPEGs, labelled as complaint photos (readable by the chef too). */
  private async claimPhotos(tx: DbOrTx, buyerId: string, ids: string[]) {
    if (ids.length === 0) return [];
    const own = await repo.ownFiles(tx, buyerId, ids);
    // A labelled file already serves something else (a certificate, a dish, another complaint).
    if (own.length !== ids.length || own.some((file) => file.label !== null)) {
      throw AppError.field(400, 'photoIds', 'complaints.photoNotYours');
    }
    if (own.some((file) => !isImage(file.contentType))) {
      throw AppError.field(400, 'photoIds', 'complaints.photoNotImage');
    }
    await labelFiles(tx, ids, COMPLAINT_PHOTO_LABEL);
    return ids;
  }

  /** The item's price, capped by what is left of the order's card payment (the one figure). */
  private async refundableFor(tx: DbOrTx, item: OrderItemRow) {
    const payment = await repo.cardPaymentOf(tx, item.orderId);
    const order = await repo.orderById(tx, item.orderId);
    return refundableMax({
      itemTotalCents: item.unitPriceCents * item.volume,
      refundableCents: await refundableOf(tx, payment, order!, [item.id]),
    });
  }

  /**
   * The item's payout after the decision (docs/decisions.md): a held or scheduled one is released,
   * reduced or cancelled; one already paid leaves the chef's share of the refund as a deduction the
   * payout job withholds from their next payouts.
   */
  private async settlePayout(
    tx: DbOrTx,
    complaint: ComplaintRow,
    outcome: ComplaintResolution['outcome'],
    refundCents: number,
  ) {
    const payout = await repo.lockPayoutOfItem(tx, complaint.orderItemId);
    if (!payout) return null;
    const adjustment = adjustPayout(outcome, refundCents, payout.amountCents);
    if (payout.status === 'held' || payout.status === 'scheduled') {
      await repo.setPayout(tx, payout.id, adjustment.status, adjustment.amountCents);
      return { status: adjustment.status, amount: adjustment.amountCents };
    }
    if (payout.status === 'paid' && adjustment.chefShareCents > 0) {
      await repo.insertPayoutDeduction(tx, {
        sellerUserId: complaint.sellerUserId,
        complaintId: complaint.id,
        amountCents: adjustment.chefShareCents,
        remainingCents: adjustment.chefShareCents,
      });
      return { status: payout.status, amount: payout.amountCents, deduction: adjustment.chefShareCents };
    }
    return { status: payout.status, amount: payout.amountCents };
  }
}
