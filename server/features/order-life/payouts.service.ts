import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import * as repo from './payouts.repo.ts';

/**
 * The payout job: durable because the schedule is rows, idempotent because a
 * due payout moves to paid in one conditional UPDATE, so two runs at once pay each payout once.
 */
export class PayoutsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifier?: Notifier,
  ) {}

  /**
   * Pays what is due. In the same transaction it withholds what a chef owes from complaint refunds
   * of items already paid (payout_deductions, oldest first) and tells each chef what they got.
   */
  async runDue(): Promise<{ paid: number }> {
    const now = this.clock.now();
    const paid = await this.db.transaction(async (tx) => {
      const rows = await repo.payDuePayouts(tx, now);
      for (const payout of rows) {
        const owed = await repo.lockOwedDeductions(tx, payout.sellerUserId);
        let deducted = 0;
        for (const deduction of owed) {
          const take = Math.min(deduction.remainingCents, payout.amountCents - deducted);
          if (take <= 0) break;
          deducted += take;
          await repo.setDeductionRemaining(tx, deduction.id, deduction.remainingCents - take);
        }
        if (deducted) await repo.setPayoutDeducted(tx, payout.id, deducted);
        const item = await repo.itemById(tx, payout.orderItemId);
        await this.notifier?.tellAboutItems(tx, {
          orderId: item!.orderId,
          itemIds: [item!.id],
          kind: 'payoutMade',
          to: 'sellers',
          extra: { amount: payout.amountCents - deducted },
        });
      }
      return rows;
    });
    await this.notifier?.flush();
    return { paid: paid.length };
  }

  /** GET /secure/payouts: a chef's earnings, upcoming and paid. */
  async forChef(userId: string) {
    const rows = await repo.payoutsOfChef(this.db, userId, 200);
    const total = (status: string) =>
      rows
        .filter(({ payout }) => payout.status === status)
        .reduce((sum, { payout }) => sum + payout.amountCents, 0);
    return {
      upcomingCents: total('scheduled'),
      paidCents: total('paid'),
      heldCents: total('held'),
      payouts: rows.map(({ payout, title, orderId, sId }) => ({
        id: payout.id,
        orderItemId: payout.orderItemId,
        orderId,
        sID: sId,
        title,
        amount: payout.amountCents,
        status: payout.status,
        dueTimestamp: payout.dueAt.getTime(),
        paidTimestamp: payout.paidAt?.getTime() ?? null,
        deducted: payout.deductedCents,
      })),
    };
  }
}
