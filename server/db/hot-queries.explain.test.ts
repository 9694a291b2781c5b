import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Logger } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { benchCalls, type BenchCall, type Http } from '../../scripts/bench/bench-calls.ts';
import { SEEDED_TABLES, seedRows } from '../../scripts/bench/seed-catalog.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { openPostgres, type Database } from './client.ts';

/**
 * No hot query walks a big table. Every statement the bench's calls send (scripts/bench/
 * bench-calls.ts: the chef list and its searches, chef and dish pages, slots, thread, fees, the
 * chef's and the console's order lists, order creation) and the console's searches is EXPLAINed
 * against a database seeded by the bench's own seed at SEEDED_CHEFS chefs, with the planner told the
 * sizes of 100,000 chefs (a million dishes, orders and messages). A sequential scan of a table the
 * planner believes holds more than BIG_TABLE rows fails the test, naming the statement.
 *
 * How the planner is told: PostgreSQL estimates a table's rows as its density (pg_class.reltuples
 * over relpages, as ANALYZE left them) times the pages it has now, so multiplying reltuples by the
 * growth makes every table, and every index, as many times fuller as the real data would be
 * (autovacuum is off for these tables, so nothing recounts them meanwhile). The statistics of each
 * column stay what ANALYZE found: proportions, which the seed keeps at every size.
 *
 * On PostgreSQL only (TEST_DATABASE_URL, as CI runs it): the plans that matter are those of the
 * server the marketplace runs on at this size, and changing pg_class needs its superuser.
 */
const SEEDED_CHEFS = 1000;
const REAL_CHEFS = 100_000;
const BIG_TABLE = 10_000;
const GROWTH = REAL_CHEFS / SEEDED_CHEFS;
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/** Every statement sent while `during` runs, with its parameters. */
class StatementLog implements Logger {
  private statements: { query: string; params: unknown[] }[] | null = null;
  logQuery(query: string, params: unknown[]): void {
    this.statements?.push({ query, params });
  }
  async during(work: () => Promise<unknown>) {
    const statements: { query: string; params: unknown[] }[] = [];
    this.statements = statements;
    try {
      await work();
    } finally {
      this.statements = null;
    }
    return statements;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads from start to end (sequential scans), by name. */
function sequentialScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) sequentialScans(child, found);
  return found;
}

/** Statements a plan can be asked of (not BEGIN, SET, NOTIFY's select...). */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

describe.skipIf(!ON_POSTGRES)(
  `hot queries at ${REAL_CHEFS.toLocaleString('en')} chefs walk no big table [postgres; skipped without TEST_DATABASE_URL: the plans checked are PostgreSQL's]`,
  () => {
    const log = new StatementLog();
    const name = `t_${randomUUID().replaceAll('-', '')}`;
    // Read only when the suite runs (it is still collected without TEST_DATABASE_URL).
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://localhost/unused';
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    let database: Database;
    let t: TestApp;
    let explainer: pg.Client;
    /** The rows the planner believes each table holds. */
    let believed: Map<string, number>;
    let calls: BenchCall[];

    /**
     * A connection that plans as at the real sizes. Reading a table from end to end costs a page
     * each of the pages it has: here GROWTH times fewer than it would, so each costs GROWTH times
     * more (seq_page_cost). Reading a few rows through an index costs the pages those rows are on,
     * which the table's size does not change (random_page_cost stays).
     */
    async function planner() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query(`SET seq_page_cost = ${GROWTH}`);
      return client;
    }

    async function offendersOf(statements: { query: string; params: unknown[] }[], client = explainer) {
      const offenders: string[] = [];
      const seen = new Set<string>();
      for (const { query, params } of statements) {
        if (!PLANNED.test(query) || seen.has(query)) continue;
        seen.add(query);
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (FORMAT JSON) ${query}`,
          params,
        );
        for (const table of sequentialScans(rows[0]!['QUERY PLAN'][0].Plan)) {
          const size = believed.get(table) ?? 0;
          if (size > BIG_TABLE) offenders.push(`Seq Scan on ${table} (${size} rows): ${query.slice(0, 600)}`);
        }
      }
      return offenders;
    }

    const http: Http = async ({ method, path: url, form, cookie }) => {
      const answer = await t.app.inject({
        method,
        url,
        payload: form ? new URLSearchParams(form).toString() : undefined,
        headers: {
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      });
      return {
        status: answer.statusCode,
        body: answer.body,
        cookies: answer.cookies.map((one) => `${one.name}=${one.value}`),
      };
    };

    /** The statements `call` sends, after checking it answers successfully. */
    async function statementsOf(call: Omit<BenchCall, 'name' | 'kind'>) {
      let status = 0;
      let body = '';
      const statements = await log.during(async () => ({ status, body } = await http(call)));
      expect(status, body).toBeLessThan(300);
      return { statements, body };
    }

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const [{ rolsuper }] = (
        await admin.query<{ rolsuper: boolean }>(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`)
      ).rows as [{ rolsuper: boolean }];
      if (!rolsuper)
        throw new Error('TEST_DATABASE_URL must name a superuser: the planner is told sizes in pg_class');
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      database = await openPostgres(url.toString(), 5, { logger: log });
      // Nothing may count the tables again behind the test's back.
      await database.db.execute(sql`DO $$ DECLARE t text; BEGIN
        FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
          EXECUTE format('ALTER TABLE %I SET (autovacuum_enabled = off)', t);
        END LOOP; END $$`);
      await database.db.transaction((tx) => seedRows(tx, SEEDED_CHEFS, { buyers: SEEDED_CHEFS }));
      await database.db.execute(sql`ANALYZE`);
      const scaled = [...SEEDED_TABLES, 'kitchen_type_counted'];
      await database.db.execute(sql`
        UPDATE pg_class SET reltuples = reltuples * ${GROWTH}
        WHERE reltuples > 0 AND (
          oid = ANY (SELECT (${'public.'} || unnest(${sql.param(scaled)}::text[]))::regclass)
          OR oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = ANY (SELECT (${'public.'} || unnest(${sql.param(scaled)}::text[]))::regclass))
        )`);
      explainer = await planner();
      believed = new Map(
        (
          await explainer.query<{ relname: string; reltuples: number }>(
            `SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
          )
        ).rows.map((row) => [row.relname, Number(row.reltuples)]),
      );
      t = await buildTestApp('postgres', {
        shared: { database, filesRoot: fs.mkdtempSync(path.join(os.tmpdir(), 'files-')) },
      });
      calls = await benchCalls(database.db, http, t.clock.now());
    }, 300_000);

    afterAll(async () => {
      await explainer?.end();
      // The app closes the database it was given; without an app, it is closed here.
      await (t ? t.app.close() : database?.close());
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });

    test('the planner believes the real sizes', () => {
      expect(believed.get('products')).toBeGreaterThanOrEqual(REAL_CHEFS * 10);
      expect(believed.get('orders')).toBeGreaterThanOrEqual(REAL_CHEFS * 10);
      expect(believed.get('messages')).toBeGreaterThanOrEqual(REAL_CHEFS * 10);
    });

    test('every call the bench measures', async () => {
      const offenders: string[] = [];
      for (const call of calls) {
        if (call.kind === 'bare') continue;
        const { statements } = await statementsOf(call);
        offenders.push(...(await offendersOf(statements)).map((line) => `${call.name}: ${line}`));
      }
      expect(offenders).toEqual([]);
    });

    test('the chef list: deep pages by cursor and by number, searches of cuisines and of several words', async () => {
      const chefList = (form: Record<string, string>) =>
        statementsOf({ method: 'POST', path: '/store/merchants', form });
      const first = await chefList({ page: '1', q: 'kūgelis' });
      const { nextCursor } = JSON.parse(first.body).model as { nextCursor: string };
      const statements = [
        ...first.statements,
        ...(await chefList({ page: '2', q: 'kūgelis', cursor: nextCursor })).statements,
        ...(await chefList({ page: '500' })).statements,
        ...(await chefList({ page: '1', q: 'gruzinų' })).statements,
        ...(await chefList({ page: '1', q: 'kugelis truffle' })).statements,
        ...(await chefList({ page: '1', q: 'Vardas77' })).statements,
        ...(await chefList({ page: '1', q: 'pica', city: 'Vilnius', hourRate: '100' })).statements,
      ];
      expect(await offendersOf(statements)).toEqual([]);
    });

    test('the chef list in its other orders, deep by cursor, and with a minimum rating', async () => {
      const chefList = (form: Record<string, string>) =>
        statementsOf({ method: 'POST', path: '/store/merchants', form });
      const statements = [];
      for (const sort of ['rating', 'nextAvailable']) {
        let cursor: string | undefined;
        // Page 5 by cursor: past the first page's keys, into the list's middle.
        for (let page = 1; page <= 5; page++) {
          const read = await chefList({ page: String(page), sort, ...(cursor ? { cursor } : {}) });
          statements.push(...read.statements);
          cursor = (JSON.parse(read.body).model as { nextCursor: string }).nextCursor;
          expect(cursor).toBeTruthy();
        }
      }
      statements.push(
        ...(await chefList({ page: '1', sort: 'rating', minRating: '4' })).statements,
        ...(await chefList({ page: '1', minRating: '4.5', city: 'Kaunas' })).statements,
        ...(await chefList({ page: '1', sort: 'nextAvailable', q: 'kūgelis' })).statements,
      );
      expect(await offendersOf(statements)).toEqual([]);
    });

    test("the console's searches: orders and dishes by every filter, deep pages by cursor", async () => {
      const operator = calls.find((call) => call.name === 'console order search')!.cookie!;
      const get = (path: string, query: Record<string, string> = {}) =>
        statementsOf({ method: 'GET', path: `${path}?${new URLSearchParams(query)}`, cookie: operator });
      const orders = '/secure/store-management/orders';
      const dishes = '/secure/store-management/dishes';
      const firstOrders = await get(orders);
      const firstDishes = await get(dishes, { q: 'kugel' });
      const cursorOf = (body: string) => (JSON.parse(body).model as { nextCursor: string }).nextCursor;
      const statements = [
        ...firstOrders.statements,
        ...(await get(orders, { cursor: cursorOf(firstOrders.body) })).statements,
        ...(await get(orders, { orderNumber: '#0a1b' })).statements,
        ...(await get(orders, { customer: 'buyer12' })).statements,
        ...(await get(orders, { chef: 'chef-12' })).statements,
        ...(await get(orders, { status: 'cancelled' })).statements,
        ...(await get(orders, { paymentStatus: 'refunded' })).statements,
        ...firstDishes.statements,
        ...(await get(dishes, { q: 'kugel', cursor: cursorOf(firstDishes.body) })).statements,
        ...(await get(dishes)).statements,
        ...(await get(dishes, { q: 'chef-12' })).statements,
        ...(await get(dishes, { state: 'deactivated' })).statements,
        ...(await get('/secure/store-management/summary')).statements,
        ...(await get('/secure/store-management/applications')).statements,
      ];
      expect(await offendersOf(statements)).toEqual([]);
    });

    test('the check finds a walk: without the index of dishes by chef, the chef page reads every dish', async () => {
      const chefPage = calls.find((call) => call.name === 'chef page')!;
      const { statements } = await statementsOf(chefPage);
      const client = await planner();
      try {
        await client.query('BEGIN');
        await client.query('DROP INDEX products_user_active_idx');
        const offenders = await offendersOf(statements, client);
        expect(offenders.some((line) => line.startsWith('Seq Scan on products'))).toBe(true);
      } finally {
        await client.query('ROLLBACK');
        await client.end();
      }
    });
  },
);
