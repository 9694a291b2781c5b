import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { openPgliteFolder, openPostgres, SEED_LOCK } from './db/client.ts';
import { demoChefEmail, seedDemoCatalog } from './db/demo/seed-demo-catalog.ts';
import { seedDemoAvailability } from './db/demo/demo-availability.ts';
import { DEMO_CHEFS } from './db/demo/demo-catalog.ts';
import { seedDemoStory } from './db/demo/seed-demo-story.ts';
import { seedDemoEvents } from './db/demo/seed-demo-events.ts';
import { demoEventServices, demoStoryServices } from './demo-story-services.ts';
import { seedDemoMessages } from './db/demo/demo-messages.ts';
import { ensureAccount, seedDemoData } from './db/seed.ts';
import { openFileStorage } from './lib/file-storage.ts';
import { readEnv, type Env } from './env.ts';
import { randomToken } from './lib/crypto.ts';

const env = readSettings();
const database = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL)
  : await openPgliteFolder(env.dataDir);
const storage = await openFileStorage(env);
const app = await buildApp({
  env,
  database,
  secret: env.sessionSecrets.length ? env.sessionSecrets : loadOrCreateSecret(env.dataDir),
  storage,
});

// Every line carries this process's hostname and pid, so these say which instance migrated.
if (database.migrated?.applied.length)
  app.log.info(
    { migrations: database.migrated.applied, ms: database.migrated.ms },
    `this instance applied ${database.migrated.applied.length} migration(s)`,
  );
else
  app.log.info('migrations: none to apply (the database was up to date, or another instance applied them)');
for (const warning of env.warnings) app.log.warn(warning);

// Several app servers may start at once on a new database: one seeds, the others then find it done.
await database.exclusively(SEED_LOCK, async () => {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAccount(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: 'ADMIN' });
  }
  if (env.demoData) {
    // The demo's dates are relative to the app's clock (a test may start it at an hour it chooses).
    const now = app.clock.now();
    await seedDemoData(database.db);
    await seedDemoCatalog(database.db, storage, now);
    // The orders, ratings, payouts and complaint of a lived-in demo, once. A story that
    // cannot be told (a demo dish changed) is logged; the marketplace starts all the same.
    await seedDemoStory(database.db, demoStoryServices(database.db, app.log), app.log, now).catch(
      (error: unknown) => app.log.error({ err: error }, 'the demo story was not seeded'),
    );
    // Every demo chef's hours, after the story (whose orders predate them), once per chef.
    await seedDemoAvailability(database.db, DEMO_CHEFS, demoChefEmail, now);
    // Demo conversations, after the story (one of them is on a story order).
    await seedDemoMessages(database.db, now);
    // Event requests, once: after the chefs' hours, which decide who can take a request.
    await seedDemoEvents(database.db, demoEventServices(database.db, app.log), app.log, now).catch(
      (error: unknown) => app.log.error({ err: error }, 'the demo event requests were not seeded'),
    );
  }
});

/**
 * SIGTERM drains (docs/deploy.md): /health turns 503 so the balancer stops sending requests here,
 * and for DRAIN_DELAY_MS (the time the balancer takes to notice) requests are still served; then
 * the server stops taking connections, finishes the requests in flight and the running jobs, and
 * exits. A second signal, or 30 s more, ends it at once.
 */
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(
      { signal, drainMs: env.DRAIN_DELAY_MS },
      'shutting down: draining, then finishing requests in flight',
    );
    app.startDraining();
    setTimeout(() => process.exit(1), env.DRAIN_DELAY_MS + 30_000).unref();
    try {
      await sleep(env.DRAIN_DELAY_MS);
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  `${env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.dataDir}`}; open http://localhost:${env.PORT}`,
);

/** The settings, or a clear message and exit: nothing starts half-configured. */
function readSettings(): Env {
  try {
    return readEnv();
  } catch (error) {
    console.error(`The server cannot start.\n${(error as Error).message}`);
    process.exit(1);
  }
}

/** DESIGN §1: without SESSION_SECRET (embedded database only) a secret is generated once and kept in DATA_DIR. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomToken(), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}
