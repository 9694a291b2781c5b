import type { FastifyInstance } from 'fastify';

/**
 * The Redis client of the request limits: it fails a command at once while disconnected (the limit
 * then lets requests through, plugins/security.ts) and keeps reconnecting in the background.
 */
export async function connectRedis(app: FastifyInstance, url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // One line when it is lost and one when it is back, however many retries and errors in between.
  let lostAt: number | undefined;
  redis.on('error', (error) => {
    if (lostAt !== undefined) return;
    lostAt = Date.now();
    app.log.warn({ err: error }, 'Redis unreachable: request limits are not counted meanwhile');
  });
  redis.on('ready', () => {
    if (lostAt === undefined) return;
    app.log.info({ redisDownMs: Date.now() - lostAt }, 'Redis reconnected: request limits are counted again');
    lostAt = undefined;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Counted from the first request when Redis is there; a start is not held up long when it is not.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
