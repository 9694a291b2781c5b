import { expect, test } from 'vitest';
import { CONSOLE_PREFIX } from '../features/store-management/store-management.routes.ts';
import { signUp, TestClient, type TestApp } from '../test/test-app.ts';
import { describeWithWebApp } from './id-route-check.ts';
import { ID_ROUTES } from './id-routes.ts';

/**
 * The ownership suite's guard: every route in `app.routeTable` that reads an id-like field is in
 * one of the IdRoute tables (each tried by its `<thing>-ownership.test.ts`), or declared public
 * here, so a route added later cannot slip past unnoticed.
 */

/** Id-like fields, or URL parameters, that any caller may name with any value, and why. */
const PUBLIC_ID_FIELDS = [
  {
    route: 'GET /questionnaires/:name',
    field: ':name',
    why: 'the chef application form’s name: one public form, the same for everyone',
  },
];

/** A field name that names an object: what the guard looks for in a route's validation errors. */
const ID_LIKE = /^(id|ids|nickname)$|Ids?$/;
/** Sent malformed to every route, so a route that reads one reports it in its fieldErrors. */
const PROBED_FIELDS = [
  'id',
  'ids',
  'userId',
  'orderId',
  'itemId',
  'productId',
  'fileId',
  'fileIds',
  'photoIds',
  'complaintId',
  'reviewId',
  'requestId',
  'proposalId',
  'transferId',
  'purchaseId',
  'withdrawalId',
  'notificationId',
  'paymentId',
  'payoutId',
  'addressId',
  'videoCVFileId',
  'nickname',
  'threadId',
  'messageId',
  'photoId',
];

describeWithWebApp('every route that takes an object id is in an ownership table', (ctx) => {
  test('the table covers every id-taking route in routeTable (classify a new one here)', async () => {
    const { app } = ctx();
    const declared = new Set(
      [...ID_ROUTES, ...PUBLIC_ID_FIELDS].map(({ route, field }) => `${route} ${field}`),
    );
    const routes = app.routeTable.filter(({ url }) => !url.startsWith(CONSOLE_PREFIX));
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    const probe = await signUp(app);
    const detected = new Set<string>();
    const serverErrors: string[] = [];
    for (const { method, url } of routes) {
      for (const field of await idFieldsOf(app, probe.client, method, url, serverErrors)) {
        detected.add(`${method} ${url} ${field}`);
      }
    }
    expect(serverErrors).toEqual([]);
    // A route reading an id-like field that no table classifies: add it to the table of what it
    // names (id-routes.ts, with a victim's object to try it on) or, if any id is fine, to
    // PUBLIC_ID_FIELDS with why.
    expect([...detected].filter((key) => !declared.has(key))).toEqual([]);
    // And the table names nothing that is gone: no route, and no top-level field the route no
    // longer reads (fields inside a JSON text, like items.productId, are not seen by the probe).
    const stale = [...declared].filter((key) => {
      const [method, url, field] = key.split(' ') as [string, string, string];
      return !registered.has(`${method} ${url}`) || (!field.includes('.') && !detected.has(key));
    });
    expect(stale).toEqual([]);
    expect(ID_ROUTES.length).toBeGreaterThan(30); // a guard against an empty, vacuous table
  });
});

/** The id-like fields a route reads: its URL parameters, and what its validation errors name. */
async function idFieldsOf(
  app: TestApp['app'],
  client: TestClient,
  method: string,
  url: string,
  serverErrors: string[],
): Promise<string[]> {
  if (url.includes(':')) return [url.match(/:\w+/g)!.join('/')];
  // Signing out would end the probe's session for the routes after it.
  const caller = url === '/logout' ? new TestClient(app) : client;
  const malformed = Object.fromEntries(PROBED_FIELDS.map((field) => [field, 'not-an-id']));
  const found = new Set<string>();
  // Once with nothing (required fields are named), once with every known id field malformed.
  for (const fields of [{}, malformed]) {
    const query = new URLSearchParams(fields).toString();
    const response =
      method === 'GET'
        ? await caller.get(url, fields)
        : await caller.post(query ? `${url}?${query}` : url, fields);
    if (response.statusCode >= 500) serverErrors.push(`${method} ${url} -> ${response.statusCode}`);
    if (!String(response.headers['content-type']).startsWith('application/json')) continue;
    const fieldErrors = (response.json() as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    for (const field of Object.keys(fieldErrors)) if (ID_LIKE.test(field)) found.add(field);
  }
  return [...found];
}
