import { expect, test } from 'vitest';
import type { ZodType } from 'zod';
import { availabilityCalls } from './test/contract/availability.calls.ts';
import { chefsCalls } from './test/contract/chefs.calls.ts';
import { dishesCalls } from './test/contract/dishes.calls.ts';
import { filesCalls } from './test/contract/files.calls.ts';
import { catalogCalls } from './test/contract/catalog.calls.ts';
import { complaintsCalls } from './test/contract/complaints.calls.ts';
import { messagesCalls } from './test/contract/messages.calls.ts';
import { eventRequestsCalls } from './test/contract/event-requests.calls.ts';
import { ordersCalls } from './test/contract/orders.calls.ts';
import { storeManagementCalls } from './test/contract/store-management.calls.ts';
import { orderLifeCalls } from './test/contract/order-life.calls.ts';
import { paymentsCalls } from './test/contract/payments.calls.ts';
import { assetsCalls } from './test/contract/assets.calls.ts';
import { notificationsCalls } from './test/contract/notifications.calls.ts';
import { assistantCalls } from './test/contract/assistant.calls.ts';
import { onboardingCalls } from './test/contract/onboarding.calls.ts';
import { healthCalls } from './test/contract/health.calls.ts';
import { authCalls } from './test/contract/auth.calls.ts';
import { privacyCalls } from './test/contract/privacy.calls.ts';
import { profileCalls } from './test/contract/profile.calls.ts';
import { seedContractWorld, type ContractCalls } from './test/contract/world.ts';
import { describeApi, type TestApp } from './test/test-app.ts';

/**
 * One contract from the database to the screen. Every route of `app.routeTable` that
 * declares its answer (`schema.response[200]`, a `domain/**\/*.response.ts` schema in the envelope)
 * is called here with a valid request on a fresh database seeded by the factories, and its answer
 * must satisfy that schema, so a presenter that drifts from the contract the web reads fails CI
 * (the serializer answers a broken answer with a 500, and a missing field fails the parse).
 * Every route that answers the JSON envelope declares its answer; a new one without a schema fails
 * here (the rest are on NOT_AN_ENVELOPE).
 */

/** Routes that answer something other than the JSON envelope (files, pages, redirects, probes). */
const NOT_AN_ENVELOPE = new Set<string>([
  // The web app's pages and build files (web-app.ts), and a dish's share page (catalog).
  'GET /*',
  'GET /product-detail/:productId',
  'GET /store/:nickname',
  // Prometheus' text format, for the operator's scraper (plugins/metrics.ts).
  'GET /metrics',
  // The development mailbox's page; uploaded files (images, certificates, video).
  'GET /dev/mailbox',
  'GET /repository/users/:userId/:fileName',
  // A person's data export: a JSON file to keep, not an answer to read (features/privacy).
  'GET /secure/account/export',
  // Catch-alls under /secure/ that only ever refuse (401/403/404 from the error handler).
  'GET /secure/*',
  'POST /secure/*',
  'GET /secure/store-management/*',
  'POST /secure/store-management/*',
]);

/**
 * Writes that declare no body schema (plugins/request-schemas.ts `takes`), each with its reason;
 * every other POST, PUT and PATCH route has its body read by the schema it declares.
 */
const NO_BODY_SCHEMA: Record<string, string> = {
  'POST /logout': 'takes nothing: the session cookie is the whole request',
  'POST /secure/account/delete-pin': 'takes nothing: the PIN goes to the signed-in account',
  'POST /secure/file-upload': 'multipart: the file is streamed to the store, its fields read beside it',
  'POST /payments/stripe/webhook': "raw bytes: Stripe's signature is checked over them before any reading",
  'POST /store/order':
    'one body in three shapes (all lines at once, a line for an existing order, a first line), told apart by the fields sent',
  'POST /secure/event-proposal-accept':
    'the address is read (and required whole) only when one of its fields is sent',
  'POST /ask': "the question travels in the query string (the spec's way) or the body, read as one",
  'POST /secure/remove-product-file': "the id comes in the query (the spec's GET) or the body, read as one",
  'POST /secure/set-avatar': "the id comes in the query (the spec's GET) or the body, read as one",
  'POST /secure/*': 'a catch-all that only ever refuses',
  'POST /secure/store-management/*': 'a catch-all that only ever refuses',
};

/** Every area's calls (server/test/contract/<area>.calls.ts). */
const CALLS: ContractCalls = {
  ...availabilityCalls,
  ...catalogCalls,
  ...complaintsCalls,
  ...ordersCalls,
  ...storeManagementCalls,
  ...messagesCalls,
  ...eventRequestsCalls,
  ...chefsCalls,
  ...dishesCalls,
  ...filesCalls,
  ...orderLifeCalls,
  ...paymentsCalls,
  ...assetsCalls,
  ...notificationsCalls,
  ...assistantCalls,
  ...onboardingCalls,
  ...healthCalls,
  ...authCalls,
  ...profileCalls,
  ...privacyCalls,
};

/** Calls that need state another call leaves (they run after the rest, in this order). */
const LAST = [
  'POST /secure/availability',
  'POST /secure/store-management/complaint-resolution',
  // The queue's chef and the open report are read by the calls before these decide them.
  'POST /secure/store-management/flagged-chef',
  'POST /secure/store-management/message-report-resolution',
  // The seed's review is read unanswered, and the withdrawal listed as pending, before these change them.
  'POST /secure/review-reply',
  'POST /secure/store-management/withdrawal-status',
];

const keyOf = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;
const declaredBody = (t: TestApp, key: string): unknown =>
  t.app.routeTable.find((one) => keyOf(one) === key)?.route.schema?.body;
const declaredAnswer = (t: TestApp, key: string): ZodType | undefined => {
  const entry = t.app.routeTable.find((one) => keyOf(one) === key);
  const response = entry?.route.schema?.response as Record<string, ZodType> | undefined;
  return response?.[200];
};

/** Where `sent` (what the route handed its serializer, as JSON) has a field `answer` lacks. */
function fieldsDropped(sent: unknown, answer: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(answer))
    return sent.flatMap((item, index) => fieldsDropped(item, answer[index], `${at}[${index}]`));
  if (!isObject(sent) || !isObject(answer)) return [];
  return Object.keys(sent).flatMap((name) =>
    name in answer ? fieldsDropped(sent[name], answer[name], `${at}.${name}`) : [`${at}.${name}`],
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describeApi(
  'the API contract: declared answers, checked against the routes',
  (ctx) => {
    test('every route that answers the JSON envelope declares its answer', () => {
      const t = ctx();
      const undeclared = t.app.routeTable
        .map(keyOf)
        .filter((key) => !NOT_AN_ENVELOPE.has(key) && !declaredAnswer(t, key));
      expect([...new Set(undeclared)].sort()).toEqual([]);
    });

    test('every write outside multipart declares the body it takes', () => {
      const t = ctx();
      const writes = [
        ...new Set(
          t.app.routeTable.filter(({ method }) => ['POST', 'PUT', 'PATCH'].includes(method)).map(keyOf),
        ),
      ];
      expect(writes.filter((key) => !NO_BODY_SCHEMA[key] && !declaredBody(t, key)).sort()).toEqual([]);
      // An exception that has come to declare its body leaves the list.
      expect(writes.filter((key) => NO_BODY_SCHEMA[key] && declaredBody(t, key))).toEqual([]);
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
        const dropped: string[] = [];
        for (const key of ordered) {
          t.modelsSent.delete(key);
          const response = await CALLS[key]!(world, t);
          const answer: unknown = response.json();
          const parsed = declaredAnswer(t, key)!.safeParse(answer);
          if (response.statusCode !== 200 || !parsed.success)
            broken.push(
              `${key} -> ${response.statusCode} ${parsed.error?.message ?? response.body.slice(0, 300)}`,
            );
          const sent = t.modelsSent.get(key);
          if (sent !== undefined)
            dropped.push(
              ...fieldsDropped(JSON.parse(JSON.stringify(sent)), answer).map((at) => `${key}: ${at}`),
            );
        }
        expect(broken).toEqual([]);
        // A field the route sends that its schema does not name never reaches the screen: name it in
        // the schema (the web may be reading it) or stop sending it.
        expect(dropped).toEqual([]);
      },
    );
  },
  { keepModels: true },
);
