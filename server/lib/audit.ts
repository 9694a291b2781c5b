import type { DbOrTx } from '../db/client.ts';
import { auditDecisions } from '../db/schema.ts';

export type AuditDecision = Omit<typeof auditDecisions.$inferInsert, 'id' | 'createdAt'>;

/** Records a staff decision in the caller's transaction, so the decision and its record land together. */
export async function recordAuditDecision(db: DbOrTx, decision: AuditDecision) {
  const [row] = await db.insert(auditDecisions).values(decision).returning();
  return row!;
}
