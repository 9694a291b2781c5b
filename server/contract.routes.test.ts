import { expect, test } from 'vitest';
import type { ZodType } from 'zod';
import { catalogCalls } from './test/contract/catalog.calls.ts';
import { complaintsCalls } from './test/contract/complaints.calls.ts';
import { ordersCalls } from './test/contract/orders.calls.ts';
import { orderLifeCalls } from './test/contract/order-life.calls.ts';
import { paymentsCalls } from './test/contract/payments.calls.ts';
import { assetsCalls } from './test/contract/assets.calls.ts';
import { seedContractWorld, type ContractCalls } from './test/contract/world.ts';
import { describeApi, type TestApp } from './test/test-app.ts';

/**
 * Issue 22: one contract from the database to the screen. Every route of `app.routeTable` that
 * declares its answer (`schema.response[200]`, a `domain/**\/*.response.ts` schema in the envelope)
 * is called here with a valid request on a fresh database seeded by the factories, and its answer
 * must satisfy that schema, so a presenter that drifts from the contract the web reads fails CI
 * (the serializer answers a broken answer with a 500, and a missing field fails the parse).
 * A route with no declared answer must be on ROUTES_WITHOUT_A_CONTRACT, the work left: the list
 * must equal what the app holds, so it only shrinks (a route that gains a schema leaves it; a new
 * route without one fails).
 */

/** JSON envelopes not declared yet, as `METHOD /url`. Remove a line when its route declares its answer. */
const ROUTES_WITHOUT_A_CONTRACT: string[] = [
  'GET /dev/mailbox.json',
  'GET /health',
  'GET /health/live',
  'GET /questionnaires/:name',
  'GET /secure/address',
  'GET /secure/asset-purchase',
  'GET /secure/assistant-history',
  'GET /secure/availability',
  'GET /secure/me',
  'GET /secure/merchant-info',
  'GET /secure/message-thread',
  'GET /secure/message-threads',
  'GET /secure/notifications',
  'GET /secure/remove-product-file',
  'GET /secure/set-avatar',
  'GET /secure/store-management/application',
  'GET /secure/store-management/applications',
  'GET /secure/store-management/decisions',
  'GET /secure/store-management/dishes',
  'GET /secure/store-management/flagged-chefs',
  'GET /secure/store-management/message-reports',
  'GET /secure/store-management/message-thread',
  'GET /secure/store-management/order',
  'GET /secure/store-management/orders',
  'GET /secure/store-management/payouts',
  'GET /secure/store-management/staff',
  'GET /secure/store-management/summary',
  'GET /secure/store-management/withdrawals',
  'GET /secure/user-info',
  'GET /store/:nickname',
  'GET /store/product',
  'GET /store/product-details',
  'GET /store/service-slots',
  'POST /ask',
  'POST /check-name',
  'POST /logout',
  'POST /one-time-pin',
  'POST /payments/sandbox/confirm',
  'POST /pin-login',
  'POST /pw-login',
  'POST /register',
  'POST /secure/add-file-metadata',
  'POST /secure/address',
  'POST /secure/asset-purchase',
  'POST /secure/asset-request',
  'POST /secure/availability',
  'POST /secure/confirm-transfer',
  'POST /secure/file-upload',
  'POST /secure/merchant-info',
  'POST /secure/message',
  'POST /secure/message-read',
  'POST /secure/message-report',
  'POST /secure/message-thread',
  'POST /secure/notifications-read',
  'POST /secure/order-status',
  'POST /secure/password',
  'POST /secure/product',
  'POST /secure/product-details',
  'POST /secure/rate-order',
  'POST /secure/relate-file-to-product',
  'POST /secure/remove-product-file',
  'POST /secure/review-reply',
  'POST /secure/set-avatar',
  'POST /secure/store-management/dish-deactivation',
  'POST /secure/store-management/flagged-chef',
  'POST /secure/store-management/merchant-status',
  'POST /secure/store-management/message-report-resolution',
  'POST /secure/store-management/user-role',
  'POST /secure/store-management/withdrawal-status',
  'POST /secure/stripe-intent',
  'POST /secure/user-info',
  'POST /store/add-order-address',
  'POST /store/merchants',
  'POST /store/order-fees',
  'POST /store/order-relation-request',
  'POST /store/products',
  'POST /store/relate-order-to-user',
  'POST /user-files',
];

/** Routes that answer something other than the JSON envelope (files, pages, redirects, probes). */
const NOT_AN_ENVELOPE = new Set<string>([
  // The web app's pages and build files (web-app.ts), and a dish's share page (catalog).
  'GET /*',
  'GET /product-detail/:productId',
  // The development mailbox's page; uploaded files (images, certificates, video).
  'GET /dev/mailbox',
  'GET /repository/users/:userId/:fileName',
  // Catch-alls under /secure/ that only ever refuse (401/403/404 from the error handler).
  'GET /secure/*',
  'POST /secure/*',
  'GET /secure/store-management/*',
  'POST /secure/store-management/*',
]);

/** Every area's calls (server/test/contract/<area>.calls.ts). */
const CALLS: ContractCalls = {
  ...catalogCalls,
  ...complaintsCalls,
  ...ordersCalls,
  ...orderLifeCalls,
  ...paymentsCalls,
  ...assetsCalls,
};

/** Calls that need state another call leaves (they run after the rest, in this order). */
const LAST = ['POST /secure/store-management/complaint-resolution'];

const keyOf = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;
const declaredAnswer = (t: TestApp, key: string): ZodType | undefined => {
  const entry = t.app.routeTable.find((one) => keyOf(one) === key);
  const response = entry?.route.schema?.response as Record<string, ZodType> | undefined;
  return response?.[200];
};

describeApi('the API contract (issue 22): declared answers, checked against the routes', (ctx) => {
  test('a route without a declared answer is on the allow-list, and the list holds nothing else', () => {
    const t = ctx();
    const undeclared = t.app.routeTable
      .map(keyOf)
      .filter((key) => !NOT_AN_ENVELOPE.has(key) && !declaredAnswer(t, key));
    expect([...new Set(undeclared)].sort()).toEqual([...ROUTES_WITHOUT_A_CONTRACT].sort());
  });

  test(
    'every declared route answers a valid request with what its schema says',
    { timeout: 120_000 },
    async () => {
      const t = ctx();
      const declared = [...new Set(t.app.routeTable.map(keyOf))].filter((key) => declaredAnswer(t, key));
      expect(declared.length).toBeGreaterThan(0);
      expect(declared.filter((key) => !CALLS[key])).toEqual([]);
      const world = await seedContractWorld(t);
      const ordered = [
        ...declared.filter((key) => !LAST.includes(key)),
        ...LAST.filter((key) => declared.includes(key)),
      ];
      const broken: string[] = [];
      for (const key of ordered) {
        const response = await CALLS[key]!(world, t);
        const parsed = declaredAnswer(t, key)!.safeParse(response.json());
        if (response.statusCode !== 200 || !parsed.success)
          broken.push(
            `${key} -> ${response.statusCode} ${parsed.error?.message ?? response.body.slice(0, 300)}`,
          );
      }
      expect(broken).toEqual([]);
    },
  );
});
