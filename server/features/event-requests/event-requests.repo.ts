import { and, asc, desc, eq, getTableColumns, gt, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '#domain/catalog/search-key.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  eventProposalRevisions,
  eventProposals,
  eventRequestPasses,
  eventRequests,
} from '../../db/schema.ts';

// Event requests and their proposals: written, read and revised, each query taking the transaction
// it runs in (or the database outside one). The chefs they name, the jobs' sweeps and the console
// have their own repos beside this one.

export type EventRequestRow = typeof eventRequests.$inferSelect;
export type EventRequestInsert = typeof eventRequests.$inferInsert;
export type ProposalRow = typeof eventProposals.$inferSelect;
export type ProposalRevisionRow = typeof eventProposalRevisions.$inferSelect;

/** A request with the number of its live (sent) proposals. */
export type CountedRequest = EventRequestRow & { proposalCount: number };

// Qualified by hand: inside a one-table select drizzle writes a column without its table, which in
// this subquery would name the proposal's own id.
export const liveProposals = sql<number>`(select count(*) from event_proposals p
  where p.request_id = "event_requests"."id" and p.state in ('sent', 'accepted'))`.mapWith(Number);

export async function insertRequest(tx: DbOrTx, values: EventRequestInsert): Promise<EventRequestRow> {
  const [row] = await tx.insert(eventRequests).values(values).returning();
  return row!;
}

export async function requestById(
  db: DbOrTx,
  id: number,
  { lock = false } = {},
): Promise<EventRequestRow | undefined> {
  const query = db.select().from(eventRequests).where(eq(eventRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRequest(tx: DbOrTx, id: number, values: Partial<EventRequestInsert>) {
  const [row] = await tx.update(eventRequests).set(values).where(eq(eventRequests.id, id)).returning();
  return row!;
}

export async function proposalCount(db: DbOrTx, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventProposals)
    .where(and(eq(eventProposals.requestId, requestId), inArray(eventProposals.state, ['sent', 'accepted'])));
  return row?.n ?? 0;
}

/** A customer's requests, newest first. */
export async function requestsOfCustomer(
  db: DbOrTx,
  customerId: string,
  limit: number,
): Promise<CountedRequest[]> {
  return db
    .select({ ...requestColumns(), proposalCount: liveProposals })
    .from(eventRequests)
    .where(eq(eventRequests.customerUserId, customerId))
    .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id))
    .limit(limit);
}

/** What narrows a chef's open list before her hours are looked at: where and what she cooks. */
export interface ChefReach {
  /** Search keys of the cities she serves (domain servedCityKeys); undefined: anywhere. */
  cityKeys: string[] | undefined;
  kitchenTypes: readonly string[];
}

/** A request of a chef's open list, with where it stands in the list's order (a cursor's key). */
export type OpenRequestRow = CountedRequest & { serviceKey: string };

/** The service time as text to the microsecond, for a cursor (a JavaScript date keeps milliseconds). */
const serviceKey = sql<string>`to_char(${eventRequests.serviceAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Open requests not yet expired that this chef has not passed on, soonest first (then by id), with
 * their live proposal counts: those in a city she serves asking for a cuisine she cooks (or any),
 * not hers and not full (`proposalLimit`), and those she proposed for. Whether she can take each at
 * its time is the caller's rule (domain chef-eligibility.ts); this only keeps the others from
 * filling the page. `after`: the list goes on after this request (keyset pagination).
 */
export async function openRequestsFor(
  db: DbOrTx,
  chefId: string,
  now: Date,
  {
    limit,
    reach,
    proposalLimit,
    after,
  }: { limit: number; reach: ChefReach; proposalLimit: number; after?: { serviceKey: string; id: number } },
): Promise<OpenRequestRow[]> {
  const proposed = sql`exists (select 1 from ${eventProposals} where ${eventProposals.requestId} = ${eventRequests.id}
    and ${eventProposals.chefUserId} = ${chefId})`;
  const inReach = and(
    reach.cityKeys
      ? sql`btrim(translate(lower(${eventRequests.city}), ${FOLD_FROM}, ${FOLD_TO})) = any(${sql.param(reach.cityKeys)}::text[])`
      : undefined,
    sql`(cardinality(${eventRequests.cuisines}) = 0 or ${eventRequests.cuisines} && ${sql.param([...reach.kitchenTypes])}::text[])`,
    ne(eventRequests.customerUserId, chefId),
    sql`${liveProposals} < ${proposalLimit}`,
  );
  return db
    .select({ ...requestColumns(), proposalCount: liveProposals, serviceKey })
    .from(eventRequests)
    .where(
      and(
        eq(eventRequests.state, 'open'),
        gt(eventRequests.expiresAt, now),
        after
          ? sql`(${eventRequests.serviceAt}, ${eventRequests.id}) > (${after.serviceKey}::timestamptz, ${after.id}::int)`
          : undefined,
        or(inReach, proposed),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventRequestPasses)
            .where(
              and(
                eq(eventRequestPasses.requestId, eventRequests.id),
                eq(eventRequestPasses.chefUserId, chefId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(eventRequests.serviceAt), asc(eventRequests.id))
    .limit(limit);
}

export const requestColumns = () => getTableColumns(eventRequests);

export async function insertPass(tx: DbOrTx, requestId: number, chefId: string) {
  await tx.insert(eventRequestPasses).values({ requestId, chefUserId: chefId }).onConflictDoNothing();
}

export async function insertProposal(
  tx: DbOrTx,
  values: typeof eventProposals.$inferInsert,
): Promise<ProposalRow> {
  const [row] = await tx.insert(eventProposals).values(values).returning();
  return row!;
}

export async function insertRevision(tx: DbOrTx, proposal: ProposalRow) {
  await tx.insert(eventProposalRevisions).values({
    proposalId: proposal.id,
    revision: proposal.revision,
    courses: proposal.courses,
    includes: proposal.includes,
    price: proposal.price,
    durationMinutes: proposal.durationMinutes,
    message: proposal.message,
    createdAt: proposal.updatedAt,
  });
}

export async function proposalById(
  db: DbOrTx,
  id: number,
  { lock = false } = {},
): Promise<ProposalRow | undefined> {
  const query = db.select().from(eventProposals).where(eq(eventProposals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function proposalOfChef(db: DbOrTx, requestId: number, chefId: string) {
  const [row] = await db
    .select()
    .from(eventProposals)
    .where(and(eq(eventProposals.requestId, requestId), eq(eventProposals.chefUserId, chefId)));
  return row;
}

/** Those of `requestIds` the chef has proposed for, read at once. */
export async function requestsProposedBy(
  db: DbOrTx,
  chefId: string,
  requestIds: readonly number[],
): Promise<Set<number>> {
  if (requestIds.length === 0) return new Set();
  const rows = await db
    .select({ requestId: eventProposals.requestId })
    .from(eventProposals)
    .where(and(eq(eventProposals.chefUserId, chefId), inArray(eventProposals.requestId, [...requestIds])));
  return new Set(rows.map((row) => row.requestId));
}

export async function updateProposal(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof eventProposals.$inferInsert>,
) {
  const [row] = await tx.update(eventProposals).set(values).where(eq(eventProposals.id, id)).returning();
  return row!;
}

/** The request's other proposals still on offer, marked not chosen (their chefs are told). */
export async function markOthersNotChosen(tx: DbOrTx, requestId: number, acceptedId: number, now: Date) {
  return tx
    .update(eventProposals)
    .set({ state: 'not-chosen', updatedAt: now })
    .where(
      and(
        eq(eventProposals.requestId, requestId),
        ne(eventProposals.id, acceptedId),
        eq(eventProposals.state, 'sent'),
      ),
    )
    .returning();
}

/** A request's proposals, oldest first. */
export async function proposalsOfRequest(db: DbOrTx, requestId: number): Promise<ProposalRow[]> {
  return db
    .select()
    .from(eventProposals)
    .where(eq(eventProposals.requestId, requestId))
    .orderBy(asc(eventProposals.createdAt), asc(eventProposals.id));
}

/** The revision before each proposal's current one (what its latest change is measured against). */
export async function previousRevisions(db: DbOrTx, proposals: readonly ProposalRow[]) {
  const revised = proposals.filter((proposal) => proposal.revision > 1);
  if (revised.length === 0) return new Map<number, ProposalRevisionRow>();
  const rows = await db
    .select()
    .from(eventProposalRevisions)
    .where(
      sql`(${eventProposalRevisions.proposalId}, ${eventProposalRevisions.revision}) in (${sql.join(
        revised.map((proposal) => sql`(${proposal.id}, ${proposal.revision - 1})`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((row) => [row.proposalId, row]));
}
