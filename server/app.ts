import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { SessionStore } from './lib/session-store.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { AuthService } from './features/auth/auth.service.ts';
import { PinService } from './features/auth/pin.service.ts';
import { mailboxRoutes } from './features/dev-mailbox/mailbox.routes.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  /** Signs cookies and keys PIN hashes. */
  secret: string;
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
}

export const DEFAULT_WEB_ROOT = path.join(import.meta.dirname, '..', 'dist', 'web');

/** Builds the whole app from its parts; main.ts only listens (STYLE habit 9). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database, secret } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', () => database.close());

  const db = database.db;
  const secureCookies = env.PUBLIC_URL?.startsWith('https://') ?? false;
  const mailer =
    deps.mailer ?? createMailer({ db, logger: app.log, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const sessions = new SessionStore(db, clock);
  const pins = new PinService(db, clock, mailer, secret);
  const auth = new AuthService(db, clock, pins);

  registerErrorHandler(app);
  await app.register(cookie, { secret });
  await app.register(formbody);
  await registerSecurity(app, { publicUrl: env.PUBLIC_URL, requestsPerMinute: env.RATE_LIMIT_PER_MINUTE });
  registerAuth(app, { sessions, secureCookies });

  authRoutes(app, { auth, sessions, secureCookies });
  if (!env.isProduction) mailboxRoutes(app, { db });

  await registerWebApp(app, deps.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
