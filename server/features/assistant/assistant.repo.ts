import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assistantMessages } from '../../db/schema.ts';

export type NewAssistantMessage = typeof assistantMessages.$inferInsert;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

export async function insertMessages(db: DbOrTx, rows: NewAssistantMessage[]) {
  return db.insert(assistantMessages).values(rows).returning();
}

/** The user's newest `limit` messages, oldest first (the order a chat shows them). */
export async function listHistory(db: DbOrTx, userId: string, limit: number) {
  const newest = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.userId, userId))
    .orderBy(desc(assistantMessages.createdAt))
    .limit(limit);
  return newest.reverse();
}
