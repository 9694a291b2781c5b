import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The calls that prove who someone is, by the factor they use. An attempt at any of them is a
 * security event whatever its outcome.
 */
const AUTHENTICATION_ROUTES: Readonly<Record<string, string>> = {
  'POST /register': 'password',
  'POST /pw-login': 'password',
  'POST /one-time-pin': 'pinRequested',
  'POST /pin-login': 'pin',
  'POST /store/relate-order-to-user': 'pin',
  'POST /secure/password': 'passwordChange',
  'POST /logout': 'signOut',
  'POST /secure/account/delete-pin': 'pinRequested',
  'POST /secure/account/delete': 'accountDeletion',
};

/** Refusals worth an operator's eye: not signed in, not allowed, too many. */
const REFUSALS: Readonly<Record<number, string>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  429: 'limited',
};

/**
 * One log line per security event (ASVS V16.3): every sign-in, PIN request, password change and
 * sign-out with its outcome, and every 401, 403 and 429, each with the route Fastify matched, the
 * account when known and the client's address. What was typed (an e-mail, a password, a PIN) is
 * never in it, so a mistyped password cannot leak through the log. The lines carry
 * `securityEvent`, so a log store can keep them apart from request lines and keep them longer.
 */
export function registerSecurityEvents(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const factor = AUTHENTICATION_ROUTES[route];
    const refusal = REFUSALS[reply.statusCode];
    if (!factor && !refusal) return;
    request.log.info(
      {
        securityEvent: factor ? 'authentication' : refusal,
        ...(factor && { factor, outcome: reply.statusCode < 400 ? 'success' : 'failure' }),
        status: reply.statusCode,
        route,
        userId: accountOf(request),
        ip: request.ip,
      },
      factor ? 'authentication attempt' : 'request refused',
    );
  });
}

/** The account the request acted for: the one it signed in, else the session's. */
function accountOf(request: FastifyRequest): string | undefined {
  return request.signedInAs ?? request.user?.id ?? undefined;
}
