import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { UNPAID_HOLD_LIMITS } from '#domain/orders/hold-limits.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { isMovable, localClockControl, SettableClock, systemClock, type Clock } from './lib/clock.ts';
import { DiskStorage, openFileStorage, UploadArea, type FileStorage } from './lib/file-storage.ts';
import { registerJsonBodies } from './lib/json-body.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { connectRedis } from './lib/redis.ts';
import { SessionStore } from './lib/session-store.ts';
import {
  BOOKINGS_CHANNEL,
  CATALOG_CHANNEL,
  ChangeChannel,
  ORDERS_CHANNEL,
  SESSIONS_CHANNEL,
} from './lib/change-channel.ts';
import { KeptAnswers } from './lib/kept-answers.ts';
import { registerJobs } from './jobs/jobs.ts';
import { registerAccessDeclarations } from './plugins/access.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerSecurityEvents } from './plugins/security-events.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealth } from './plugins/health.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerReadCache } from './plugins/read-cache.ts';
import { registerReleaseAssets } from './plugins/release-assets.ts';
import { registerRequestSchemas } from './plugins/request-schemas.ts';
import { registerResponseSchemas } from './plugins/response-schemas.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { assetsRoutes } from './features/assets/assets.routes.ts';
import { AssetsService } from './features/assets/assets.service.ts';
import { assistantRoutes } from './features/assistant/assistant.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { eventRequestsRoutes } from './features/event-requests/event-requests.routes.ts';
import { AuthService } from './features/auth/auth.service.ts';
import { PinService } from './features/auth/pin.service.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { complaintsRoutes } from './features/complaints/complaints.routes.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import type { Notifier } from './features/notifications/notifier.service.ts';
import { chefsRoutes } from './features/chefs/chefs.routes.ts';
import { ChefsService } from './features/chefs/chefs.service.ts';
import { mailboxRoutes } from './features/dev-mailbox/mailbox.routes.ts';
import { dishesRoutes } from './features/dishes/dishes.routes.ts';
import { DishesService } from './features/dishes/dishes.service.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { FilesService } from './features/files/files.service.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { orderLifeRoutes } from './features/order-life/order-life.routes.ts';
import type { PayoutsService } from './features/order-life/payouts.service.ts';
import { OrderLinkingService } from './features/orders/order-linking.service.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import type { PaymentProvider } from './features/payments/providers/payment-provider.ts';
import { SandboxProvider } from './features/payments/providers/sandbox.ts';
import {
  createStripeClient,
  StripeProvider,
  type StripeSettings,
} from './features/payments/providers/stripe.ts';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook.routes.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { PrivacyService } from './features/privacy/privacy.service.ts';
import { RetentionPurge } from './features/privacy/retention-purge.service.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { ProfileService } from './features/profile/profile.service.ts';
import { SharedClock } from './features/test-clock/shared-clock.ts';
import { testClockRoutes } from './features/test-clock/test-clock.routes.ts';
import { storeManagementRoutes } from './features/store-management/store-management.routes.ts';
import { StoreManagementService } from './features/store-management/store-management.service.ts';
import { CredentialChecksService } from './features/store-management/credential-checks.service.ts';
import { wireServices } from './services.ts';

/** spec accounts §8: the server takes uploads up to 200 MB. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export interface AppDeps {
  env: Env;
  database: Database;
  /** Signs cookies and keys PIN hashes; with several (rotation) the first signs and all are accepted. */
  secret: string | readonly string[];
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** Where uploaded files live: S3_BUCKET, else this folder, else DATA_DIR/files. */
  filesRoot?: string;
  storage?: FileStorage;
  /** The card payment provider; the built-in sandbox by default. */
  paymentProvider?: PaymentProvider;
  /** Overrides for the Stripe client (tests point it at a local stand-in). */
  stripeSettings?: Partial<StripeSettings>;
}

export interface RouteSummary {
  method: string;
  url: string;
  /** The route as registered: `route.config.access` says who may call it (plugins/access.ts). */
  route: RouteOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the security suite's generated access matrix. */
    routeTable: RouteSummary[];
    /** Notification mails sent in the background; `settled()` waits for them. */
    mailQueue: Pick<Notifier, 'settled' | 'flush'>;
    /** The payout job's entry point (the job runner calls it; tests may call it directly). */
    payouts: PayoutsService;
    /** The app's one clock (the system's, or a test's settable one): demo data is seeded by it. */
    clock: Clock;
    /** "The catalog changed", for the caches, heard from every app server on the database. */
    catalogChanges: ChangeChannel;
  }
}

export const DEFAULT_WEB_ROOT = path.join(import.meta.dirname, '..', 'dist', 'web');

/** Builds the whole app from its parts; main.ts only listens, so tests build the same app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const secrets = [deps.secret].flat();
  // Tests may start the server at an hour they choose (CLOCK_START) and move it (TEST_CLOCK); not
  // in production, unless a test deployment explicitly allows it (env.ts).
  const settable =
    !deps.clock && (env.clockStart || env.testClock)
      ? new SettableClock(env.clockStart ?? new Date())
      : undefined;
  const clock = deps.clock ?? settable ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Behind a balancer (docs/deploy.md): the client's address for the request limits.
    trustProxy: env.trustProxy,
    // One spelling per route: the router decodes percent-escapes and dot segments anyway;
    // case, doubled slashes and a trailing slash reach the same route too, so every spelling of a
    // path meets the same declared access (plugins/access.ts) instead of falling to the page route.
    routerOptions: { caseSensitive: false, ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', () => database.close());
  // Every app server on the database reads one test clock; its time is loaded before anything reads it.
  const sharedClock = settable && new SharedClock(settable, database, app.log);
  if (sharedClock) {
    await sharedClock.load();
    app.addHook('onReady', () => sharedClock.listen());
    app.addHook('onClose', () => sharedClock.stop());
  }
  registerAccessDeclarations(app);
  // Before any route: a route's declared request and answer schemas are compiled at registration.
  registerRequestSchemas(app);
  registerResponseSchemas(app);
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const one of [route.method].flat())
      if (one !== 'HEAD') routeTable.push({ method: one, url: route.url, route });
  });

  const db = database.db;
  const secureCookies = env.PUBLIC_URL?.startsWith('https://') ?? false;
  const mailer =
    deps.mailer ?? createMailer({ db, logger: app.log, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  app.addHook('onClose', async () => mailer.close?.());
  // What app servers tell each other (lib/change-channel.ts), for the caches that follow it.
  const catalogChanges = new ChangeChannel(database, app.log, CATALOG_CHANNEL);
  const bookingChanges = new ChangeChannel(database, app.log, BOOKINGS_CHANNEL);
  const sessionChanges = new ChangeChannel(database, app.log, SESSIONS_CHANNEL);
  const orderChanges = new ChangeChannel(database, app.log, ORDERS_CHANNEL);
  // Lists of orders (a chef's, the console's searches), kept a few seconds until orders change.
  const orderLists = <Answer>(name: string) =>
    new KeptAnswers<Answer>([catalogChanges, orderChanges], env.readCacheMs, { name });
  const sessions = new SessionStore(db, clock, {
    users: new KeptAnswers([catalogChanges, sessionChanges], env.readCacheMs, { name: 'sessions' }),
    changes: sessionChanges,
  });
  const storage = deps.storage ?? (await openFileStorage(env, deps.filesRoot));
  app.addHook('onClose', () => storage.close());
  // An upload is checked on local disk before it is kept; on the store's own disk when it has one.
  const uploads = new UploadArea(
    storage instanceof DiskStorage
      ? path.join(storage.root, 'tmp')
      : path.join(os.tmpdir(), 'namusefas-uploads'),
  );
  const files = new FilesService(db, storage, uploads, env.STORAGE_QUOTA_MB * 1024 * 1024);
  const profile = new ProfileService(db, () => routeTable.map((route) => route.url));
  const chefs = new ChefsService(db, clock, files, mailer, profile);
  const dishes = new DishesService(db, clock, files);
  const sandbox = new SandboxProvider(db, () => clock.now());
  // Stripe when configured (DESIGN §1), else the built-in sandbox.
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? createStripeClient({
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          ...deps.stripeSettings,
        })
      : undefined;
  const provider =
    deps.paymentProvider ?? (stripe ? new StripeProvider(stripe, env.STRIPE_PUBLISHABLE_KEY!) : sandbox);
  // A chef's open list and a request's page change with any write: of requests, bookings, orders.
  const keptEventReads = <Answer>(name: string) =>
    new KeptAnswers<Answer>([catalogChanges, orderChanges, bookingChanges], env.readCacheMs, { name });
  const services = wireServices({
    db,
    clock,
    mailer,
    log: app.log,
    provider,
    sandbox: provider === sandbox ? sandbox : undefined,
    settings: {
      publicUrl: env.publicUrl,
      holdLimits: env.UNPAID_HOLD_LIMITS === 'on' ? UNPAID_HOLD_LIMITS : null,
      sendingLimits: env.SENDING_LIMITS === 'on',
      eventRequestProposals: env.eventRequestProposals,
      llm: env.ASSISTANT_LLM_URL
        ? {
            url: env.ASSISTANT_LLM_URL,
            key: env.ASSISTANT_LLM_KEY,
            model: env.ASSISTANT_LLM_MODEL,
            timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
          }
        : undefined,
    },
    kept: {
      offers: new KeptAnswers([catalogChanges, bookingChanges], env.readCacheMs, { name: 'offers' }),
      bookings: bookingChanges,
      sellerOrders: orderLists('seller-orders'),
      messagePages: new KeptAnswers([catalogChanges], env.readCacheMs, { name: 'messages' }),
      openEventRequests: keptEventReads('open-event-requests'),
      eventRequestPages: keptEventReads('event-request-pages'),
    },
  });
  const { notifier, orders, payments, orderLife, payouts } = services;
  const pins = new PinService(db, clock, notifier, secrets);
  const auth = new AuthService(db, clock, pins, (userId) => chefs.legalInfo(userId), mailer);
  const linking = new OrderLinkingService(orders, pins, auth);
  const assets = new AssetsService(db, clock, pins, mailer, payments, app.log);
  // Asset purchases are charged at once; the sandbox's confirm and Stripe's webhook settle them.
  payments.acceptImmediatePayments(assets);
  // The mail being handed over finishes before the database closes (onClose hooks run last-added first).
  app.addHook('onClose', () => notifier.stop());
  app.decorate('mailQueue', notifier);
  app.decorate('catalogChanges', catalogChanges);
  for (const channel of [catalogChanges, bookingChanges, sessionChanges, orderChanges]) {
    app.addHook('onReady', () => channel.start());
    app.addHook('onClose', () => channel.stop());
  }

  registerErrorHandler(app);
  await app.register(cookie, { secret: secrets });
  registerJsonBodies(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  // Pages and API answers over 1 KB leave compressed (the build's own files are compressed once, at
  // build time); brotli at quality 4 costs about as much CPU as gzip for a smaller answer.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const redis = env.REDIS_URL ? await connectRedis(app, env.REDIS_URL) : undefined;
  await registerSecurity(app, {
    publicUrl: env.PUBLIC_URL,
    requestsPerMinute: env.RATE_LIMIT_PER_MINUTE,
    stripe: Boolean(env.STRIPE_SECRET_KEY),
    redis,
  });
  registerAuth(app, { sessions, secureCookies });
  registerSecurityEvents(app);
  registerReadCache(app, { ttlMs: env.readCacheMs, changes: catalogChanges, orderChanges });

  registerHealth(app, { database });
  registerMetrics(app, { allow: env.metricsAllow, database, clock, redis });
  authRoutes(app, { auth, sessions, secureCookies });
  profileRoutes(app, { profile });
  privacyRoutes(app, {
    privacy: new PrivacyService(db, clock, pins, files, () => sessions.ended(), app.log),
    secureCookies,
  });
  filesRoutes(app, { files });
  chefsRoutes(app, { chefs });
  onboardingRoutes(app);
  dishesRoutes(app, { dishes });
  catalogRoutes(app, { catalog: services.catalog, publicUrl: env.publicUrl });
  assistantRoutes(app, { assistant: services.assistant });
  ordersRoutes(app, { orders, linking, auth, sessions, secureCookies });
  availabilityRoutes(app, { availability: services.availability });
  paymentsRoutes(app, { payments });
  assetsRoutes(app, { assets });
  orderLifeRoutes(app, { orderLife, reviews: services.reviews, payouts });
  complaintsRoutes(app, { complaints: services.complaints });
  messagesRoutes(app, { messages: services.messages });
  eventRequestsRoutes(app, {
    requests: services.eventRequests,
    acceptance: services.acceptance,
    console: services.eventConsole,
  });
  notificationsRoutes(app, { notifications: services.notifications });
  app.decorate('payouts', payouts);
  app.decorate('clock', clock);
  // Refunds and mails that failed or were left by a stopped server, payouts, clean-up: not at start.
  registerJobs(app, {
    db,
    clock,
    payouts,
    orderLife,
    notifier,
    signals: services.signals,
    announcements: services.announcements,
    expiry: services.expiry,
    retention: new RetentionPurge(db, clock),
  });
  storeManagementRoutes(app, {
    console: new StoreManagementService(
      db,
      clock,
      chefs,
      notifier,
      () => sessions.ended(),
      orderLists('console-orders'),
    ),
    checks: new CredentialChecksService(db, clock),
  });
  if (stripe && env.STRIPE_WEBHOOK_SECRET) {
    await stripeWebhookRoutes(app, { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET, payments });
  }
  if (!env.isProduction) mailboxRoutes(app, { db });
  if (env.testClock && (!env.isProduction || env.ALLOW_TEST_CLOCK_IN_PRODUCTION) && isMovable(clock))
    testClockRoutes(app, {
      clock: sharedClock || localClockControl(clock),
      onSetBack: () => app.jobs.clockSetBack(),
    });

  const webRoot = deps.webRoot ?? env.webRoot ?? DEFAULT_WEB_ROOT;
  await registerWebApp(app, webRoot, { rendersPerAddressPerMinute: env.PAGE_RENDERS_PER_MINUTE });
  await registerReleaseAssets(app, { webRoot, storage });
  return app;
}
