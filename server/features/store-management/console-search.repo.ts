import { sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// What the console's searches share: user text made literal, a page's start, and a count that stops.

/** LIKE patterns from user text: the wildcards they type are taken literally. */
export function likeText(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Searches count their matches up to this many: past it the console says "1,000 or more" (an exact
 * count of a million orders reads all of them, and nobody pages that far by number).
 */
export const COUNT_LIMIT = 1000;

/** Where a page starts: after this row of the list's order (keyset), or an offset from the top. */
export interface PageStart {
  offset: number;
  after?: { at: string; id: number };
}

/** A timestamp as text to the microsecond, for a cursor (a JavaScript date keeps milliseconds). */
export const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** How many rows `query` finds, counted up to COUNT_LIMIT + 1 (more than COUNT_LIMIT: "at least"). */
export async function countUpTo(db: DbOrTx, query: SQLWrapper) {
  const [row] = (
    (await db.execute(
      sql`select count(*)::int as n from (${query} limit ${COUNT_LIMIT + 1}) as found`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, COUNT_LIMIT), totalCapped: n > COUNT_LIMIT };
}
