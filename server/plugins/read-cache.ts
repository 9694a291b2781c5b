import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogChanges } from '../lib/catalog-changes.ts';
import { SIDE_EFFECT_GETS } from './security.ts';

/**
 * Visitors' catalog reads, answered from memory for a few seconds (issue: proof that it holds,
 * item 1). Every visitor asking for page 1 of the chef list gets the same bytes, so the database
 * is asked once per change or per `ttlMs`, whichever comes first.
 *
 * Only callers without a session are served from it: a chef looking at their own store, or a
 * customer with their own view, always reads the database. Any successful state-changing call is
 * assumed to change the catalog and empties the cache, unless it is one of the listed calls that
 * cannot (placing an order, paying, signing in...). So a new route is safe by default. Such a
 * write is a catalog change (lib/catalog-changes.ts): every app server's cache empties, and an
 * answer computed while a change came is not stored.
 */
const CACHED_READS = new Set([
  'POST /store/merchants',
  'POST /store/products',
  'GET /store/product',
  'GET /store/product-details',
  'GET /store/reviews',
  'POST /store/order-fees',
]);

/** Frequent writes that change no dish, chef, price or rating a visitor can see. */
const WRITES_OUTSIDE_THE_CATALOG = new Set([
  'POST /register',
  'POST /pw-login',
  'POST /one-time-pin',
  'POST /pin-login',
  'POST /logout',
  'POST /store/order',
  'POST /store/add-order-address',
  'POST /store/order-relation-request',
  'POST /store/relate-order-to-user',
  'POST /secure/stripe-intent',
  'POST /payments/sandbox/confirm',
  'POST /secure/notifications-read',
  'POST /secure/file-upload',
  'POST /secure/asset-request',
  'POST /secure/confirm-transfer',
  'POST /secure/asset-purchase',
  'POST /ask',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_ENTRIES = 2000;

interface Entry {
  at: number;
  body: string;
  contentType: string;
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

export function registerReadCache(
  app: FastifyInstance,
  { ttlMs, changes }: { ttlMs: number; changes: CatalogChanges },
) {
  // Told even without this cache: other caches (pages drawn by the server) and servers follow it.
  app.addHook('onResponse', async (request, reply) => {
    const writes = !SAFE_METHODS.has(request.method) || SIDE_EFFECT_GETS.has(request.routeOptions.url ?? '');
    if (!writes || reply.statusCode >= 400) return;
    const route = routeOf(request);
    if (CACHED_READS.has(route) || WRITES_OUTSIDE_THE_CATALOG.has(route)) return;
    changes.changed();
  });
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  changes.onChange(() => entries.clear());
  const startedAt = new WeakMap<FastifyRequest, number>();
  const keyOf = (request: FastifyRequest) =>
    `${request.method} ${request.url} ${request.lang} ${request.method === 'POST' ? JSON.stringify(request.body ?? null) : ''}`;
  const cacheable = (request: FastifyRequest) => !request.user && CACHED_READS.has(routeOf(request));

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    startedAt.set(request, changes.generation);
    const hit = entries.get(keyOf(request));
    if (!hit) return;
    if (Date.now() - hit.at >= ttlMs) {
      entries.delete(keyOf(request));
      return;
    }
    return reply.header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache')) return payload;
    if (!cacheable(request) || startedAt.get(request) !== changes.generation) return payload;
    // Oldest first out: a Map iterates in insertion order.
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(keyOf(request), {
      at: Date.now(),
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    return payload;
  });
}
