import { and, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EventRequestState } from '#domain/event-requests/event-request-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { eventRequests, users } from '../../db/schema.ts';
import { liveProposals, requestColumns } from './event-requests.repo.ts';

// The operator console's reads: requests searched by state and city, and the customer it names.

/** The console counts a search's matches up to this many (past it: "1,000 or more"). */
export const CONSOLE_COUNT_LIMIT = 1000;

/** The subject of an operator's decision about a request in the audit (audit_decisions.subject_type). */
export const AUDIT_SUBJECT = 'event-request';

export interface ConsoleFilters {
  state?: EventRequestState;
  city?: string;
}

/** LIKE patterns from typed text: the wildcards typed are taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The state as people see it (domain effectiveRequestState): an open request past its time is
 * expired before anything marks it, so the filters ask the time as well as the stored state.
 */
function inState(state: EventRequestState, now: Date): SQL | undefined {
  if (state === 'open') return and(eq(eventRequests.state, 'open'), gt(eventRequests.expiresAt, now));
  if (state === 'expired')
    return or(
      eq(eventRequests.state, 'expired'),
      and(eq(eventRequests.state, 'open'), lte(eventRequests.expiresAt, now)),
    );
  return eq(eventRequests.state, state);
}

function consoleConditions(filters: ConsoleFilters, now: Date) {
  return and(
    filters.state ? inState(filters.state, now) : undefined,
    filters.city ? ilike(eventRequests.city, `%${likeText(filters.city)}%`) : undefined,
  );
}

/**
 * One page of requests matching the filters, the newest first, each with its customer and live
 * proposals, and how many match, counted up to CONSOLE_COUNT_LIMIT (+1 to tell "more").
 */
export async function searchForConsole(
  db: DbOrTx,
  filters: ConsoleFilters,
  now: Date,
  { offset, limit }: { offset: number; limit: number },
) {
  const where = consoleConditions(filters, now);
  const rows = await db
    .select({
      ...requestColumns(),
      proposalCount: liveProposals,
      customerEmail: users.email,
      customerFirstName: users.firstName,
      customerLastName: users.lastName,
    })
    .from(eventRequests)
    .innerJoin(users, eq(users.id, eventRequests.customerUserId))
    .where(where)
    .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id))
    .limit(limit)
    .offset(offset);
  const found = db
    .select({ one: sql`1` })
    .from(eventRequests)
    .where(where)
    .limit(CONSOLE_COUNT_LIMIT + 1)
    .as('found');
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(found);
  const n = counted?.n ?? 0;
  return { rows, total: Math.min(n, CONSOLE_COUNT_LIMIT), totalCapped: n > CONSOLE_COUNT_LIMIT };
}

export type ConsoleRow = Awaited<ReturnType<typeof searchForConsole>>['rows'][number];

/** The customer as the console names them: e-mail, first and last name. */
export async function customerOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
