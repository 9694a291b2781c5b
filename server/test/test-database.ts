import { randomUUID } from 'node:crypto';
import type { PGlite, PGliteInterface, Transaction } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { newPglite, openPostgres, wrapPglite, type Database } from '../db/client.ts';

// The tests' databases: a migrated PGlite cloned per test, or a fresh database on the PostgreSQL
// server TEST_DATABASE_URL names, with the SQL log that tests of a feature's cost read.

export type Backend = 'pglite' | 'postgres';

/** A test database, and another handle on it for a second app server ("twin"). */
export type TestDatabase = Database & { twin(): Promise<Database> };

let pgliteTemplate: Promise<PGlite> | undefined;

/**
 * The SQL statements an app sends while `during` runs, in order, for tests that hold a feature to
 * its cost. Both backends read alike: node-postgres's drizzle sends BEGIN and COMMIT as statements,
 * PGlite runs them itself, so for PGlite they are written down here.
 */
export class SqlLog implements Logger {
  private statements: string[] | null = null;

  logQuery(query: string): void {
    this.statements?.push(query);
  }

  /** Runs `work` and answers the statements sent meanwhile (by it and by anything else running). */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    const statements: string[] = [];
    this.statements = statements;
    try {
      await work();
    } finally {
      this.statements = null;
    }
    return statements;
  }

  /** Has PGlite's own transactions show in the log as node-postgres's do. */
  watchTransactions(client: PGliteInterface): void {
    const transaction = client.transaction.bind(client);
    client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
      this.logQuery('begin');
      try {
        const result = await transaction(callback);
        this.logQuery('commit');
        return result;
      } catch (error) {
        this.logQuery('rollback');
        throw error;
      }
    };
  }
}

/** A migrated in-memory PGlite, cloned from one migrated once per test worker (clone is ~10x faster). */
async function freshPglite(log?: SqlLog): Promise<TestDatabase> {
  pgliteTemplate ??= (async () => {
    const template = newPglite();
    await wrapPglite(template);
    return template;
  })();
  const client = await (await pgliteTemplate).clone();
  log?.watchTransactions(client);
  const database = await wrapPglite(client, { migrate: false, logger: log });
  // The twin shares the one in-process connection; only the first closes it.
  const twin = async () => ({ ...(await wrapPglite(client, { migrate: false })), close: async () => {} });
  return { ...database, twin };
}

/** A new, empty database on the test server, dropped again when closed. */
async function freshPostgres(log?: SqlLog): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5, { logger: log });
  return {
    ...database,
    twin: () => openPostgres(url.toString(), 5, { migrate: false }),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function freshDatabase(backend: Backend, log?: SqlLog): Promise<TestDatabase> {
  return backend === 'pglite' ? freshPglite(log) : freshPostgres(log);
}
