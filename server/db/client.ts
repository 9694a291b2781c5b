import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableColumns, sql, type Logger, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle drizzle passes to `db.transaction(fn)`; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `work` while holding the PostgreSQL advisory lock named `name`, so that of several app
   * servers doing the same thing at start (migrations, demo data) one does it at a time.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any app server on this
   * database. `onGap` runs whenever messages may have been missed: after the listening connection
   * was lost and opened again. Answers a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * What opening it migrated: the migrations this process applied (none when another app server
   * had, or the database was up to date), for the start's log line. Absent when not asked to migrate.
   */
  migrated?: MigrationRun;
  /** The PostgreSQL pool's connections, for `/metrics`; the embedded database has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Advisory lock names (hashed to PostgreSQL's 64-bit lock keys). */
export const MIGRATIONS_LOCK = 'namusefas:migrations';
export const SEED_LOCK = 'namusefas:seed';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface MigrationRun {
  /** The tags (`0012_jobs`) of the migrations this process applied, in order. */
  applied: string[];
  ms: number;
}

/**
 * Runs `migrate` and answers which migrations it applied: those of the journal newer than the
 * newest the database had recorded before (drizzle records each by the journal's `when`). Inside
 * the migration lock, so what another server applied first is not counted here.
 */
async function migrateCounting(db: Db, migrate: () => Promise<void>): Promise<MigrationRun> {
  const started = Date.now();
  const newest = async () => {
    type Rows = { rows: { value: string | null }[] };
    const table = (await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as value`,
    )) as unknown as Rows;
    if (!table.rows[0]?.value) return 0; // a new database: drizzle makes the table as it migrates
    const { rows } = (await db.execute(
      sql`select max(created_at)::text as value from drizzle.__drizzle_migrations`,
    )) as unknown as Rows;
    return Number(rows[0]?.value ?? 0);
  };
  const before = await newest();
  await migrate();
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  const applied = journal.entries.filter((entry) => entry.when > before).map((entry) => entry.tag);
  return { applied, ms: Date.now() - started };
}

/** What opening a database may take besides where it is: `logger` sees every statement drizzle sends. */
export interface DatabaseOptions {
  logger?: Logger;
}

/**
 * PostgreSQL via `pg`; migrations apply at start under an advisory lock, so any number of app
 * servers may start at once on an empty database (the first migrates, the others then find nothing
 * to do). `migrate: false` for a pipeline that migrates first (`npm run db:migrate`) and tests.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  { logger, migrate = true }: DatabaseOptions & { migrate?: boolean } = {},
): Promise<Database> {
  // A request waits at most 5 s for a connection, so a database that is down answers 503, not a hang.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // Named prepared statements (a new order's two, the busiest write) are planned once per
    // connection. By default PostgreSQL plans one anew on every run when the general plan looks
    // dearer than one for the values given, as it does for `id = any($1)`, and that planning was a
    // third of PostgreSQL's work per order (docs/performance.md). Their plans are key lookups that
    // do not depend on the values. Statements sent without a name are planned each time regardless.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection the server ends (a restart, a dropped database) must not crash the process:
  // the pool discards it and opens a new one; requests in flight get their own errors.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    exclusively: (name, work) => withAdvisoryLock(pool, name, () => work()),
    listen: (channel, onMessage, onGap) => listenOnPostgres(url, channel, onMessage, onGap),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  if (migrate) {
    try {
      database.migrated = await database.exclusively(MIGRATIONS_LOCK, () =>
        migrateCounting(db, () => migratePg(db as never, { migrationsFolder })),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  return database;
}

/** Holds a session-level advisory lock on one connection of `pool` while `work` runs (on any). */
async function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => {
        broken = true; // the connection is gone, and its lock with it
      });
    }
  } finally {
    holder.release(broken);
  }
}

/**
 * LISTEN on a connection of its own, opened again (after 0.5-5 s) whenever it is lost: a restarted
 * database, a dropped connection, or one that no longer answers the 30 s check.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 500;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  const lost = (gone: pg.Client) => {
    if (client !== gone) return;
    client = undefined;
    clearInterval(check);
    void gone.end().catch(() => {});
    // A failed attempt has already scheduled the next one (through `lost`); nothing to report.
    if (!stopped) retry = setTimeout(() => void open().catch(() => {}), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 5000);
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(next);
      throw error;
    }
    retryMs = 500;
    check = setInterval(() => void next.query('select 1').catch(() => lost(next)), 30_000).unref();
    onGap?.();
  };
  await open().catch(() => {}); // not fatal: it keeps trying, and callers treat the gap as a change
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(check);
    await client?.end().catch(() => {});
  };
}

/**
 * A new embedded PostgreSQL (in memory without a folder) with the extensions the migrations create:
 * pg_trgm, whose trigram indexes answer the searches as on PostgreSQL.
 */
export function newPglite(dataDir?: string): PGlite {
  return new PGlite({ dataDir, extensions: { pg_trgm } });
}

/** An already-open PGlite instance (tests clone a migrated one); migrations apply unless told not to. */
export async function wrapPglite(
  client: PGliteInterface,
  { migrate = true, logger }: DatabaseOptions & { migrate?: boolean } = {},
): Promise<Database> {
  const db = drizzlePglite({ client: client as PGlite, schema, logger }) as unknown as Db;
  const migrated = migrate
    ? await migrateCounting(db, () => migratePglite(db as never, { migrationsFolder }))
    : undefined;
  return {
    db,
    migrated,
    kind: 'pglite',
    close: () => client.close(),
    // One process holds the folder (lockFolder below), so nobody else can be doing it.
    exclusively: (_name, work) => work(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
  };
}

/** Socket errors and PostgreSQL's class 08 (connection) and 57P (shutdown, starting up) codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|terminating connection|the database system is (starting up|shutting down)/i;

/**
 * True when `error` (or what it wraps: drizzle wraps driver errors in `cause`) says the database
 * cannot be reached right now, as opposed to a bug or a rejected query. The error handler answers
 * such errors 503, so clients retry and the process keeps running until the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export class DataDirLockedError extends Error {}

/**
 * Embedded PGlite in a folder. Two processes on one folder lose writes silently (stack notes §2),
 * so the folder is locked with a pid file and a second process is refused at start.
 */
export async function openPgliteFolder(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockFolder(path.join(dataDir, 'pglite.lock'));
  try {
    const database = await wrapPglite(newPglite(path.join(dataDir, 'pglite')));
    return {
      ...database,
      close: async () => {
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function lockFolder(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The database folder ${path.dirname(lockFile)} is in use by process ${holder}. ` +
            'Stop that process, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** drizzle wraps driver errors; the PostgreSQL code sits on the cause (stack notes §2). */
export function pgErrorCode(error: unknown): string | undefined {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  for (const candidate of candidates) {
    const code = (candidate as { code?: unknown })?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: { constraint?: string } })?.cause;
  return cause?.constraint ?? (error as { constraint?: string })?.constraint;
}

export const UNIQUE_VIOLATION = '23505';

/**
 * Several writes sent as one statement, each but the last as a data-modifying WITH clause: one round
 * trip instead of one per write. PostgreSQL runs every clause once, and all or none of them; they
 * see the same snapshot, so none may rely on rows another of them writes (rows written by earlier
 * statements of the transaction are fine). Their results are not returned.
 */
export async function writeTogether(db: DbOrTx, writes: readonly SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const clauses = writes.slice(0, -1).map((write, index) => sql`${sql.identifier(`w${index}`)} as ${write}`);
  await db.execute(clauses.length ? sql`with ${sql.join(clauses, sql`, `)} ${last.getSQL()}` : last.getSQL());
}

/** Rows for one table of `prepareInsertTogether`, and the columns they give (the rest take their defaults). */
export interface RowsInsert {
  table: PgTable;
  columns: readonly string[];
  /** For rows that bring their own value for an identity column (`generated always`). */
  overridingSystemValue?: boolean;
}

/** A `RowsInsert`, with the columns checked against the table. */
export function rowsInto<T extends PgTable>(
  table: T,
  columns: readonly (keyof T['$inferSelect'] & string)[],
  options: { overridingSystemValue?: boolean } = {},
): RowsInsert {
  return { table, columns, ...options };
}

const dialect = new PgDialect();

/**
 * `writeTogether` for the busiest writes: rows for several tables in one statement whose text does
 * not depend on how many rows there are (each table's rows travel as one JSON parameter, spread by
 * `json_populate_recordset`), so it is built once and sent as a named prepared statement that
 * PostgreSQL parses and plans once per connection. All rows or none are written. The answer takes
 * one list of rows per table, in the order of `inserts`; each row gives every listed column (an
 * absent one is null, not its default), in values JSON carries (dates become ISO strings, which
 * timestamptz reads).
 */
export function prepareInsertTogether(db: Db, name: string, inserts: readonly RowsInsert[]) {
  const shapes = inserts.map(({ table, columns, overridingSystemValue }, index) => {
    const columnsOf = getTableColumns(table) as Record<string, { name: string }>;
    const names = columns.map((key) => columnsOf[key]!.name);
    const list = sql.join(
      names.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const rows = sql.placeholder(`rows${index}`);
    const insert = sql`insert into ${table} (${list})${overridingSystemValue ? sql` overriding system value` : sql``} select ${list} from json_populate_recordset(null::${table}, ${rows})`;
    return { insert, columns, names };
  });
  const last = shapes.at(-1)!;
  const clauses = shapes
    .slice(0, -1)
    .map(({ insert }, index) => sql`${sql.identifier(`w${index}`)} as (${insert})`);
  const statement = clauses.length ? sql`with ${sql.join(clauses, sql`, `)} ${last.insert}` : last.insert;
  const query = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (rowsPerTable: readonly (readonly object[])[]): Promise<void> => {
    const values: Record<string, string> = {};
    shapes.forEach(({ columns, names }, index) => {
      const rows = (rowsPerTable[index] ?? []) as Record<string, unknown>[];
      values[`rows${index}`] = JSON.stringify(
        rows.map((row) => Object.fromEntries(columns.map((key, at) => [names[at], row[key] ?? null]))),
      );
    });
    await query.execute(values);
  };
}
