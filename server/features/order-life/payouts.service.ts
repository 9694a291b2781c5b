import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * The payout job (issue: order life): durable because the schedule is rows, idempotent because a
 * due payout moves to paid in one conditional UPDATE, so two runs at once pay each payout once.
 */
export class PayoutsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async runDue(): Promise<{ paid: number }> {
    const now = this.clock.now();
    const paid = await this.db
      .update(payouts)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(payouts.status, 'scheduled'), lte(payouts.dueAt, now)))
      .returning({ id: payouts.id });
    return { paid: paid.length };
  }

  /** GET /secure/payouts: a chef's earnings, upcoming and paid. */
  async forChef(userId: string) {
    const rows = await this.db
      .select()
      .from(payouts)
      .where(eq(payouts.sellerUserId, userId))
      .orderBy(desc(payouts.dueAt))
      .limit(200);
    const total = (status: string) =>
      rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.amountCents, 0);
    return {
      upcomingCents: total('scheduled'),
      paidCents: total('paid'),
      heldCents: total('held'),
      payouts: rows.map((row) => ({
        id: row.id,
        orderItemId: row.orderItemId,
        amount: row.amountCents,
        status: row.status,
        dueTimestamp: row.dueAt.getTime(),
        paidTimestamp: row.paidAt?.getTime() ?? null,
      })),
    };
  }
}
