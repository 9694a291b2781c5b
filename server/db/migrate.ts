import os from 'node:os';
import { readDatabaseSettings } from '../env.ts';
import { openPgliteFolder, openPostgres } from './client.ts';

/**
 * `npm run db:migrate`: applies the migrations the database lacks, then exits, for a deploy that
 * migrates before it rolls the app servers (docs/deploy.md). The servers migrate at start as well,
 * under the same advisory lock, so running both is safe: whoever comes second finds nothing to do.
 */
let settings;
try {
  settings = readDatabaseSettings();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const started = Date.now();
const database = settings.databaseUrl
  ? await openPostgres(settings.databaseUrl, 2)
  : await openPgliteFolder(settings.dataDir);
await database.close();
const applied = database.migrated?.applied ?? [];
console.log(
  `${applied.length ? `applied ${applied.join(', ')}` : 'no migration to apply'} to ${settings.databaseUrl ? 'PostgreSQL' : `the embedded database in ${settings.dataDir}`} in ${Date.now() - started} ms (${os.hostname()}, pid ${process.pid})`,
);
