/** Business constants shared by server and web. Every figure here is quoted from the spec or DESIGN.md. */

/** spec accounts §4, §9: a session ends after this many minutes without activity (client and server). */
export const SESSION_IDLE_MINUTES = 1444;
export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
/**
 * However active, a session ends 30 days after its sign-in (the sign-in cookie's own life), so a
 * session taken from a browser cannot be kept alive for ever by using it.
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/** DESIGN §3: one-time PINs. */
export const PIN_LENGTH = 6;
export const PIN_TTL_MINUTES = 10;
export const PIN_MAX_WRONG_TRIES = 5;

/** DESIGN §3: rate limits (429 past them). */
export const SIGN_IN_FAILURES_PER_IP = { max: 10, windowMinutes: 15 } as const;
/**
 * The 10 above count per account and address; an address alone may fail this often
 * (guesses spread over many accounts), high enough that a busy office behind one address is not
 * locked out by one of its users.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS = { max: 100, windowMinutes: 15 } as const;
/**
 * DESIGN §3's PIN mail limit for an address, counted per address and requester together (the
 * client's network address, or the signed-in account): a stranger's requests use up only their own
 * share, never the owner's (docs/decisions.md, "PIN mails are limited per requester").
 */
export const PIN_EMAILS_PER_ADDRESS = [
  { max: 3, windowMinutes: 15 },
  { max: 10, windowMinutes: 24 * 60 },
] as const;
/**
 * Every anonymous requester together, per address: a mailbox is not flooded from many network
 * addresses. A short window only, so a crowd of strangers can keep the owner from a sign-in PIN
 * for 15 minutes at most; the signed-in owner's own PINs (a transfer) do not count here.
 */
export const PIN_EMAILS_PER_ADDRESS_FROM_ANYONE = [{ max: 6, windowMinutes: 15 }] as const;
/**
 * Per requester, whatever the addresses: one network address, guest browser or account cannot mail
 * PINs in bulk.
 */
export const PIN_EMAILS_PER_REQUESTER = [
  { max: 10, windowMinutes: 15 },
  { max: 30, windowMinutes: 24 * 60 },
] as const;

/** spec accounts §5, §9. */
export const PASSWORD_MIN_LENGTH = 6;
/** Argon2 work grows with input; a cap keeps a sign-in from being a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** spec accounts §9. */
export const CITIES = ['Vilnius', 'Kaunas'] as const;
export type City = (typeof CITIES)[number];

export const LANGUAGES = ['en', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/**
 * The id of the script element in which the server sends the data of a page it rendered, for the
 * web app's first render to show the same (server/plugins/web-app.ts, web/main.tsx).
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/** The element of a server-drawn page listing the files the app will need (web/main.tsx). */
export const APP_FILES_ID = 'app-files';

/** spec accounts §9: the cart badge shows at most this number, then "99+". */
export const CART_BADGE_CAP = 99;

export const BRAND_NAME = 'Namų šefas';
export const CONTACT_EMAIL = 'hello@namusefas.lt';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'lt';
}

/** The marketplace's clock: every date and time a person reads is Vilnius time, on any device. */
export const MARKETPLACE_TIME_ZONE = 'Europe/Vilnius';
