import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

interface SecurityOptions {
  publicUrl?: string;
  requestsPerMinute: number;
  /** Stripe Elements load from Stripe's own origins. */
  stripe?: boolean;
  /** With REDIS_URL: the ceiling counts in Redis, across every app server; else in this process. */
  redis?: Redis;
}

const STRIPE_JS = 'https://js.stripe.com';

/** DESIGN §4 contract: these two GETs change state, so they get the same cross-site check as a POST. */
export const SIDE_EFFECT_GETS = new Set(['/secure/set-avatar', '/secure/remove-product-file']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, cross-site refusal (DESIGN §3) and a per-IP ceiling on request rate. */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const isHttps = options.publicUrl?.startsWith('https://') ?? false;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.stripe ? [STRIPE_JS] : [])],
        frameSrc: options.stripe ? [STRIPE_JS, 'https://hooks.stripe.com'] : ["'none'"],
        // Inline style attributes come from React and Radix (positioning); no inline scripts anywhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.stripe ? ['https://api.stripe.com'] : [])],
        objectSrc: ["'none'"],
        // No page of the app uses <base>; 'none' keeps an injected one from moving relative URLs.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    // API answers may hold personal data, so no browser or proxy keeps them; what may be cached
    // (the build's files, pages, public images) says so itself and replaces this.
    reply.header('cache-control', 'no-store');
    done();
  });

  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (isStateChanging(request) && isCrossSite(request, publicOrigin))
      throw AppError.forbidden('errors.crossSite');
  });

  await app.register(rateLimit, {
    max: options.requestsPerMinute,
    timeWindow: '1 minute',
    ...(options.redis && {
      redis: options.redis,
      nameSpace: 'namusefas:rate:',
      // Redis unreachable: requests go on uncounted rather than fail (the sign-in and PIN limits
      // count in the database and still hold).
      skipOnError: true,
    }),
    // The build's files and the pages (one visit is ~40 requests) are outside it, by the
    // route matched (plugins/access.ts `outsideRequestLimit`), never by the URL text.
    allowList: (request) => request.routeOptions.config?.outsideRequestLimit === true,
    // Only a refusal says how the count stands (with Retry-After): no client reads the three
    // headers, and writing them was a few percent of a cached read's time (a CPU profile).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      AppError.tooManyRequests('errors.tooManyRequests', Math.ceil(context.ttl / 1000)),
  });
}

/**
 * Helmet's headers, worked out once: they depend on the configuration only (no nonces), and
 * @fastify/helmet builds helmet's middleware, parsing the policy again, on every request, which
 * was a twentieth of a cached read's time (the benchmark's profile).
 */
function securityHeaders(configuration: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(configuration)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

function isStateChanging(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) || SIDE_EFFECT_GETS.has(request.routeOptions.url ?? '');
}

function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    const url = new URL(origin);
    // URL drops default ports, so the Host header is normalised the same way before comparing.
    const host = new URL(`${url.protocol}//${request.headers.host ?? ''}`).host;
    return url.host !== host && url.origin !== publicOrigin;
  } catch {
    return true;
  }
}
