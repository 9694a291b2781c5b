import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '#domain/constants.ts';
import { preferredLanguage } from '#domain/i18n/preferred-language.ts';
import { AppError } from '../lib/app-error.ts';
import { access, checkAccess } from './access.ts';
import type { SessionStore, SessionUser } from '../lib/session-store.ts';

export const SESSION_COOKIE = 'sid';
/** The server does its own idle check; the cookie itself may live a month. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The account this request signed in, once it has (for the security event's line). */
    signedInAs?: string;
    /** The caller's interface language: the web app sends it as Accept-Language. */
    lang: Language;
  }
}

interface AuthOptions {
  sessions: SessionStore;
  secureCookies: boolean;
}

/**
 * Reads the session cookie into `request.user`, then checks the matched route's declared access
 * (plugins/access.ts): 401 without a session, 403 for the wrong role, before any body is read.
 */
export function registerAuth(app: FastifyInstance, { sessions }: AuthOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  // preParsing: after the per-route rate limit (an onRequest hook), before any body is read.
  app.addHook('preParsing', async (request) => {
    request.lang = preferredLanguage(request.headers['accept-language']);
    const sid = request.cookies[SESSION_COOKIE];
    request.user = sid ? await sessions.resolve(sid) : null;
    checkAccess(request);
  });
  // DESIGN §3: every path under /secure/ answers 401 without a session, one that no call has too
  // (then 404): the router matches this route for it, and its declaration is checked like any other.
  app.route({
    method: ['GET', 'POST'],
    url: '/secure/*',
    ...access('signedIn'),
    handler: async () => {
      throw AppError.notFound();
    },
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
  request.signedInAs = userId;
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
