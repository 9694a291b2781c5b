import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIDE_EFFECT_GETS } from '../plugins/security.ts';
import { buildTestApp, TEST_BACKENDS, TestClient, type TestApp } from '../test/test-app.ts';
import {
  buildWorld,
  type Allowed,
  type Args,
  type Caller,
  type Intruder,
  type World,
} from './ownership-world.ts';

/**
 * The security suite's ownership part: every route that takes an object's id refuses another user's
 * object. The routes come from `app.routeTable`; each one that takes an id is declared in an
 * IdRoute table (how to call it with a victim's id), and a guard test fails when a route takes an
 * id-like field that nobody has classified, so a route added later cannot slip past unnoticed.
 *
 * For each declared route, two signed-in intruders (a customer, and an approved chef with a kitchen
 * of their own) and, outside /secure/, an anonymous browser with a guest order of its own, call it
 * with the victim's id. Each call must be refused (or, where the route is scoped to the caller by
 * design, answer nothing of the victim's), leak none of the victim's data, and change nothing that
 * the victims see when they re-read their things. Then whoever may make the call makes it, and it
 * succeeds: the intruders' calls were well formed, so the refusal is about ownership.
 * The console (/secure/store-management/) is left out: operators may see everything, and every
 * route under it has its own 403 matrix (store-management.routes.test.ts).
 *
 * The tables are split by what their ids name (id-routes.ts), each tried by its own
 * `<thing>-ownership.test.ts`; route-table-ownership.test.ts is the guard over all of them.
 */

export interface IdRoute {
  /** `METHOD /url`, exactly as in app.routeTable. */
  route: string;
  /** The body or query field carrying the victim's id; `:param` for URL parameters. */
  field: string;
  /** Whose object the intruders name, in words (the test's name). */
  victim: string;
  args?: (w: World, me: Caller) => Args;
  url?: (w: World, me: Caller) => string;
  /**
   * refused (default): an error saying "not found" / "not yours" (REFUSALS). empty: the route answers
   * the caller's own view (200) with nothing of the victim's. ignored: 200, and nothing changes.
   */
  outcome?: 'refused' | 'empty' | 'ignored';
  /** Intruders who can try it; a customer has no dish, and only a buyer has a delivered order. */
  only?: Intruder[];
  /**
   * Who may make the call (with `args`/`url` of its own when the owner's call differs); it must
   * succeed, and its answer contain `sees` when given, which the intruders' answers must not.
   * Absent for the cross-id variants whose owner's form is the entry before them.
   */
  allowed?: {
    as: Allowed;
    args?: (w: World, me: Caller) => Args;
    url?: (w: World) => string;
    sees?: (w: World) => string;
  };
}

/**
 * What a refusal may say, and with which status: the codebase answers 404 "not found" for what the
 * caller may not know exists, 403 where the caller is known to lack the right (a dish of another
 * chef, a guest order of another browser), and 400/409 with a field error where an id is one of
 * several in a body. Anything else (a validation error, a conflict) would mean the call was
 * malformed or reached the object, so it does not count as a refusal.
 */
const REFUSALS: Record<string, number> = {
  'errors.notFound': 404,
  'orders.notFound': 404,
  'orders.notGuestOrder': 403,
  'orders.reviewNotFound': 404,
  'orders.dishUnavailable': 409,
  'complaints.notFound': 404,
  'complaints.photoNotYours': 400,
  'dishes.notFound': 404,
  'dishes.notYours': 403,
  'dishes.notApproved': 403,
  'dishes.imageNotYours': 404,
  'files.notYours': 400,
  'chefs.notFound': 404,
  'assets.transferNotFound': 404,
  'assets.purchaseNotFound': 404,
  'payments.intentNotFound': 404,
  'eventRequests.notFound': 404,
  'eventRequests.proposalNotFound': 404,
};

/**
 * One test per declared route, on a world built for this file alone; `more` adds the file's other
 * tests, which run after them on the same world.
 */
export function describeIdRoutes(
  name: string,
  entries: IdRoute[],
  more?: (w: () => World, ctx: () => TestApp) => void,
) {
  describeWithWebApp(name, (ctx) => {
    let world: World | undefined;
    beforeAll(async () => {
      world = await buildWorld(ctx());
    }, 180_000);
    const w = () => world!;

    // The victims' view before a test: the one taken after the last test that left them unchanged.
    let unchanged: Awaited<ReturnType<typeof victimsView>> | undefined;
    for (const entry of entries) {
      test(`${entry.route} (${entry.field}): ${entry.victim}`, async () => {
        const world = w();
        const before = unchanged ?? (await victimsView(world));
        unchanged = undefined; // a failure below leaves nothing to trust
        const problems: string[] = [];
        for (const intruder of intrudersOf(entry, world)) {
          const response = await send(
            intruder.client,
            entry.route,
            entry.args?.(world, intruder),
            entry.url?.(world, intruder),
          );
          const problem = refusalProblem(entry, response, world);
          if (problem) problems.push(`${intruder.name}: ${problem}`);
        }
        expect(problems).toEqual([]);
        const after = await victimsView(world);
        expect(after).toEqual(before);

        if (entry.allowed) {
          const { as, args, url, sees } = entry.allowed;
          const owner = callerOf(world, as);
          const response = await send(
            owner.client,
            entry.route,
            (args ?? entry.args)?.(world, owner),
            url?.(world) ?? entry.url?.(world, owner),
          );
          expect(response.statusCode, `${owner.name}: ${response.body.slice(0, 500)}`).toBe(200);
          if (sees) expect(response.body).toContain(sees(world));
        }
        // A read leaves the victims' view as it was; after a write the next test takes it afresh.
        if (!entry.allowed || isRead(entry.route)) unchanged = after;
      });
    }

    more?.(w, ctx);
  });
}

function refusalProblem(
  entry: IdRoute,
  response: Awaited<ReturnType<TestClient['get']>>,
  world: World,
): string | undefined {
  const { body, statusCode } = response;
  const leaked = world.secrets.filter((secret) => body.includes(secret));
  const seen = entry.allowed?.sees?.(world);
  if (seen && body.includes(seen)) leaked.push(seen);
  if (leaked.length) return `leaked ${leaked.join(', ')}: ${statusCode} ${body.slice(0, 300)}`;
  if (entry.outcome === 'empty' || entry.outcome === 'ignored') {
    return statusCode === 200
      ? undefined
      : `expected 200 (own view), got ${statusCode} ${body.slice(0, 300)}`;
  }
  // Share previews are pages: a 404 page, the same as for an id that does not exist.
  if (String(response.headers['content-type']).startsWith('text/html')) {
    return statusCode === 404 ? undefined : `page answered ${statusCode}`;
  }
  const code = (response.json() as { messages?: { code?: string }[] }).messages?.[0]?.code;
  if (code !== undefined && REFUSALS[code] === statusCode) return undefined;
  return `not refused: ${statusCode} ${code} ${body.slice(0, 300)}`;
}

function intrudersOf(entry: IdRoute, world: World): Caller[] {
  const kinds: Intruder[] = entry.route.split(' ')[1]!.startsWith('/secure/')
    ? ['customer', 'chef'] // an anonymous caller gets 401 there (security.test.ts)
    : ['customer', 'chef', 'visitor'];
  return kinds
    .filter((kind) => !entry.only || entry.only.includes(kind))
    .map((kind) => world.intruders[kind]);
}

function isRead(route: string): boolean {
  const [method, url] = route.split(' ') as [string, string];
  return method === 'GET' && !SIDE_EFFECT_GETS.has(url);
}

function callerOf(world: World, as: Allowed): Caller {
  if (as === 'anyone') return { name: 'anyone', client: new TestClient(world.t.app), own: {} };
  return world[as];
}

export function send(client: TestClient, route: string, args: Args = {}, url?: string) {
  const [method, routeUrl] = route.split(' ') as [string, string];
  const target = url ?? routeUrl;
  if (method === 'GET') {
    return client.get(target, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)])));
  }
  return client.post(target, args);
}

/**
 * Everything of the victims' as they see it themselves (the guest order through an operator, as
 * its guest cannot read /secure/order): taken before and after the intruders' calls.
 */
export async function victimsView(world: World) {
  const { chef, buyer, applicant, staff, ids } = world;
  const reads: [TestClient, string, Args?][] = [
    ...[
      ids.pendingOrder,
      ids.addOrder,
      ids.paidOrder,
      ids.paidOrder2,
      ids.deliveredOrder,
      ids.deliveredOrder2,
    ].map((orderId): [TestClient, string, Args] => [buyer.client, '/secure/order', { orderId }]),
    [staff, '/secure/order', { orderId: ids.guestOrder }],
    [buyer.client, '/secure/order-reviews', { orderId: ids.deliveredOrder }],
    [buyer.client, '/secure/order-reviews', { orderId: ids.deliveredOrder2 }],
    [buyer.client, '/secure/user-info'],
    [buyer.client, '/secure/assets'],
    [chef.client, '/secure/user-info'],
    [chef.client, '/secure/merchant-info'],
    [chef.client, '/secure/seller-orders'],
    [chef.client, '/secure/notifications'],
    [chef.client, '/secure/message-threads'],
    [buyer.client, '/secure/message-thread', { threadId: ids.thread }],
    [buyer.client, '/secure/event-request', { requestId: ids.eventRequest }],
    [buyer.client, '/secure/event-request', { requestId: ids.eventRequestToAccept }],
    [chef.client, '/secure/event-request', { requestId: ids.eventRequestToAccept }],
    [chef.client, '/secure/assets'],
    [chef.client, '/secure/asset-purchase', { purchaseId: ids.purchase }],
    ...[ids.publicDish, ids.secondDish, ids.hiddenDish].flatMap((productId): [TestClient, string, Args][] => [
      [chef.client, '/store/product', { productId }],
      [chef.client, '/store/product-details', { productId }],
    ]),
    [applicant.client, '/secure/user-info'],
    [applicant.client, '/secure/merchant-info'],
  ];
  const view: Record<string, unknown> = {};
  for (const [client, url, args] of reads) {
    const response = await send(client, `GET ${url}`, args);
    view[`${url} ${JSON.stringify(args ?? {})}`] = { status: response.statusCode, body: response.json() };
  }
  for (const [owner, metaData] of [
    [chef, 'certificate'],
    [chef, 'video-cv'],
    [applicant, 'certificate'],
  ] as const) {
    const response = await owner.client.post('/user-files', { userId: owner.id, metaData });
    view[`/user-files ${owner.name} ${metaData}`] = response.json();
  }
  return view;
}

/**
 * describeApi with a built web app: the share previews (/store/:nickname, /product-detail/:id)
 * answer 404 for what is not public only when there is an index.html to send (503 without one).
 * Like describeApi, it runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
export function describeWithWebApp(name: string, define: (ctx: () => TestApp) => void) {
  for (const backend of TEST_BACKENDS) {
    describe(`${name} [${backend}]`, () => {
      let current: TestApp | undefined;
      let webRoot = '';
      beforeAll(async () => {
        webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
        fs.writeFileSync(
          path.join(webRoot, 'index.html'),
          '<!doctype html><html><head><title>Namų šefas</title></head><body><div id="root"></div></body></html>',
        );
        current = await buildTestApp(backend, { webRoot });
      });
      afterAll(async () => {
        await current?.app.close();
        if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
      });
      define(() => {
        if (!current) throw new Error('test app not ready');
        return current;
      });
    });
  }
}
