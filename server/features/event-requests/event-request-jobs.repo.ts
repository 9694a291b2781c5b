import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventProposals, eventRequestPasses, eventRequests } from '../../db/schema.ts';
import type { EventRequestRow } from './event-requests.repo.ts';

// What the periodic jobs read and mark: requests to announce to their chefs, and open ones past their expiry.

/** Requests whose chefs have not been told yet, oldest first. */
export async function unannounced(db: DbOrTx, limit: number): Promise<EventRequestRow[]> {
  return db
    .select()
    .from(eventRequests)
    .where(isNull(eventRequests.announcedAt))
    .orderBy(asc(eventRequests.id))
    .limit(limit);
}

/**
 * Those of `ids` still not announced, locked for this announcement: one another run (another app
 * server) holds is skipped, and one it finished is no longer unannounced.
 */
export async function takeUnannounced(tx: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: eventRequests.id })
    .from(eventRequests)
    .where(and(inArray(eventRequests.id, [...ids]), isNull(eventRequests.announcedAt)))
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function markAnnounced(tx: DbOrTx, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(eventRequests)
    .set({ announcedAt: now })
    .where(inArray(eventRequests.id, [...ids]));
}

/**
 * Marks expired up to `limit` open requests whose expiry has come, the longest past first, and
 * answers them. Rows another transaction holds (a proposal or an acceptance under way, another
 * run) are skipped for the next run; the UPDATE's own `state = 'open'` keeps a request that was
 * accepted, cancelled or closed meanwhile as it is, so each request is marked (and told) once.
 * Two statements: as a subquery of the UPDATE, the locking LIMIT select can be run again by the
 * plan and mark more than `limit` (seen on PGlite).
 */
export async function markExpired(tx: DbOrTx, now: Date, limit: number): Promise<EventRequestRow[]> {
  const due = await tx
    .select({ id: eventRequests.id })
    .from(eventRequests)
    .where(and(eq(eventRequests.state, 'open'), lte(eventRequests.expiresAt, now)))
    .orderBy(asc(eventRequests.expiresAt), asc(eventRequests.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(eventRequests)
    .set({ state: 'expired', updatedAt: now })
    .where(
      and(
        inArray(
          eventRequests.id,
          due.map((row) => row.id),
        ),
        eq(eventRequests.state, 'open'),
        lte(eventRequests.expiresAt, now),
      ),
    )
    .returning();
}

/** The chefs who have proposed for or passed on the request already: nothing to tell them of it. */
export async function chefsWhoAnswered(db: DbOrTx, requestId: number): Promise<Set<string>> {
  const proposed = await db
    .select({ chefUserId: eventProposals.chefUserId })
    .from(eventProposals)
    .where(eq(eventProposals.requestId, requestId));
  const passed = await db
    .select({ chefUserId: eventRequestPasses.chefUserId })
    .from(eventRequestPasses)
    .where(eq(eventRequestPasses.requestId, requestId));
  return new Set([...proposed, ...passed].map((row) => row.chefUserId));
}
