import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TrustFigures } from '#domain/chefs/trust-badges.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  chefSignalMarks,
  merchantInfos,
  messages,
  messageThreads,
  type ChefSignal,
} from '../../db/schema.ts';

/**
 * Takes up to `limit` chefs marked for `signal` (chef_signal_marks, migration 0039): their marks are
 * deleted as they are taken (one statement), so a change made while their signal is being worked
 * out marks them again and is not lost. A mark another transaction is writing is waited for, not
 * skipped: skipped, a chef whose week just changed kept their old date on the list read that
 * followed (seen on PostgreSQL in about half the runs). Marks are locked in chef id order, so two
 * takes cannot deadlock.
 */
export async function takeMarkedChefs(db: DbOrTx, signal: ChefSignal, limit: number): Promise<string[]> {
  const rows = await db
    .delete(chefSignalMarks)
    .where(
      and(
        eq(chefSignalMarks.signal, signal),
        sql`${chefSignalMarks.chefUserId} in (select ${chefSignalMarks.chefUserId} from ${chefSignalMarks} where ${chefSignalMarks.signal} = ${signal} order by ${chefSignalMarks.chefUserId} limit ${limit} for update)`,
      ),
    )
    .returning({ userId: chefSignalMarks.chefUserId });
  return rows.map((row) => row.userId).sort();
}

/**
 * Approved chefs whose next date may have moved as time passed (the next-available index, in its
 * order): none found, or one within `untilDate` (a lead time reaches at most that far), after
 * `afterId` in id order within a page.
 */
export async function chefsNearTheirDate(
  db: DbOrTx,
  untilDate: string,
  afterId: string | null,
  limit: number,
) {
  const rows = await db
    .select({ userId: merchantInfos.userId })
    .from(merchantInfos)
    .where(
      and(
        eq(merchantInfos.valid, true),
        or(isNull(merchantInfos.nextAvailableDate), lte(merchantInfos.nextAvailableDate, untilDate)),
        afterId === null ? undefined : gt(merchantInfos.userId, afterId),
      ),
    )
    .orderBy(merchantInfos.userId)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** Writes each chef's next date (a row changes only when its date did). */
export async function writeNextDates(db: Db, dates: Map<string, string | null>, now: Date) {
  if (dates.size === 0) return;
  const ids = [...dates.keys()].sort();
  const values = sql.join(
    ids.map((id) => sql`(${id}::uuid, ${dates.get(id)!}::date)`),
    sql`, `,
  );
  // Locked in id order first: an UPDATE ... FROM locks in its join's order, and every statement
  // writing several chefs' rows locks them in id order, so two of them cannot deadlock.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      SELECT 1 FROM ${merchantInfos} WHERE ${merchantInfos.userId} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) ORDER BY ${merchantInfos.userId} FOR UPDATE`);
    await tx.execute(sql`
      UPDATE ${merchantInfos} SET next_available_date = v.day, next_available_at = ${now}
      FROM (VALUES ${values}) AS v(id, day)
      WHERE ${merchantInfos.userId} = v.id
        AND (${merchantInfos.nextAvailableDate} IS DISTINCT FROM v.day OR ${merchantInfos.nextAvailableAt} IS NULL)`);
  });
}

/** Approved chefs after `afterId`, in id order: the nightly judgement's pages. */
export async function approvedChefs(db: DbOrTx, afterId: string | null, limit: number) {
  const rows = await db
    .select({ userId: merchantInfos.userId })
    .from(merchantInfos)
    .where(
      and(eq(merchantInfos.valid, true), afterId === null ? undefined : gt(merchantInfos.userId, afterId)),
    )
    .orderBy(merchantInfos.userId)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * Each chef's orders (their part of each): placed when, first confirmed when, cancelled by them,
 * delivered. Orders the chef never had to answer are left out: card orders never paid, and those
 * the customer or the marketplace cancelled before the chef confirmed.
 */
export async function orderFactsOf(db: DbOrTx, chefIds: string[]) {
  if (chefIds.length === 0) return [];
  const result = (await db.execute(sql`
    SELECT i.seller_user_id AS chef, o.created_at AS placed, min(i.confirmed_at) AS confirmed,
           bool_or(i.cancelled_by_chef) AS by_chef, bool_or(i.status = 'delivered') AS delivered
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.seller_user_id IN (${sql.join(
      chefIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      AND (o.pay_in_cash OR o.payment_status <> 'pending')
    GROUP BY i.seller_user_id, o.id, o.created_at
    HAVING NOT (bool_and(i.status = 'cancelled') AND min(i.confirmed_at) IS NULL AND NOT bool_or(i.cancelled_by_chef))`)) as unknown as {
    rows: {
      chef: string;
      placed: Date | string;
      confirmed: Date | string | null;
      by_chef: boolean;
      delivered: boolean;
    }[];
  };
  return result.rows.map((row) => ({
    chef: row.chef,
    placedAt: new Date(row.placed).getTime(),
    confirmedAt: row.confirmed === null ? null : new Date(row.confirmed).getTime(),
    cancelledByChef: row.by_chef,
    delivered: row.delivered,
  }));
}

/**
 * The messages of each chef's conversations since `since`, oldest first, each as from the chef or
 * from the customer: the reply rule finds each conversation's first question and first answer.
 */
export async function messageFactsOf(db: DbOrTx, chefIds: string[], since: Date) {
  if (chefIds.length === 0) return [];
  const rows = await db
    .select({
      chef: messageThreads.chefUserId,
      threadId: messages.threadId,
      fromChef: sql<boolean>`${messages.senderUserId} = ${messageThreads.chefUserId}`,
      at: messages.createdAt,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(inArray(messageThreads.chefUserId, chefIds), gt(messages.createdAt, since)))
    .orderBy(messages.threadId, messages.id);
  return rows;
}

/** Writes each chef's computed badges and the figures they were judged on. */
export interface TrustWrite {
  userId: string;
  reliableSince: Date | null;
  quickToAnswerSince: Date | null;
  trustFigures: TrustFigures;
}

/**
 * A batch of chefs' badges and figures in one statement: the nightly judgement of 100,000 chefs
 * was 100,000 round trips.
 */
export async function writeTrusts(db: Db, writes: TrustWrite[], at: Date) {
  if (writes.length === 0) return;
  const sorted = [...writes].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const values = sql.join(
    sorted.map(
      (write) =>
        sql`(${write.userId}::uuid, ${write.reliableSince}::timestamptz, ${write.quickToAnswerSince}::timestamptz, ${JSON.stringify(write.trustFigures)}::jsonb)`,
    ),
    sql`, `,
  );
  // Locked in id order first, as writeNextDates does: an UPDATE ... FROM locks in its join's order.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      SELECT 1 FROM ${merchantInfos} WHERE ${merchantInfos.userId} IN (${sql.join(
        sorted.map((write) => sql`${write.userId}::uuid`),
        sql`, `,
      )}) ORDER BY ${merchantInfos.userId} FOR UPDATE`);
    await tx.execute(sql`
      UPDATE ${merchantInfos}
      SET reliable_since = v.reliable, quick_to_answer_since = v.quick, trust_figures = v.figures,
          trust_figures_at = ${at}
      FROM (VALUES ${values}) AS v(id, reliable, quick, figures)
      WHERE ${merchantInfos.userId} = v.id`);
  });
}

/** The badges' since-when as they stand, per chef. */
export async function trustSinceOf(db: DbOrTx, chefIds: string[]) {
  if (chefIds.length === 0)
    return new Map<string, { reliableSince: Date | null; quickToAnswerSince: Date | null }>();
  const rows = await db
    .select({
      userId: merchantInfos.userId,
      reliableSince: merchantInfos.reliableSince,
      quickToAnswerSince: merchantInfos.quickToAnswerSince,
    })
    .from(merchantInfos)
    .where(inArray(merchantInfos.userId, chefIds));
  return new Map(rows.map((row) => [row.userId, row]));
}
