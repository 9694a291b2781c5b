import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OneTimePinInputSchema,
  PinLoginInputSchema,
  PwLoginInputSchema,
  RegisterInputSchema,
  SetPasswordInputSchema,
} from '#domain/accounts/credentials.schema.ts';
import { AuthorizedAnswerSchema } from '#domain/accounts/session.response.ts';
import { PIN_TTL_MINUTES } from '#domain/constants.ts';
import { message, ok } from '../../lib/envelope.ts';
import { requesterOf } from '../../lib/guest-orders.ts';
import type { SessionStore } from '../../lib/session-store.ts';
import {
  clearSessionCookie,
  requireUser,
  SESSION_COOKIE,
  setSessionCookie,
  startSession,
} from '../../plugins/auth.ts';
import type { UserRow } from './auth.repo.ts';
import type { AuthService } from './auth.service.ts';
import { access } from '../../plugins/access.ts';
import { answers, answersNothing } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionStore;
  secureCookies: boolean;
}

/** spec accounts §7 and DESIGN §4: /register, /pw-login, /one-time-pin, /pin-login, /logout, /secure/me. */
export function authRoutes(server: FastifyInstance, { auth, sessions, secureCookies }: AuthRoutesOptions) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow & { newAccount?: boolean },
  ) {
    await startSession(request, reply, sessions, user.id, secureCookies);
    return ok({ authorized: await auth.present(user) });
  }

  app.post(
    '/register',
    { ...access('public'), ...takes({ body: RegisterInputSchema }, answers(AuthorizedAnswerSchema)) },
    async (request, reply) => {
      const user = await auth.register(request.body, request.lang);
      return signIn(request, reply.code(200), user);
    },
  );

  app.post(
    '/pw-login',
    { ...access('public'), ...takes({ body: PwLoginInputSchema }, answers(AuthorizedAnswerSchema)) },
    async (request, reply) => signIn(request, reply, await auth.passwordLogin(request.body, request.ip)),
  );

  app.post(
    '/one-time-pin',
    { ...access('public'), ...takes({ body: OneTimePinInputSchema }, answersNothing()) },
    async (request) => {
      const { identityKey } = request.body;
      await auth.requestSignInPin(identityKey, request.lang, requesterOf(request));
      return ok(undefined, [
        message('pages.auth.oneTimePinSent', { email: identityKey, minutes: PIN_TTL_MINUTES }),
      ]);
    },
  );

  app.post(
    '/pin-login',
    { ...access('public'), ...takes({ body: PinLoginInputSchema }, answers(AuthorizedAnswerSchema)) },
    async (request, reply) =>
      signIn(request, reply, await auth.pinLogin(request.body, request.ip, request.lang)),
  );

  app.post('/logout', { ...access('public'), ...answersNothing() }, async (request, reply) => {
    const sid = request.cookies[SESSION_COOKIE];
    if (sid) await sessions.destroy(sid);
    clearSessionCookie(reply, secureCookies);
    return ok();
  });

  // A new password ends every other session of the account (ASVS V7.4.3); this browser carries on
  // under a new session id.
  app.post(
    '/secure/password',
    { ...access('signedIn'), ...takes({ body: SetPasswordInputSchema }, answersNothing()) },
    async (request, reply) => {
      const user = requireUser(request);
      await auth.setPassword(user.id, request.body);
      sessions.ended();
      setSessionCookie(reply, await sessions.create(user.id), secureCookies);
      return ok(undefined, [message('pages.auth.passwordSet')]);
    },
  );

  app.get('/secure/me', { ...access('signedIn'), ...answers(AuthorizedAnswerSchema) }, async (request) => {
    const user = requireUser(request);
    return ok({ authorized: await auth.authorized(user.id) });
  });
}
