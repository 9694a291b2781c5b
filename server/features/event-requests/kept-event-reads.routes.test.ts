import { expect, test } from 'vitest';
import { createChef } from '../../test/factories.ts';
import { aRequest, MENU } from '../../test/event-requests.ts';
import { buildTestApp, describeApi, signUp, type TestApp } from '../../test/test-app.ts';

const modelOf = async (answer: Promise<{ statusCode: number; body: string; json(): { model: unknown } }>) => {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model as Record<string, unknown> & { requests?: { id: number }[] };
};

/** Statements about event requests a call sent. */
const requestStatements = async (t: TestApp, call: () => Promise<unknown>) =>
  (await t.sql.during(call)).filter((statement) => /event_(requests|proposals)/.test(statement));

describeApi('kept event-request reads (a chef polling her list, a customer her request)', (ctx) => {
  test('a second read is the kept answer; any write shows at once; each reader has her own', async () => {
    const t = await buildTestApp(ctx().backend, { env: { READ_CACHE_MS: '60000' } });
    try {
      const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
      const jonas = await createChef(t, { kitchenTypes: ['lithuanian'] });
      const customer = await signUp(t.app);
      const filed = await modelOf(customer.client.post('/secure/event-request', aRequest(t)));
      const requestId = (filed.request as { id: number }).id;

      const onasList = () => modelOf(ona.client.get('/secure/open-event-requests'));
      expect((await onasList()).requests!.map((row) => row.id)).toEqual([requestId]);
      expect(await requestStatements(t, onasList)).toEqual([]);

      const detail = () =>
        modelOf(customer.client.get('/secure/event-request', { requestId: String(requestId) }));
      expect((await detail()).proposals).toEqual([]);
      expect(await requestStatements(t, detail)).toEqual([]);

      // Jonas proposes: the customer's kept page gives way at once.
      await modelOf(
        jonas.client.post('/secure/event-proposal', {
          requestId,
          courses: JSON.stringify(MENU),
          includes: '["cooking"]',
          price: 40_000,
          durationMinutes: 180,
        }),
      );
      expect((await detail()).proposals).toHaveLength(1);
      // Ona passes: her list is empty at once, while Jonas still sees the request he answered.
      await modelOf(ona.client.post('/secure/event-request-pass', { requestId }));
      expect((await onasList()).requests).toEqual([]);
      const jonasList = await modelOf(jonas.client.get('/secure/open-event-requests'));
      expect(jonasList.requests!.map((row) => row.id)).toEqual([requestId]);
      // Another reader is not given the customer's kept page.
      const stranger = await signUp(t.app);
      expect(
        (await stranger.client.get('/secure/event-request', { requestId: String(requestId) })).statusCode,
      ).toBe(404);
    } finally {
      await t.app.close();
    }
  });
});
