import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '#domain/catalog/search-key.ts';
import type { EventRequestState } from '#domain/event-requests/event-request-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  eventProposalRevisions,
  eventProposals,
  eventRequestPasses,
  eventRequests,
  merchantInfos,
  productDetails,
  products,
  users,
} from '../../db/schema.ts';

// Every event-request query, each taking the transaction it runs in (or the database outside one).

export type EventRequestRow = typeof eventRequests.$inferSelect;
export type EventRequestInsert = typeof eventRequests.$inferInsert;
export type ProposalRow = typeof eventProposals.$inferSelect;
export type ProposalRevisionRow = typeof eventProposalRevisions.$inferSelect;

/** A request with the number of its live (sent) proposals. */
export type CountedRequest = EventRequestRow & { proposalCount: number };

// Qualified by hand: inside a one-table select drizzle writes a column without its table, which in
// this subquery would name the proposal's own id.
const liveProposals = sql<number>`(select count(*) from event_proposals p
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

const requestColumns = () => getTableColumns(eventRequests);

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

export interface ChefCard {
  userId: string;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  kitchenTypes: string[];
  approved: boolean;
}

const chefCardColumns = {
  userId: users.id,
  nickname: users.nickname,
  firstName: users.firstName,
  lastName: users.lastName,
  city: addresses.city,
  kitchenTypes: merchantInfos.kitchenTypes,
  approved: merchantInfos.valid,
};

export async function chefCards(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, ChefCard>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(chefCardColumns)
    .from(users)
    .innerJoin(merchantInfos, eq(merchantInfos.userId, users.id))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * Approved chefs who cook one of `cuisines` (any chef when none is asked for): those an event
 * request could go to, before their area and hours are looked at.
 */
export async function approvedChefsCooking(db: DbOrTx, cuisines: readonly string[]): Promise<ChefCard[]> {
  return db
    .select(chefCardColumns)
    .from(merchantInfos)
    .innerJoin(users, eq(users.id, merchantInfos.userId))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(
      and(
        eq(merchantInfos.valid, true),
        cuisines.length > 0
          ? sql`${merchantInfos.kitchenTypes} && ${sql`array[${sql.join(
              cuisines.map((cuisine) => sql`${cuisine}`),
              sql`, `,
            )}]::text[]`}`
          : undefined,
      ),
    );
}

/** The chef's own dishes among `ids`, with their titles and declared allergens. */
export async function dishesOfChef(db: DbOrTx, chefId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      allergens: productDetails.allergens,
    })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.userId, chefId), inArray(products.id, [...new Set(ids)])));
}

/** The first names of some people, read at once. */
export async function firstNamesOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.firstName]));
}

export async function firstNameOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? null;
}

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

// --- the operator console ------------------------------------------------------------------------

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
