/**
 * How much one account, and one network address, may write to other people in a while: messages,
 * reports of messages, event requests (each reaches every chef who can take it) and proposals
 * (each new proposal or revision reaches the request's customer). A person using the marketplace
 * never meets these; a script sending to everyone does. Counted in the database (rate_events), so
 * they hold on any number of app servers; switched off only for load tests (SENDING_LIMITS=off).
 * docs/spec-deviations.md names them.
 */

export interface SendingWindow {
  max: number;
  windowMinutes: number;
}

export type SentKind = 'message' | 'report' | 'eventRequest' | 'proposal';

/** Who is counted: the signed-in account, and the client's network address (request.ip). */
export type Sender = 'account' | 'address';

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * The limits by kind and sender. An address is allowed more than an account: a household, an
 * office or a mobile carrier puts many people behind one.
 * - message: 20 a minute stops a flood; 300 an hour and 1000 a day leave room for a busy chef
 *   answering many customers on a Saturday.
 * - report: one is a rare act; 20 a day is more than anyone with a real complaint needs.
 * - eventRequest: a customer plans a few occasions; each request is shown to every chef who can
 *   take it, so 5 a day per account.
 * - proposal: a new proposal or a revision of one; 30 a day covers a chef answering every request
 *   of a busy day and revising some.
 */
export const SENDING_LIMITS: Readonly<Record<SentKind, Readonly<Record<Sender, readonly SendingWindow[]>>>> =
  {
    message: {
      account: [
        { max: 20, windowMinutes: 1 },
        { max: 300, windowMinutes: HOUR },
        { max: 1000, windowMinutes: DAY },
      ],
      address: [
        { max: 60, windowMinutes: 1 },
        { max: 3000, windowMinutes: DAY },
      ],
    },
    report: {
      account: [{ max: 20, windowMinutes: DAY }],
      address: [{ max: 60, windowMinutes: DAY }],
    },
    eventRequest: {
      account: [{ max: 5, windowMinutes: DAY }],
      address: [{ max: 20, windowMinutes: DAY }],
    },
    proposal: {
      account: [{ max: 30, windowMinutes: DAY }],
      address: [{ max: 100, windowMinutes: DAY }],
    },
  };

/** The error codes (domain/i18n screen messages), by kind: the sentence names what is limited. */
const CODES: Record<SentKind, string> = {
  message: 'limits.messages',
  report: 'limits.reports',
  eventRequest: 'limits.eventRequests',
  proposal: 'limits.proposals',
};

/**
 * The refusal's code and its wait, in whole minutes up to two hours and in whole hours beyond
 * (rounded up: the sender may try at the time said): 'in 1380 min' reads worse than 'in 23 h'.
 * Both languages abbreviate the unit, so no plural forms are needed.
 */
export function sendingRefusal(
  kind: SentKind,
  retryAfterSeconds: number,
): { code: string; params: { count: number } } {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes <= 2 * HOUR) return { code: `${CODES[kind]}.minutes`, params: { count: minutes } };
  return { code: `${CODES[kind]}.hours`, params: { count: Math.ceil(minutes / HOUR) } };
}
