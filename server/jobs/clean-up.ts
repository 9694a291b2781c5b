import { and, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '#domain/constants.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox, pins, rateEvents, sessions } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { OUTBOX_TRANSPORT } from '../lib/mailer.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Rows at most this many go in one statement, so a large backlog never holds locks for long. */
const BATCH = 5000;

/** What is kept how long (docs/deploy.md). */
export const KEPT = {
  /** PINs live 10 minutes; a day later nothing reads them (the daily PIN limit counts rate events). */
  pinsMs: DAY_MS,
  /** Past the longest window any limit counts (a day), with a day to spare. */
  rateEventsMs: 2 * DAY_MS,
  /** The record of mails sent, and the dev outbox. */
  sentMailMs: 30 * DAY_MS,
} as const;

/**
 * The clean-up job: expired PINs, sessions idle past their limit or older than their lifetime, rate events no window counts any
 * more, and the record of mails sent long ago. Mails still waiting to be sent are never touched.
 * Answers how many rows went.
 */
export async function cleanUp(db: Db, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  let removed = 0;
  removed += await deleteInBatches(db, pins, pins.id, lt(pins.expiresAt, before(KEPT.pinsMs)));
  removed += await deleteInBatches(
    db,
    sessions,
    sessions.idHash,
    or(lt(sessions.lastSeenAt, before(SESSION_IDLE_MS)), lt(sessions.createdAt, before(SESSION_MAX_AGE_MS)))!,
  );
  removed += await deleteInBatches(
    db,
    rateEvents,
    rateEvents.id,
    lt(rateEvents.createdAt, before(KEPT.rateEventsMs)),
  );
  removed += await deleteInBatches(
    db,
    mailOutbox,
    mailOutbox.id,
    and(
      inArray(mailOutbox.transport, [OUTBOX_TRANSPORT, 'smtp']),
      lt(mailOutbox.createdAt, before(KEPT.sentMailMs)),
    )!,
  );
  return removed;
}

async function deleteInBatches(db: Db, table: PgTable, id: PgColumn, old: SQL): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(old).limit(BATCH);
    const gone = await db.delete(table).where(inArray(id, batch)).returning({ id });
    removed += gone.length;
    if (gone.length < BATCH) return removed;
  }
}
