import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { formatMessage, messagesLt } from '#domain/i18n/messages.ts';
import { SENDING_LIMITS } from '#domain/sending-limits.ts';
import { eventProposalRevisions, eventRequests } from '../../db/schema.ts';
import { createChef } from '../../test/factories.ts';
import { aRequest } from '../../test/event-requests.ts';
import { describeApi, signUp, type TestApp, type TestClient } from '../../test/test-app.ts';

/**
 * Event requests reach every chef who can take them, and proposals (and their revisions) reach the
 * customer: both are limited per account and per address, counted with what is stored (a refused
 * one stores nothing; several at once cannot pass the last place). Off in the other tests.
 */
const LIMITS_ON = { SENDING_LIMITS: 'on' };
const DAY = 24 * 3_600_000;

const aProposal = (extra: Record<string, unknown>) => ({
  courses: JSON.stringify([{ title: 'Šaltibarščiai', allergens: ['milk', 'eggs'] }]),
  includes: JSON.stringify(['shopping', 'cooking']),
  price: 54_000,
  durationMinutes: 240,
  ...extra,
});

const file = (t: TestApp, client: TestClient) => client.post('/secure/event-request', aRequest(t, 9));
const filedBy = async (t: TestApp, customerId: string) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(eventRequests)
        .where(eq(eventRequests.customerUserId, customerId))
    )[0]!.n,
  );

describeApi(
  'sending limits: event requests and proposals',
  (ctx) => {
    test('5 requests a day per account; the 6th is a 429 naming the hours in both languages, nothing stored', async () => {
      const t = ctx();
      await createChef(t, { kitchenTypes: ['lithuanian'] });
      const customer = await signUp(t.app);
      const { max } = SENDING_LIMITS.eventRequest.account[0]!;
      expect(max).toBe(5);
      for (let i = 0; i < max; i++) expect((await file(t, customer.client)).statusCode).toBe(200);
      const refused = await file(t, customer.client);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(24 * 3600);
      const [said] = refused.json().messages;
      expect(said.message).toBe('You have sent many event requests today. You can send another in 24 h.');
      expect(formatMessage(messagesLt, said.code, said.params)).toBe(
        'Šiandien išsiuntėte daug renginio užklausų. Kitą galėsite siųsti po 24 val.',
      );
      expect(await filedBy(t, customer.id)).toBe(max);
      t.clock.advance(DAY + 1000);
      expect((await file(t, customer.client)).statusCode).toBe(200);
    });

    test('requests at once at the edge: exactly the free places are filed', async () => {
      const t = ctx();
      await createChef(t, { kitchenTypes: ['lithuanian'] });
      const customer = await signUp(t.app);
      const answers = await Promise.all(Array.from({ length: 8 }, () => file(t, customer.client)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 429, 429, 429,
      ]);
      expect(await filedBy(t, customer.id)).toBe(5);
    });

    test('an address files 20 a day across its accounts', async () => {
      const t = ctx();
      await createChef(t, { kitchenTypes: ['lithuanian'] });
      const address = '203.0.113.44';
      for (let i = 0; i < 4; i++) {
        const customer = await signUp(t.app, undefined, address);
        for (let j = 0; j < 5; j++) expect((await file(t, customer.client)).statusCode).toBe(200);
      }
      const fifth = await signUp(t.app, undefined, address);
      const refused = await file(t, fifth.client);
      expect([refused.statusCode, refused.json().messages[0].code]).toEqual([
        429,
        'limits.eventRequests.hours',
      ]);
      expect(await filedBy(t, fifth.id)).toBe(0);
      const elsewhere = await signUp(t.app, undefined, '198.51.100.44');
      expect((await file(t, elsewhere.client)).statusCode).toBe(200);
    });

    test('a chef sends or revises 30 proposals a day; the 31st (a revision or a new one) is a 429, nothing stored', async () => {
      const t = ctx();
      const chef = await createChef(t, { kitchenTypes: ['lithuanian'] });
      const requestIds: number[] = [];
      for (let i = 0; i < 2; i++) {
        const customer = await signUp(t.app, undefined, `198.51.100.${60 + i}`);
        requestIds.push((await file(t, customer.client)).json().model.request.id);
      }
      const { max } = SENDING_LIMITS.proposal.account[0]!;
      expect(max).toBe(30);
      const sent = await chef.client.post('/secure/event-proposal', aProposal({ requestId: requestIds[0] }));
      expect(sent.statusCode, sent.body).toBe(200);
      const proposalId = sent.json().model.proposal.id as number;
      const revise = (price: number) =>
        chef.client.post('/secure/event-proposal-revision', aProposal({ proposalId, price }));
      for (let i = 1; i < max; i++) expect((await revise(54_000 + i * 100)).statusCode).toBe(200);
      const revisions = async () =>
        Number(
          (
            await t.db
              .select({ n: count() })
              .from(eventProposalRevisions)
              .where(eq(eventProposalRevisions.proposalId, proposalId))
          )[0]!.n,
        );
      expect(await revisions()).toBe(max);
      const refused = await revise(99_000);
      expect([refused.statusCode, refused.json().messages[0].code]).toEqual([429, 'limits.proposals.hours']);
      const another = await chef.client.post(
        '/secure/event-proposal',
        aProposal({ requestId: requestIds[1] }),
      );
      expect(another.statusCode).toBe(429);
      expect(
        formatMessage(messagesLt, another.json().messages[0].code, another.json().messages[0].params),
      ).toBe('Šiandien išsiuntėte ar pakeitėte daug pasiūlymų. Daugiau galėsite siųsti po 24 val.');
      expect(await revisions()).toBe(max);
      t.clock.advance(DAY + 1000);
      expect((await revise(99_000)).statusCode).toBe(200);
    });
  },
  { env: LIMITS_ON },
);
