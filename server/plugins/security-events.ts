import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

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

/**
 * The calls that move money: starting or confirming a card payment (orders and credits) and the
 * provider's webhook. A request they refuse as invalid (400) may be someone probing them, so it is
 * a security event too; on the authentication routes above a 400 is already one, as an attempt.
 */
const PAYMENT_ROUTES: ReadonlySet<string> = new Set([
  'POST /secure/stripe-intent',
  'POST /payments/sandbox/confirm',
  'POST /payments/stripe/webhook',
  'POST /secure/asset-purchase',
]);

/** Refusals worth an operator's eye: not signed in, not allowed, too many. */
const REFUSALS: Readonly<Record<number, string>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  429: 'limited',
};

/** What a 400 refused: the message code and the names of the fields it found wrong, never their values. */
interface Invalid {
  code: string | undefined;
  fields: string[];
}

/**
 * One log line per security event (ASVS V16.3): every sign-in, PIN request, password change and
 * sign-out with its outcome, every 401, 403 and 429, and every 400 of a payment route, each with
 * the route Fastify matched (never the URL as sent), the account when known and the client's
 * address. A 400 on an authentication or payment route also names the refusal's code and the
 * fields it found wrong. What was typed (an e-mail, a password, a PIN, a card number) is never in
 * it, so a mistyped password cannot leak through the log. The lines carry `securityEvent`, so a
 * log store can keep them apart from request lines and keep them longer.
 */
export function registerSecurityEvents(app: FastifyInstance) {
  const invalid = new WeakMap<FastifyRequest, Invalid>();
  // Before the error handler turns the error into the envelope: what it refused, by field name.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError) {
      if (error.status === 400) invalid.set(request, { code: error.code, fields: fieldNames(error) });
    } else if ((error.statusCode ?? 500) === 400) {
      invalid.set(request, { code: error.code, fields: [] });
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const factor = AUTHENTICATION_ROUTES[route];
    const refused = reply.statusCode === 400 && (factor || PAYMENT_ROUTES.has(route));
    const refusal = refused ? 'invalid' : REFUSALS[reply.statusCode];
    if (!factor && !refusal) return;
    const why = refused ? (invalid.get(request) ?? { code: undefined, fields: [] }) : undefined;
    request.log.info(
      {
        securityEvent: factor ? 'authentication' : refusal,
        ...(factor && { factor, outcome: reply.statusCode < 400 ? 'success' : 'failure' }),
        ...(why && { refusal: 'invalid', code: why.code, fields: why.fields }),
        status: reply.statusCode,
        route,
        userId: accountOf(request),
        ip: request.ip,
      },
      factor ? 'authentication attempt' : 'request refused',
    );
  });
}

/** A field name as the request schemas spell them (`password`, `address.city`, `_` for the whole body). */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

/**
 * The distinct field names of a refusal, in its order, at most 20; no value, no message parameter.
 * The names are the schemas' own; anything else (a name taken from the request) is logged as `?`.
 */
function fieldNames(error: AppError): string[] {
  const names = error.fieldIssues.map((issue) => (FIELD_NAME.test(issue.field) ? issue.field : '?'));
  return [...new Set(names)].slice(0, 20);
}

/** The account the request acted for: the one it signed in, else the session's. */
function accountOf(request: FastifyRequest): string | undefined {
  return request.signedInAs ?? request.user?.id ?? undefined;
}
