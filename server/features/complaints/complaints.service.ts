import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
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
import {
  auditDecisions,
  complaintPhotos,
  complaints,
  files,
  orderItems,
  orders,
  payments,
  payoutDeductions,
  payouts,
  refunds,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isImage } from '../../lib/file-types.ts';
import { COMPLAINT_PHOTO_LABEL } from '../files/files.service.ts';
import { orderFacts, type Notifier } from '../notifications/notifier.ts';
import { refundableOf, type OrderLifeService } from '../order-life/order-life.service.ts';
import { presentComplaint } from './complaints.presenter.ts';
import { withPhotos, type ComplaintRow } from './complaints.repo.ts';

const OPERATOR_LIST_LIMIT = 200;

/**
 * Complaints (issue: order life §4): the buyer of a delivered item complains within 48 hours, which
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
        const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
        if (!order || order.buyerUserId !== buyerId) throw AppError.notFound('orders.notFound');
        const [item] = await tx
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, order.id)))
          .for('update');
        if (!item) throw AppError.notFound('orders.notFound');
        const [existing] = await tx
          .select({ id: complaints.id })
          .from(complaints)
          .where(eq(complaints.orderItemId, item.id));
        const problem = complaintProblem({
          itemStatus: item.status,
          deliveredAt: item.deliveredAt?.getTime() ?? null,
          now: now.getTime(),
          alreadyComplained: Boolean(existing),
        });
        if (problem) throw AppError.conflict(problem, { hours: COMPLAINT_WINDOW_HOURS });
        const photos = await this.claimPhotos(tx, buyerId, input.photoIds);
        const [row] = await tx
          .insert(complaints)
          .values({
            orderId: order.id,
            orderItemId: item.id,
            buyerUserId: buyerId,
            sellerUserId: item.sellerUserId,
            text: input.text,
            createdAt: now,
          })
          .returning({ id: complaints.id });
        if (photos.length) {
          await tx
            .insert(complaintPhotos)
            .values(photos.map((fileId, position) => ({ complaintId: row!.id, fileId, position })));
        }
        // The payout job pays only scheduled payouts, so a held one waits for the operator.
        await tx
          .update(payouts)
          .set({ status: 'held' })
          .where(and(eq(payouts.orderItemId, item.id), eq(payouts.status, 'scheduled')));
        const facts = (await orderFacts(tx, order.id, [item.id]))!;
        await this.notifier.notify(tx, {
          userId: item.sellerUserId,
          kind: 'complaintOpened',
          params: { orderNumber: facts.orderNumber, dishes: facts.dishes() },
          orderId: order.id,
        });
        return row!.id;
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
    const updated = await this.db
      .update(complaints)
      .set({ chefResponse: text, chefRespondedAt: this.clock.now() })
      .where(
        and(
          eq(complaints.id, complaintId),
          eq(complaints.sellerUserId, chefId),
          eq(complaints.status, 'open'),
          isNull(complaints.chefResponse),
        ),
      )
      .returning({ id: complaints.id });
    if (updated.length) return this.one(complaintId);
    const [row] = await this.db.select().from(complaints).where(eq(complaints.id, complaintId));
    if (!row || row.sellerUserId !== chefId) throw AppError.notFound('complaints.notFound');
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
      const [complaint] = await tx
        .select()
        .from(complaints)
        .where(eq(complaints.id, input.complaintId))
        .for('update');
      if (!complaint) throw AppError.notFound('complaints.notFound');
      if (complaint.status !== 'open') throw AppError.conflict('complaints.changedReload');
      // The order's lock serialises refunds of one payment (another complaint, a cancellation).
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, complaint.orderId)).for('update');
      const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, complaint.orderItemId));
      const maxCents = await this.refundableFor(tx, item!);
      if (input.outcome === 'partial') {
        // Capped by what was paid by card (issue 19): cash handed to the chef is not refunded here.
        const problem = partialRefundProblem(input.refundAmount!, maxCents);
        if (problem === 'complaints.nothingToRefund') throw AppError.conflict(problem);
        if (problem) throw AppError.field(400, 'refundAmount', problem, { max: formatEuro(maxCents) });
      }
      const refundCents = refundFor(input.outcome, input.refundAmount, maxCents);
      if (refundCents > 0) {
        const [payment] = await this.cardPayment(tx, complaint.orderId);
        await tx.insert(refunds).values({
          orderId: complaint.orderId,
          paymentId: payment!.id,
          amountCents: refundCents,
          reason: `complaint-${input.outcome}`,
          requestedBy: operatorId,
          createdAt: now,
        });
      }
      const payout = await this.settlePayout(tx, complaint, input.outcome, refundCents);
      await tx
        .update(complaints)
        .set({
          status: 'resolved',
          outcome: input.outcome,
          refundCents,
          resolutionReason: input.reason,
          resolvedBy: operatorId,
          resolvedAt: now,
        })
        .where(eq(complaints.id, complaint.id));
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
    const rows = await withPhotos(
      this.db,
      await this.db
        .select()
        .from(complaints)
        .where(eq(complaints.status, status))
        .orderBy(status === 'open' ? asc(complaints.createdAt) : desc(complaints.resolvedAt))
        .limit(OPERATOR_LIST_LIMIT),
    );
    if (rows.length === 0) return [];
    const orderIds = [...new Set(rows.map((row) => row.orderId))];
    const itemIds = rows.map((row) => row.orderItemId);
    const userIds = [...new Set(rows.flatMap((row) => [row.buyerUserId, row.sellerUserId]))];
    const [orderRows, itemRows, people, payoutRows, decisions] = await Promise.all([
      this.db.select().from(orders).where(inArray(orders.id, orderIds)),
      this.db.select().from(orderItems).where(inArray(orderItems.id, itemIds)),
      this.db.select().from(users).where(inArray(users.id, userIds)),
      this.db.select().from(payouts).where(inArray(payouts.orderItemId, itemIds)),
      this.db
        .select({
          subjectId: auditDecisions.subjectId,
          action: auditDecisions.action,
          reason: auditDecisions.reason,
          createdAt: auditDecisions.createdAt,
          decidedBy: auditDecisions.decidedBy,
          email: users.email,
        })
        .from(auditDecisions)
        .innerJoin(users, eq(users.id, auditDecisions.decidedBy))
        .where(
          and(
            eq(auditDecisions.subjectType, 'complaint'),
            inArray(
              auditDecisions.subjectId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(auditDecisions.createdAt)),
    ]);
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
        chef: { userId: row.sellerUserId, nickname: chef?.nickname ?? null, email: chef?.email ?? null },
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
    const [row] = await withPhotos(
      this.db,
      await this.db.select().from(complaints).where(eq(complaints.id, id)),
    );
    return presentComplaint(row!);
  }

  /** The buyer's own, freshly uploaded JPEGs, labelled as complaint photos (readable by the chef too). */
  private async claimPhotos(tx: DbOrTx, buyerId: string, ids: string[]) {
    if (ids.length === 0) return [];
    const own = await tx
      .select()
      .from(files)
      .where(and(eq(files.userId, buyerId), inArray(files.id, ids)));
    // A labelled file already serves something else (a certificate, a dish, another complaint).
    if (own.length !== ids.length || own.some((file) => file.label !== null)) {
      throw AppError.field(400, 'photoIds', 'complaints.photoNotYours');
    }
    if (own.some((file) => !isImage(file.contentType))) {
      throw AppError.field(400, 'photoIds', 'complaints.photoNotImage');
    }
    await tx.update(files).set({ label: COMPLAINT_PHOTO_LABEL }).where(inArray(files.id, ids));
    return ids;
  }

  private cardPayment(tx: DbOrTx, orderId: number) {
    return tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['authorized', 'captured'])));
  }

  /** The item's price, capped by what is left of the order's card payment (the one figure, issue 17). */
  private async refundableFor(tx: DbOrTx, item: typeof orderItems.$inferSelect) {
    const [payment] = await this.cardPayment(tx, item.orderId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, item.orderId));
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
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.orderItemId, complaint.orderItemId))
      .for('update');
    if (!payout) return null;
    const adjustment = adjustPayout(outcome, refundCents, payout.amountCents);
    if (payout.status === 'held' || payout.status === 'scheduled') {
      await tx
        .update(payouts)
        .set({ status: adjustment.status, amountCents: adjustment.amountCents })
        .where(eq(payouts.id, payout.id));
      return { status: adjustment.status, amount: adjustment.amountCents };
    }
    if (payout.status === 'paid' && adjustment.chefShareCents > 0) {
      await tx.insert(payoutDeductions).values({
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
