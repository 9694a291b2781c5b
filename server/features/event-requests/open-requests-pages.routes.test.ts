import { gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { vilniusInstant, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { OPEN_REQUESTS_PAGE_SIZE } from '#domain/event-requests/open-requests.schema.ts';
import { formatMessage, messagesEn, messagesLt } from '#domain/i18n/messages.ts';
import { eventRequests } from '../../db/schema.ts';
import { createChef, serviceDateIn } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

type Page = { requests: { id: number; serviceDate: number }[]; nextCursor: string | null };

async function pageOf(client: TestClient, cursor?: string): Promise<Page> {
  const response = await client.get('/secure/open-event-requests', cursor ? { cursor } : undefined);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model as Page;
}

/** Requests of one customer for any cuisine, at these instants; answers their ids in order. */
async function fileRequests(t: TestApp, customerId: string, instants: number[], city = 'Vilnius') {
  const rows = await t.db
    .insert(eventRequests)
    .values(
      instants.map((ms) => ({
        customerUserId: customerId,
        serviceAt: new Date(ms),
        city,
        guests: 10,
        budgetKind: 'perPerson' as const,
        budget: 4000,
        occasion: 'birthday' as const,
        expiresAt: new Date(ms),
        announcedAt: t.clock.now(),
      })),
    )
    .returning({ id: eventRequests.id, serviceAt: eventRequests.serviceAt });
  return rows;
}

/** 18:00 in Vilnius `days` from now (a working day), or `time` that day. */
const at = (t: TestApp, days: number, time = '18:00') =>
  vilniusInstant(vilniusDate(Number(serviceDateIn(t, days)) * 1000), time)!;

// Kept answers on, as in production: a page's kept answer must not stand in for another page.
describeApi(
  "a chef's open requests, page by page",
  (ctx) => {
    test('25 requests: 20 soonest, then the other 5 and no cursor; none twice, none left out, even three at one time across the page break', async () => {
      const t = ctx();
      const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
      const customer = await signUp(t.app);
      // 18 on days of their own, three at one time (places 19 to 21), four later: filed latest
      // first, so ids run against the order of service.
      const times = [
        ...Array.from({ length: 18 }, (_, i) => at(t, 2 + i)),
        ...Array.from({ length: 3 }, () => at(t, 20)),
        ...Array.from({ length: 4 }, (_, i) => at(t, 21 + i)),
      ];
      const rows = await fileRequests(t, customer.id, [...times].reverse());
      // And as many at 23:00, after her hours, between them: read and left out, batch after batch.
      await fileRequests(
        t,
        customer.id,
        Array.from({ length: 25 }, (_, i) => at(t, 2 + i, '23:00')),
      );
      const expected = [...rows]
        .sort((a, b) => a.serviceAt.getTime() - b.serviceAt.getTime() || a.id - b.id)
        .map((row) => row.id);

      const first = await pageOf(chef.client);
      expect(first.requests.map((row) => row.id)).toEqual(expected.slice(0, OPEN_REQUESTS_PAGE_SIZE));
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await pageOf(chef.client, first.nextCursor!);
      expect(second.requests.map((row) => row.id)).toEqual(expected.slice(OPEN_REQUESTS_PAGE_SIZE));
      expect(second.nextCursor).toBeNull();
      // Asked again, each page is the same (kept or not), and compressed for a browser that asks.
      expect(await pageOf(chef.client)).toEqual(first);
      expect(await pageOf(chef.client, first.nextCursor!)).toEqual(second);
      const browser = new TestClient(t.app, { 'accept-encoding': 'gzip' });
      browser.setCookie('sid', chef.client.sessionCookie!);
      for (const [cursor, page] of [
        [undefined, first],
        [first.nextCursor!, second],
      ] as const) {
        const zipped = await browser.get('/secure/open-event-requests', cursor ? { cursor } : undefined);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).model).toEqual(page);
      }

      // She passes on one of the first page: the first page now reaches into what was the second.
      const passed = await chef.client.post('/secure/event-request-pass', { requestId: expected[3]! });
      expect(passed.statusCode, passed.body).toBe(200);
      const after = await pageOf(chef.client);
      expect(after.requests.map((row) => row.id)).toEqual(
        expected.filter((id) => id !== expected[3]).slice(0, OPEN_REQUESTS_PAGE_SIZE),
      );
      const rest = await pageOf(chef.client, after.nextCursor!);
      expect([...after.requests, ...rest.requests].map((row) => row.id)).toEqual(
        expected.filter((id) => id !== expected[3]),
      );
      expect(rest.nextCursor).toBeNull();
    });

    test('a long run of requests she cannot take ends a page early, with a cursor from where it stopped', async () => {
      const t = ctx();
      // In Kaunas: the other tests' requests are in Vilnius.
      const chef = await createChef(t, { kitchenTypes: ['lithuanian'], city: 'Kaunas' });
      const customer = await signUp(t.app);
      await fileRequests(
        t,
        customer.id,
        Array.from({ length: 110 }, (_, i) => at(t, 2 + (i % 25), '23:00')),
        'Kaunas',
      );
      const [hers] = await fileRequests(t, customer.id, [at(t, 30)], 'Kaunas');
      // The first page reads a bounded number of them and stops; the next reads on from there.
      const first = await pageOf(chef.client);
      expect(first.requests).toEqual([]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await pageOf(chef.client, first.nextCursor!);
      expect(second.requests.map((row) => row.id)).toEqual([hers!.id]);
      expect(second.nextCursor).toBeNull();
    });

    test("a cursor the list did not make is a 400 naming it, in the asker's language; never a server error", async () => {
      const t = ctx();
      const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
      const lt = new TestClient(t.app, { 'accept-language': 'lt' });
      lt.setCookie('sid', chef.client.sessionCookie!);
      const odd = [
        'abc',
        '2026-07-01T18:00:00.000000Z',
        '2026-07-01T18:00:00Z_5',
        '2026-02-30T18:00:00.000000Z_5',
        '2026-07-01T24:00:00.000000Z_5',
        '1969-12-31T23:59:59.000000Z_5',
        '2026-07-01T18:00:00.000000Z_0',
        '2026-07-01T18:00:00.000000Z_2147483648',
        "2026-07-01T18:00:00.000000Z_1' OR 1=1",
        'WyIyMDI2LTA3LTAxVDE4OjAwOjAwLjAwMDAwMFoiLDVd',
        'x'.repeat(10_000),
      ];
      for (const cursor of odd) {
        for (const client of [chef.client, lt]) {
          const answer = await client.get('/secure/open-event-requests', { cursor });
          expect(answer.statusCode, `${cursor.slice(0, 40)}: ${answer.body.slice(0, 200)}`).toBe(400);
          expect(answer.json().fieldErrors).toEqual({ cursor: 'invalid' });
          const message = answer.json().messages.find((m: { field?: string }) => m.field === 'cursor');
          expect(message).toMatchObject({ code: 'forms.validation.invalidFormat' });
        }
      }
      // The app shows the code in the reader's language.
      expect(formatMessage(messagesLt, 'forms.validation.invalidFormat')).toBe('Neteisingas formatas');
      expect(formatMessage(messagesEn, 'forms.validation.invalidFormat')).toBe('Invalid format');
      // A well-made cursor past every request is simply the end of the list.
      expect(await pageOf(chef.client, '2099-12-31T23:59:59.999999Z_2147483647')).toEqual({
        requests: [],
        nextCursor: null,
      });
      expect((await new TestClient(t.app).get('/secure/open-event-requests')).statusCode).toBe(401);
    });
  },
  { env: { READ_CACHE_MS: '60000' } },
);
