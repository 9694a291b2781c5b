import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { isStaff } from '#domain/accounts/roles.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Who may call a route (Deliver 1): declared where the route is registered, checked by one
 * hook on the route Fastify matched, never on the URL text (which the router decodes and normalises
 * before matching, so a guard comparing it can be walked around with `%73ecure` or `store%2Dmanagement`).
 *
 * - public: anyone (the handler may still look at `request.user`, e.g. a guest or a customer's order);
 * - signedIn: any session (401 without one);
 * - staff: OPERATOR or ADMIN (401 without a session, 403 for anyone else);
 * - admin: ADMIN only.
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'staff', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every route declares it (checked when the app is ready). */
    access?: Access;
    /** Static build files and pages: outside the general per-address request limit. */
    outsideRequestLimit?: boolean;
  }
}

/** Route options declaring `access` (a fresh object each time: Fastify and plugins add to `config`). */
export function access(level: Access): { config: { access: Access } } {
  return { config: { access: level } };
}

/** A public read that visitors are answered from memory for (plugins/read-cache.ts), keyed by `schema`. */
export function cachedRead(schema: ZodType): { config: { access: Access; readCache: ZodType } } {
  return { config: { access: 'public', readCache: schema } };
}

/** A route's paths under /secure/ are never public (DESIGN §3: 401 without a session). */
const SIGNED_IN_PREFIX = '/secure/';

/**
 * Collects every route's declaration and refuses to start when one is missing (or a /secure/ route
 * is declared public), so a route added later cannot be open by omission. Checked at `onReady`
 * rather than in `onRoute` because a plugin's scope may declare its routes in its own `onRoute` hook,
 * which runs after this one (web-app.ts, for @fastify/static's files).
 */
export function registerAccessDeclarations(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const wrong = routes.flatMap((route) => {
      const declared = route.config?.access;
      const label = `${[route.method].flat().join(',')} ${route.url}`;
      if (!declared || !ACCESS_LEVELS.includes(declared)) return [`${label}: no access declared`];
      if (route.url.startsWith(SIGNED_IN_PREFIX) && declared === 'public') return [`${label}: public`];
      return [];
    });
    if (wrong.length > 0) throw new Error(`Routes without a valid access declaration:\n${wrong.join('\n')}`);
  });
}

/**
 * The one check (called from the session hook, right after the session is read, before any body
 * is parsed). A request no route matched (the not-found handler) has no declaration and is let
 * through to its 404; any other request without one is refused (fail closed).
 */
export function checkAccess(request: FastifyRequest) {
  const declared = request.routeOptions.config?.access;
  if (declared === undefined) {
    if (request.is404) return;
    throw AppError.forbidden();
  }
  if (declared === 'public') return;
  if (!request.user) throw AppError.unauthorized();
  if (declared === 'signedIn') return;
  if (declared === 'staff' && isStaff(request.user.role)) return;
  if (declared === 'admin' && request.user.role === 'ADMIN') return;
  throw AppError.forbidden();
}
