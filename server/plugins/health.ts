import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HealthSchema } from '#domain/health.response.ts';
import type { Database } from '../db/client.ts';
import { failure, ok } from '../lib/envelope.ts';
import { answers } from './response-schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The instance is going away (SIGTERM): /health answers 503 from now on, so the balancer stops
     * sending it requests while it still serves them; `close()` comes after (server/main.ts).
     */
    startDraining(): void;
    /**
     * /health answers 503 until `settled` settles: the start of something a balancer must not send
     * traffic ahead of (this build's first try at publishing its files, release-assets.ts).
     */
    notReadyUntil(settled: Promise<unknown>): void;
  }
}

/** A database that takes longer than this to answer `select 1` counts as unreachable. */
const DATABASE_CHECK_MS = 2000;

/**
 * Two health paths (docs/deploy.md): `/health/live` says the process answers, at the cost of the
 * bare route (the benchmarks' reference, and what an orchestrator restarts on); `/health` says this
 * instance should get traffic: started, not draining and its database answering. The balancer asks
 * `/health`. Neither counts toward the request limits. Both answer the JSON envelope, so both
 * declare their 200 (domain/health.response.ts): encoding `{ status: 'ok' }` is all that adds, and
 * the bytes sent are the same.
 */
export function registerHealth(app: FastifyInstance, { database }: { database: Database }) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  let starting = 0;
  app.decorate('notReadyUntil', (settled: Promise<unknown>) => {
    starting += 1;
    void settled.finally(() => (starting -= 1)).catch(() => {});
  });
  const options = { config: { rateLimit: false, access: 'public' }, ...answers(HealthSchema) } as const;

  app.get('/health/live', options, async () => ok({ status: 'ok' }));

  app.get('/health', options, async (request, reply) => {
    const problem = draining ? 'draining' : starting > 0 ? 'starting' : await databaseProblem(database);
    if (!problem) return ok({ status: 'ok' });
    if (problem !== 'draining' && problem !== 'starting')
      request.log.warn({ problem }, 'not ready: the database does not answer');
    // Only the 200 is declared; the 503 leaves through the default serializer as refusals do.
    return (reply as FastifyReply)
      .code(503)
      .header('retry-after', '5')
      .send({ ...failure('errors.unavailable', {}, []), model: { status: problem } });
  });
}

async function databaseProblem(database: Database): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('database-timeout'), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([
      database.db.execute(sql`select 1`).then(
        () => undefined,
        () => 'database-unreachable',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
