import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * DESIGN §4: a guest's order creation sets an httpOnly cookie naming the orders this browser placed;
 * only a browser holding it may ask to link or pay such an order. Signed, so it cannot be forged.
 */
export const GUEST_ORDERS_COOKIE = 'guest_orders';
const MAX_REMEMBERED = 20;

export function guestOrderIds(request: FastifyRequest): number[] {
  const raw = request.cookies[GUEST_ORDERS_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value
    .split('.')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

export function rememberGuestOrder(
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: number,
  secure: boolean,
) {
  const ids = [...guestOrderIds(request).filter((id) => id !== orderId), orderId].slice(-MAX_REMEMBERED);
  reply.setCookie(GUEST_ORDERS_COOKIE, ids.join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: 30 * 24 * 60 * 60,
  });
}

/** A random id per guest browser, signed: the scope of a guest's Idempotency-Key. */
export const GUEST_BROWSER_COOKIE = 'guest_browser';

/** This browser's guest id when it has a valid one; none is set. */
export function knownGuestBrowserId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[GUEST_BROWSER_COOKIE];
  if (!raw) return undefined;
  let checked = checkedGuestIds.get(request.server);
  if (!checked) checkedGuestIds.set(request.server, (checked = new Map()));
  if (checked.has(raw)) return checked.get(raw);
  const unsigned = request.unsignCookie(raw);
  const id =
    unsigned.valid && unsigned.value && /^[0-9a-f-]{36}$/.test(unsigned.value) ? unsigned.value : undefined;
  if (raw.length > SIGNED_GUEST_ID_CHARS) return id;
  if (checked.size >= MAX_CHECKED_GUEST_IDS) checked.clear();
  checked.set(raw, id);
  return id;
}

/**
 * Guest ids already checked, by the cookie as sent, per app (each has its own secrets): a browser
 * sends the same cookie with every fee quote, and checking its signature (an HMAC) was a twentieth
 * of a cached quote's time (the benchmark's profile). Emptied when full; a forged cookie is
 * remembered as invalid, as it would be checked again; a cookie longer than a signed id is not
 * remembered at all (ten thousand of them stay under a few MB).
 */
const checkedGuestIds = new WeakMap<object, Map<string, string | undefined>>();
const MAX_CHECKED_GUEST_IDS = 10_000;
/** A UUID, a dot and its base64 signature are 80 characters. */
const SIGNED_GUEST_ID_CHARS = 128;

/**
 * Who is asking, for limits kept per requester (PIN mails): the client's network address, the
 * signed-in account, the guest browser's id.
 */
export function requesterOf(request: FastifyRequest): { ip: string; userId?: string; browserId?: string } {
  const browserId = knownGuestBrowserId(request);
  return {
    ip: request.ip,
    ...(request.user ? { userId: request.user.id } : {}),
    ...(browserId ? { browserId } : {}),
  };
}

/**
 * This browser's guest id, set when it has none. The checkout sets it with the fee breakdown, before
 * an order is placed, so a retried order request carries the same id as the first one did.
 */
export function guestBrowserId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = knownGuestBrowserId(request);
  if (known) return known;
  const id = randomUUID();
  reply.setCookie(GUEST_BROWSER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: 30 * 24 * 60 * 60,
  });
  return id;
}
