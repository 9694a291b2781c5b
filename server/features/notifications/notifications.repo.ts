import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { writeTogether, type Db, type DbOrTx } from '../../db/client.ts';
import { mailOutbox, notifications, users } from '../../db/schema.ts';
import { claimRows } from '../../jobs/claims.ts';

// The notifications' queries (the notifier's and the bell's): in-app rows, the mail queue (outbox) and the recipients' contacts.

export type NotificationInsert = typeof notifications.$inferInsert;
export type MailInsert = typeof mailOutbox.$inferInsert;
export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Outbox rows written by `notify` and not yet handed to the mailer. */
export const QUEUED = 'queued';
export const SENDING = 'sending';

/** The address and language of these users. */
export async function contactsOf(tx: DbOrTx, userIds: string[]) {
  if (!userIds.length) return [];
  return tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** The in-app rows and the queued mails, in one statement, in the caller's transaction. */
export async function insertNoticeRows(
  tx: DbOrTx,
  rows: { notifications: NotificationInsert[]; mails: MailInsert[] },
) {
  await writeTogether(tx, [
    ...(rows.notifications.length ? [tx.insert(notifications).values(rows.notifications)] : []),
    ...(rows.mails.length ? [tx.insert(mailOutbox).values(rows.mails)] : []),
  ]);
}

/** Claims up to `limit` due mails for this app server until `lockedUntil` (claims.ts). */
export async function claimDueMails(db: Db, now: Date, lockedUntil: Date, limit: number) {
  return claimRows(db, mailOutbox, mailOutbox.id, {
    ready: or(
      and(
        eq(mailOutbox.transport, QUEUED),
        or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
      ),
      and(
        eq(mailOutbox.transport, SENDING),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )!,
    set: {
      transport: SENDING,
      lockedUntil,
      attempts: sql`${mailOutbox.attempts} + 1`,
    },
    limit,
    order: mailOutbox.createdAt,
  });
}

/** Gives claimed mails not yet begun back to the queue, their try not counted. */
export async function releaseClaims(db: DbOrTx, mailIds: string[]) {
  await db
    .update(mailOutbox)
    .set({ transport: QUEUED, lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(inArray(mailOutbox.id, mailIds), eq(mailOutbox.transport, SENDING)));
}

export async function deleteMail(db: DbOrTx, mailId: string) {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, mailId));
}

/** A failed try: the mail goes back to the queue, due again at `retryAt`. */
export async function scheduleRetry(db: DbOrTx, mailId: string, error: string, retryAt: Date) {
  await db
    .update(mailOutbox)
    .set({ transport: QUEUED, error, nextAttemptAt: retryAt, lockedUntil: null })
    .where(eq(mailOutbox.id, mailId));
}

/** Marks every queued mail as delivered by `transport` (the outbox is the delivery) and returns them. */
export async function markQueuedDelivered(db: DbOrTx, transport: string) {
  return db
    .update(mailOutbox)
    .set({ transport })
    .where(eq(mailOutbox.transport, QUEUED))
    .returning({ to: mailOutbox.toAddress, subject: mailOutbox.subject, meta: mailOutbox.meta });
}

/** A user's newest notifications. */
export async function notificationsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks the user's unread notifications read: the given ones, or all. */
export async function markNotificationsRead(db: DbOrTx, userId: string, ids: string[] | undefined, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

export async function unreadCountOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
