import type { BlockList } from 'node:net';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { inAddressList } from '../lib/address-list.ts';
import {
  dbPoolConnections,
  dbPoolWaiting,
  httpDuration,
  httpErrors,
  httpRequests,
  mailQueue,
  mailQueueOldest,
  metricsRegistry,
  redisUp,
} from '../lib/metrics.ts';

/** The outbox states of a mail not yet delivered (features/notifications/notifications.repo.ts). */
const QUEUED = 'queued';
const SENDING = 'sending';

/** A request no route matched: one label for all, whatever was asked for. */
const UNMATCHED = 'unmatched';

/**
 * `GET /metrics` in Prometheus' text format (docs/deploy.md), and the request counters behind it.
 *
 * Only the addresses in METRICS_ALLOW may read it; anyone else gets the 404 of a path that does not
 * exist, so the endpoint is not advertised. Every address on the way is checked: the socket's
 * (the last hop) and each one the trusted proxies report (`request.ips`, up to and including the
 * first untrusted, which is the client). Checking only the client's would let a caller on an
 * allowed balancer host name any address with X-Forwarded-For when TRUST_PROXY trusts every hop;
 * checking only the socket's would let the whole internet in through an allowed balancer. So a
 * scrape through a balancer needs the balancer's address allowed as well as the scraper's.
 */
export function registerMetrics(
  app: FastifyInstance,
  { allow, database, clock, redis }: { allow: BlockList; database: Database; clock: Clock; redis?: Redis },
) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    httpRequests.labels(request.method, route, String(status)).inc();
    httpDuration.labels(request.method, route).observe(reply.elapsedTime / 1000);
    if (status >= 500) httpErrors.labels(request.method, route).inc();
  });

  app.get('/metrics', { config: { access: 'public', rateLimit: false } }, async (request, reply) => {
    if (!allowed(request, allow)) {
      request.log.info({ ips: addressesOf(request) }, 'metrics refused: an address is not in METRICS_ALLOW');
      throw AppError.notFound();
    }
    await collect(database, clock, redis);
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

function addressesOf(request: FastifyRequest): string[] {
  // Without TRUST_PROXY Fastify has no `ips`: the socket's address is the only one.
  return request.ips ?? [request.socket.remoteAddress ?? request.ip];
}

function allowed(request: FastifyRequest, allow: BlockList): boolean {
  const addresses = [request.socket.remoteAddress, ...addressesOf(request)];
  return addresses.every((address) => inAddressList(allow, address));
}

/** The gauges read at scrape time, from this server's view (its pool, its Redis) and the shared outbox. */
async function collect(database: Database, clock: Clock, redis: Redis | undefined) {
  const pool = database.poolStats?.();
  if (pool) {
    dbPoolConnections.labels('total').set(pool.total);
    dbPoolConnections.labels('idle').set(pool.idle);
    dbPoolWaiting.set(pool.waiting);
  }
  if (redis) redisUp.set(redis.status === 'ready' ? 1 : 0);
  // One indexed count (mail_outbox_waiting_idx holds only these two states). A database that does
  // not answer leaves the last values and the rest of the scrape still answers.
  try {
    const rows = await database.db
      .select({
        state: mailOutbox.transport,
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${mailOutbox.createdAt})`,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.transport, [QUEUED, SENDING]))
      .groupBy(mailOutbox.transport);
    let oldest: number | undefined;
    for (const state of [QUEUED, SENDING]) {
      const row = rows.find((one) => one.state === state);
      mailQueue.labels(state).set(row?.count ?? 0);
      if (row?.oldest) oldest = Math.min(oldest ?? Infinity, new Date(row.oldest).getTime());
    }
    mailQueueOldest.set(oldest === undefined ? 0 : Math.max(0, (clock.now().getTime() - oldest) / 1000));
  } catch {
    // counted as what it was at the last scrape
  }
}
