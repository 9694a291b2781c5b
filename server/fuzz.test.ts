import fc from 'fast-check';
import { expect, test } from 'vitest';
import { chefKitchen, signInStaff } from './test/factories.ts';
import { pathVariants } from './test/path-variants.ts';
import { describeApi, TestClient, type TestApp } from './test/test-app.ts';

/**
 * The security suite's fuzz: every registered route gets
 * random bodies and queries from every kind of caller, and never answers 500. Field names are
 * mostly the API's own, so the values reach the validation and the services behind it.
 */
const FIELDS = [
  'orderId',
  'itemId',
  'productId',
  'productVolume',
  'items',
  'status',
  'rating',
  'comment',
  'reply',
  'reviewId',
  'pin',
  'identityKey',
  'password',
  'type',
  'email',
  'userId',
  'valid',
  'reason',
  'volume',
  'recipientAddressType',
  'recipientAddress',
  'requestId',
  'complaintId',
  'text',
  'photoIds',
  'fileId',
  'metaData',
  'page',
  'q',
  'kitchenType',
  'hourRate',
  'city',
  'serviceDeliveryDate',
  'payInCash',
  'cateringRequired',
  'title',
  'description',
  'price',
  'active',
  'preparationMinutes',
  'allergens',
  'nickname',
  'firstName',
  'lastName',
  'phoneNumber',
  'phoneCountry',
  'postalCode',
  'state',
  'phone',
  'formatted_address',
  'handoverCode',
  'outcome',
  'refundAmount',
  'updatedTimestamp',
  'role',
  'ids',
  'amount',
  'id',
  'secret',
  'cardNumber',
  'expiry',
  'cvc',
  'withdrawalId',
  'purchaseId',
  'language',
  'questionarieId',
  'answers',
  'orderNumber',
  'customer',
  'chef',
  'subjectType',
  'subjectId',
];

/** Values that have broken parsers before: empty, huge, negative, not-a-number, JSON of the wrong shape. */
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }).map(String),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'true',
    'false',
    'null',
    '[]',
    '{}',
    '[1,2]',
    '[{"productId":1,"productVolume":-3}]',
    '[{"productId":"x"}]',
    '{"a":{"b":[]}}',
    '99999999999999999999',
    // Past the database's integer columns, and past a double's exact integers.
    '2147483648',
    '-2147483649',
    '4294967296',
    '9007199254740993',
    '1e20',
    '[{"productId":2147483648,"productVolume":1}]',
    '[{"productId":1,"productVolume":2147483648}]',
    '2026-13-45',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    'ą'.repeat(5000),
  ),
);
const body = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), value, {
  maxKeys: 6,
});

/** A fixed seed keeps CI repeatable; FUZZ_RUNS and FUZZ_SEED let a longer hunt run by hand. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** Routes a fuzzer must not call: ending the session would only make every later call a 401. */
const SKIP = new Set(['POST /logout']);

async function callers(t: TestApp) {
  const kitchen = await chefKitchen(t);
  const { buyer } = await kitchen.order();
  const operator = await signInStaff(t);
  return {
    anonymous: new TestClient(t.app),
    customer: buyer.client,
    chef: kitchen.chef.client,
    operator: operator.client,
  };
}

/** Fills `:param` segments with fuzzed text, so parametric routes are fuzzed too. */
const withParams = (url: string, fill: string) =>
  url.replace(/:(\w+)/g, () => encodeURIComponent(fill || 'x'));

describeApi('fuzzed bodies and queries never yield a 500', (ctx) => {
  test('every route, every kind of caller', { timeout: 240_000 }, async () => {
    const t = ctx();
    const clients = await callers(t);
    const routes = t.app.routeTable.filter(
      ({ method, url }) => !SKIP.has(`${method} ${url}`) && (method === 'GET' || method === 'POST'),
    );
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const [who, client] of Object.entries(clients)) {
        await fc
          .assert(
            fc.asyncProperty(
              body,
              fc.string({ maxLength: 20 }),
              fc.nat(),
              async (fields, param, spelling) => {
                // The path in another spelling (encoded letters, case, slashes...) too.
                const plain = withParams(url, param);
                const spellings = [plain, ...pathVariants(plain)];
                const target = spellings[spelling % spellings.length]!;
                const response =
                  method === 'GET' ? await client.get(target, fields) : await client.post(target, fields);
                // 503 is the page routes' honest answer here: tests run without a built web app.
                if (response.statusCode >= 500 && response.statusCode !== 503) {
                  failures.push(
                    `${who} ${method} ${target} ${JSON.stringify(fields)} -> ${response.statusCode}`,
                  );
                  return false;
                }
                return true;
              },
            ),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
          .catch(() => undefined); // collected above, so one report lists every failing route
      }
    }
    expect(failures).toEqual([]);
  });
});
