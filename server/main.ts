import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { openPgliteFolder, openPostgres } from './db/client.ts';
import { seedDemoCatalog } from './db/demo/seed-demo-catalog.ts';
import { ensureAccount, seedDemoData } from './db/seed.ts';
import { FileStorage } from './lib/file-storage.ts';
import { readEnv } from './env.ts';
import { randomToken } from './lib/crypto.ts';

const env = readEnv();
const database = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL)
  : await openPgliteFolder(env.dataDir);
const app = await buildApp({ env, database, secret: env.SESSION_SECRET ?? loadOrCreateSecret(env.dataDir) });

if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  await ensureAccount(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: 'ADMIN' });
}
if (env.demoData) {
  await seedDemoData(database.db);
  await seedDemoCatalog(database.db, new FileStorage(path.join(env.dataDir, 'files')));
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  });
}

// The payout job: the schedule lives in the database, so a restart loses nothing; a run pays each payout once.
const PAYOUT_INTERVAL_MS = 60_000;
const runPayouts = () =>
  app.payouts.runDue().then(
    ({ paid }) => paid && app.log.info({ paid }, 'payouts made'),
    (error: unknown) => app.log.error({ err: error }, 'payout run failed'),
  );
setInterval(runPayouts, PAYOUT_INTERVAL_MS).unref();

await app.listen({ port: env.PORT, host: env.HOST });
void runPayouts();
app.log.info(
  `${env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.dataDir}`}; open http://localhost:${env.PORT}`,
);

/** DESIGN §1: without SESSION_SECRET a secret is generated once and kept in DATA_DIR. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomToken(), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}
