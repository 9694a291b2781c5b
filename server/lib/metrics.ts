import client from 'prom-client';

/**
 * What an operator's Prometheus scrapes from `/metrics` (plugins/metrics.ts, docs/deploy.md). One
 * registry per process, its metrics created once when this module loads: a process runs one app,
 * and tests that build several apps in one process read differences, not absolute values.
 *
 * Labels are bounded sets only: a route is the pattern Fastify matched (`/store/:nickname`), never
 * the URL a caller typed, and a job or cache is one of the app's own names.
 */
export const metricsRegistry = new client.Registry();

// CPU, memory, event-loop delay, open file descriptors, garbage collection: Node's own.
client.collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, matched route and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers,
});

export const httpErrors = new client.Counter({
  name: 'http_request_errors_total',
  help: 'Requests answered with a 5xx status (the server failed), by method and matched route',
  labelNames: ['method', 'route'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to its answer sent, by method and matched route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Background job runs on this server (each run claimed here), by job',
  labelNames: ['job'] as const,
  registers,
});

export const jobFailures = new client.Counter({
  name: 'job_failures_total',
  help: 'Background job runs that threw, by job (the job runs again when next due)',
  labelNames: ['job'] as const,
  registers,
});

export const jobItems = new client.Counter({
  name: 'job_items_total',
  help: 'What the job runs did: payouts paid, refunds and mails sent, rows cleaned up, by job',
  labelNames: ['job'] as const,
  registers,
});

export const jobDuration = new client.Histogram({
  name: 'job_duration_seconds',
  help: 'How long a background job run took, by job',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});

export const cacheLookups = new client.Counter({
  name: 'cache_lookups_total',
  help: 'Lookups in the in-memory caches, by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers,
});

export const mailQueue = new client.Gauge({
  name: 'mail_queue_depth',
  help: 'Mails in the outbox not yet delivered, across all servers: queued (waiting or retrying) or sending (claimed)',
  labelNames: ['state'] as const,
  registers,
});

export const mailQueueOldest = new client.Gauge({
  name: 'mail_queue_oldest_seconds',
  help: 'Age of the oldest mail not yet delivered (0 when none waits)',
  registers,
});

export const dbPoolConnections = new client.Gauge({
  name: 'db_pool_connections',
  help: "This server's PostgreSQL pool: connections open in all (total) and of those idle",
  labelNames: ['state'] as const,
  registers,
});

export const dbPoolWaiting = new client.Gauge({
  name: 'db_pool_waiting_requests',
  help: "Queries waiting for a connection from this server's PostgreSQL pool",
  registers,
});

export const redisUp = new client.Gauge({
  name: 'redis_up',
  help: 'Whether the Redis of the request limits is connected (1) or not (0); absent without REDIS_URL',
  registers,
});

/** A cache's hit and miss counters, bound once (a lookup is on the hot path). */
export function cacheCounters(cache: string) {
  return { hit: cacheLookups.labels(cache, 'hit'), miss: cacheLookups.labels(cache, 'miss') };
}

export type CacheCounters = ReturnType<typeof cacheCounters>;
