import { z } from 'zod';
import { INVALID, MAX_RECORD_ID } from '../validation.ts';

/** A chef's open requests come this many a page, the soonest service first. */
export const OPEN_REQUESTS_PAGE_SIZE = 20;

/**
 * Where a page of a chef's open requests ends: the last request's service time, as text to the
 * microsecond as the database keeps it (a JavaScript date stops at the millisecond), and its id,
 * which orders requests of the same time. The next page is read on from there (keyset pagination).
 */
export interface OpenRequestsCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, in UTC. */
  serviceKey: string;
  id: number;
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z_(\d{1,10})$/;

/**
 * The `nextCursor` an answer carries, sent back as `cursor` for the next page. Clients treat it as
 * opaque; it is plain text (not base64) so this module, without Node's Buffer, can check it whole.
 */
export function formatOpenRequestsCursor(cursor: OpenRequestsCursor): string {
  return `${cursor.serviceKey}_${cursor.id}`;
}

/**
 * The cursor in `text`, or undefined unless it is one {@link formatOpenRequestsCursor} could have
 * written: a real instant (no 30 February, no hour 24) from 1970 on and an id the database can
 * hold, so what reaches the query is never a value PostgreSQL refuses (a 500).
 */
export function readOpenRequestsCursor(text: string): OpenRequestsCursor | undefined {
  const match = CURSOR_TEXT.exec(text);
  if (!match) return undefined;
  const [, seconds, fraction, idText] = match as unknown as [string, string, string, string];
  const toMillisecond = `${seconds}.${fraction.slice(0, 3)}Z`;
  const ms = Date.parse(toMillisecond);
  if (!(ms >= 0) || new Date(ms).toISOString() !== toMillisecond) return undefined;
  const id = Number(idText);
  if (id < 1 || id > MAX_RECORD_ID) return undefined;
  return { serviceKey: `${seconds}.${fraction}Z`, id };
}

/**
 * GET /secure/open-event-requests: the first page without `cursor`, the next with the previous
 * answer's `nextCursor`. Anything else in `cursor` is a 400 naming it (`forms.validation.invalidFormat`).
 */
export const OpenEventRequestsQuerySchema = z.object({
  cursor: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: INVALID })
      .max(100, INVALID)
      .transform((text, ctx) => {
        const cursor = readOpenRequestsCursor(text);
        if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID });
        return cursor ?? z.NEVER;
      })
      .optional(),
  ),
});
export type OpenEventRequestsQuery = z.infer<typeof OpenEventRequestsQuerySchema>;
