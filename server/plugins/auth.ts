import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/constants.ts';
import type { Role } from '#domain/accounts/roles.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionStore, SessionUser } from '../lib/session-store.ts';

export const SESSION_COOKIE = 'sid';
/** The server does its own idle check; the cookie itself may live a month. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The caller's interface language: the web app sends it as Accept-Language. */
    lang: Language;
  }
}

interface AuthOptions {
  sessions: SessionStore;
  secureCookies: boolean;
}

/**
 * Reads the session cookie into `request.user` and guards everything under /secure/ (DESIGN §3:
 * 401 without a session). Role checks are per route with `requireRole`.
 */
export function registerAuth(app: FastifyInstance, { sessions }: AuthOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  // preParsing: after the per-route rate limit (an onRequest hook), before any body is read.
  app.addHook('preParsing', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
    const sid = request.cookies[SESSION_COOKIE];
    request.user = sid ? await sessions.resolve(sid) : null;
    if (!request.user && request.url.startsWith('/secure/')) throw AppError.unauthorized();
  });
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** Starts a session for `userId`; rotation: whatever session the browser had is ended first. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  userId: string,
  secure: boolean,
) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await sessions.destroy(previous);
  setSessionCookie(reply, await sessions.create(userId), secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

/** The signed-in user when their role is one of `roles`, else 401/403. */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw AppError.forbidden();
  return user;
}

function languageOf(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
