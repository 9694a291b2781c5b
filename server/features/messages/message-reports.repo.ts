import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ReportAction } from '#domain/messages/message-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { complaints, files, messageReports, messages, messageThreads } from '../../db/schema.ts';
import { MESSAGE_COLUMNS, type ThreadRow } from './messages.repo.ts';

// Reported messages: the reports, the operator's decision on them, and whether a thread is named
// by a report or a complaint (then staff may read it).

/** Whether a report names a message of the thread, or a complaint names its order and chef. */
export async function isThreadNamed(db: DbOrTx, thread: ThreadRow) {
  const [reported] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(eq(messages.threadId, thread.id))
    .limit(1);
  if (reported) return true;
  if (thread.orderId === null) return false;
  const [complained] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.orderId, thread.orderId), eq(complaints.sellerUserId, thread.chefUserId)))
    .limit(1);
  return Boolean(complained);
}

export async function reportsWith(db: DbOrTx, status: 'open' | 'resolved', limit: number) {
  return db
    .select({ report: messageReports, message: MESSAGE_COLUMNS, thread: messageThreads })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .leftJoin(files, eq(files.id, messages.photoFileId))
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(eq(messageReports.status, status))
    .orderBy(status === 'open' ? messageReports.createdAt : desc(messageReports.resolvedAt))
    .limit(limit);
}

/** A message with its thread. */
export async function messageWithThread(db: DbOrTx, messageId: number) {
  const [found] = await db
    .select({ message: messages, thread: messageThreads })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(eq(messages.id, messageId));
  return found;
}

/** The reporter's report of the message, written once (a second report is the same report). */
export async function reportOnce(db: DbOrTx, values: typeof messageReports.$inferInsert) {
  await db.insert(messageReports).values(values).onConflictDoNothing();
  return (await reportOf(db, values.messageId, values.reporterUserId))!;
}

/** The reporter's report of the message, if they made one. */
export async function reportOf(db: DbOrTx, messageId: number, reporterUserId: string) {
  const [report] = await db
    .select()
    .from(messageReports)
    .where(and(eq(messageReports.messageId, messageId), eq(messageReports.reporterUserId, reporterUserId)));
  return report;
}

/** The report, locked: a second operator waits, then finds it resolved. */
export async function lockReport(tx: DbOrTx, reportId: string) {
  const [report] = await tx
    .select()
    .from(messageReports)
    .where(eq(messageReports.id, reportId))
    .for('update');
  return report;
}

export async function hideMessage(tx: DbOrTx, messageId: number, operatorId: string, at: Date) {
  await tx
    .update(messages)
    .set({ hiddenAt: at, hiddenBy: operatorId })
    .where(and(eq(messages.id, messageId), isNull(messages.hiddenAt)));
}

/** Resolves every open report of the message; answers their ids. */
export async function resolveOpenReports(
  tx: DbOrTx,
  messageId: number,
  resolution: { resolution: ReportAction; resolvedBy: string; resolvedAt: Date },
) {
  const decided = await tx
    .update(messageReports)
    .set({ status: 'resolved', ...resolution })
    .where(and(eq(messageReports.messageId, messageId), eq(messageReports.status, 'open')))
    .returning({ id: messageReports.id });
  return decided.map((row) => row.id);
}
