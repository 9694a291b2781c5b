import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { ZodType } from 'zod';
import type { ChangeChannel } from '../lib/change-channel.ts';
import { EncodedBytes } from '../lib/encoded-bytes.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { cacheCounters } from '../lib/metrics.ts';
import { SIDE_EFFECT_GETS } from './security.ts';

/**
 * Visitors' catalog reads, answered from memory for a few seconds. Every
 * visitor asking for page 1 of the chef list gets the same bytes, so the database
 * is asked once per change or per `ttlMs`, whichever comes first.
 *
 * A route is cached by declaring `config.readCache`: the schema of its query (GET) or body (POST).
 * The key is the route, the language and what that schema made of the input (unknown fields
 * dropped, values normalised), never the request's own text, so an anonymous caller cannot make a
 * new entry per request; the entries are bounded by bytes and expire by time. A text already read
 * is remembered as the way to its key, so the same text sent again is answered before validation.
 *
 * Only callers without a session are served from it: a chef looking at their own store, or a
 * customer with their own view, always reads the database. Any successful state-changing call is
 * assumed to change the catalog and empties the cache, unless it is one of the listed calls that
 * cannot (placing an order, paying, signing in...). So a new route is safe by default. Such a
 * write is a catalog change (lib/change-channel.ts): every app server's cache empties, and an
 * answer computed while a change came is not stored.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cached for visitors, keyed by this schema's reading of the query (GET) or body (POST). */
    readCache?: ZodType;
  }
}

/** The room the cached answers may take (a page of chefs is about 10 KB). */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

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

/** Of those, the ones that change an order: lists of orders kept in memory forget them. */
const ORDER_WRITES = new Set([
  'POST /store/order',
  'POST /store/add-order-address',
  'POST /store/relate-order-to-user',
  'POST /secure/stripe-intent',
  'POST /payments/sandbox/confirm',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  body: string;
  contentType: string;
  /**
   * The body and its compressed copies, made once for all readers (lib/encoded-bytes.ts). They are
   * not counted apart: a fifth of the body or less, inside the cache's estimate of two bytes a
   * character for text that takes one.
   */
  encoded: EncodedBytes;
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * The room for inputs remembered as sent (`keysOfSentInputs`): a key and its input text, some
 * hundred bytes each, so thousands of distinct queries fit.
 */
const SENT_INPUTS_MAX_BYTES = 4 * 1024 * 1024;
/** A longer input is always read by its schema: visitors' queries are far shorter. */
const SENT_INPUT_MAX_CHARS = 2048;

/** The input as the visitor sent it: a GET's query text, a POST's body as its parser read it. */
function sentInputOf(request: FastifyRequest): string {
  if (request.method !== 'POST') {
    const query = request.url.indexOf('?');
    return query < 0 ? '' : request.url.slice(query + 1);
  }
  return JSON.stringify(request.body ?? null);
}

export function registerReadCache(
  app: FastifyInstance,
  { ttlMs, changes, orderChanges }: { ttlMs: number; changes: ChangeChannel; orderChanges?: ChangeChannel },
) {
  // Told even without this cache: other caches (pages drawn by the server) and servers follow it.
  app.addHook('onResponse', async (request, reply) => {
    const writes = !SAFE_METHODS.has(request.method) || SIDE_EFFECT_GETS.has(request.routeOptions.url ?? '');
    if (!writes || reply.statusCode >= 400) return;
    const route = routeOf(request);
    if (ORDER_WRITES.has(route)) orderChanges?.changed();
    if (request.routeOptions.config.readCache || WRITES_OUTSIDE_THE_CATALOG.has(route)) return;
    changes.changed();
  });
  if (ttlMs <= 0) return;
  const entries = new ExpiringCache<Entry>(
    READ_CACHE_MAX_BYTES,
    ttlMs,
    Date.now,
    cacheCounters('catalog-reads'),
  );
  /**
   * The key of an input already read once, by its text as sent (the value's `body` is the key: the
   * cache sizes what it holds by it): a visitor sending the same text again is answered before the
   * schema reads it, which was a third of a cached answer's time (the benchmark's profile). Emptied
   * with the answers, so it never outlives what its keys' schemas made of an input by more than
   * `ttlMs`.
   */
  const keysOfSentInputs = new ExpiringCache<{ body: string }>(SENT_INPUTS_MAX_BYTES, ttlMs, Date.now);
  changes.onChange(() => {
    entries.clear();
    keysOfSentInputs.clear();
  });
  const startedAt = new WeakMap<FastifyRequest, number>();
  const keys = new WeakMap<FastifyRequest, string>();
  const sentKeys = new WeakMap<FastifyRequest, string>();
  /**
   * Answers being made, by key: when an answer expires or a change empties the cache, the many
   * visitors asking at that moment wait for the first one's answer instead of each reading the
   * database (one read, not one per visitor); a change since it began sends them on their own.
   */
  const making = new Map<string, { generation: number; made: Promise<void> }>();
  const releases = new WeakMap<FastifyRequest, () => void>();
  const sentKeyOf = (request: FastifyRequest): string | undefined => {
    const input = sentInputOf(request);
    return input.length > SENT_INPUT_MAX_CHARS ? undefined : `${routeOf(request)} ${request.lang} ${input}`;
  };
  /** The key, once the declared schema accepts the input; an input it refuses is not cached. */
  const keyOf = (request: FastifyRequest, schema: ZodType): string | undefined => {
    const isGet = request.method !== 'POST';
    const input = isGet ? request.query : request.body;
    // A part the route declares with this schema (plugins/request-schemas.ts) is already its
    // reading, and the handler is never reached when that reading fails.
    const declared = request.routeOptions.schema?.[isGet ? 'querystring' : 'body'];
    const read = declared === schema ? { success: true, data: input } : schema.safeParse(input ?? {});
    if (!read.success) return undefined;
    const key = `${routeOf(request)} ${request.lang} ${JSON.stringify(read.data)}`;
    keys.set(request, key);
    const sentKey = sentKeys.get(request);
    if (sentKey !== undefined) keysOfSentInputs.set(sentKey, { body: key });
    return key;
  };
  const sendHit = (request: FastifyRequest, reply: FastifyReply, hit: Entry) => {
    const { body, encoding } = hit.encoded.for(request.headers['accept-encoding']);
    reply.header('content-type', hit.contentType).header('x-cache', 'hit');
    if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return reply.send(body);
  };

  /** Before validation: an input sent before, whose answer is kept, is answered at once. */
  const answerKnownInput: preValidationAsyncHookHandler = async (request, reply) => {
    if (request.user) return;
    const sentKey = sentKeyOf(request);
    if (sentKey === undefined) return;
    const key = keysOfSentInputs.get(sentKey)?.body;
    const hit = key === undefined ? undefined : entries.find(key);
    if (hit) return sendHit(request, reply, hit);
    // Taken now: validation replaces the body with its reading.
    sentKeys.set(request, sentKey);
  };

  const answerOrMake = (schema: ZodType): preHandlerAsyncHookHandler =>
    async function (request, reply) {
      if (request.user) return;
      const key = keyOf(request, schema);
      if (key === undefined) return;
      startedAt.set(request, changes.generation);
      let hit = entries.get(key);
      if (!hit) {
        const first = making.get(key);
        if (first && first.generation === changes.generation) {
          await first.made;
          hit = entries.get(key);
        } else {
          let done = () => {};
          const mine = {
            generation: changes.generation,
            made: new Promise<void>((resolve) => (done = resolve)),
          };
          making.set(key, mine);
          const release = () => {
            if (making.get(key) === mine) making.delete(key);
            done();
          };
          // However the answer ends (sent, refused, the client gone), the others stop waiting.
          releases.set(request, release);
          reply.raw.once('close', release);
        }
      }
      if (hit) return sendHit(request, reply, hit);
    };

  const releaseWaiters: onResponseAsyncHookHandler = async (request) => releases.get(request)?.();

  const keep: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache')) return payload;
    const key = keys.get(request);
    if (key === undefined || startedAt.get(request) !== changes.generation) return payload;
    entries.set(key, {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      encoded: new EncodedBytes(payload),
    });
    return payload;
  };

  // Only the routes that declare the cache carry its hooks; every other request skips them. Each
  // goes first among the route's own: the answer is kept before @fastify/compress's onSend (added
  // to each route by its own onRoute) turns it into a stream.
  app.addHook('onRoute', (route) => {
    const schema = route.config?.readCache;
    if (!schema) return;
    route.preValidation = [answerKnownInput, ...hooksOf(route.preValidation)];
    route.preHandler = [answerOrMake(schema), ...hooksOf(route.preHandler)];
    route.onSend = [keep, ...hooksOf(route.onSend)];
    route.onResponse = [releaseWaiters, ...hooksOf(route.onResponse)];
  });
}

/** A route's own hooks of one kind, as a list (Fastify takes one function or several). */
function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
