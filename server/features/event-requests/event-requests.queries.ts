import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventProposals } from '../../db/schema.ts';

// The event-requests feature's read module for other features (an order's menu names its request,
// through the wiring: orders.OrderItemExtras).

/** The request each of these proposals answers (proposal id to request id). */
export async function requestsOfProposals(db: DbOrTx, proposalIds: readonly number[]) {
  if (proposalIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: eventProposals.id, requestId: eventProposals.requestId })
    .from(eventProposals)
    .where(inArray(eventProposals.id, [...new Set(proposalIds)]));
  return new Map(rows.map((row) => [row.id, row.requestId]));
}
