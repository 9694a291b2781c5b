import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { formatMessage, messagesLt } from '#domain/i18n/messages.ts';
import { SENDING_LIMITS } from '#domain/sending-limits.ts';
import { messageReports, messages } from '../../db/schema.ts';
import { createChef, createDish, placeOrder } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

/**
 * Messages and reports are limited per account and per network address (domain/sending-limits.ts),
 * counted in the database with what is stored, so a refused send stores nothing and sends at once
 * cannot pass the last place; new-message mails are batched per sender and recipient, so many
 * threads with one person do not make many mails. The limits are off in the other tests.
 */
const LIMITS_ON = { SENDING_LIMITS: 'on' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const send = (client: TestClient, threadId: string, text: string) =>
  client.post('/secure/message', { threadId, text });

async function model(response: Promise<{ statusCode: number; body: string; json: () => Json }>) {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().model as Json;
}

/** A chef with a dish, and a customer (from `address`) with a question thread about it. */
async function question(t: TestApp, address?: string) {
  const chef = await createChef(t);
  const { productId } = await createDish(chef.client, { title: 'Cepelinai' });
  const customer = await signUp(t.app, undefined, address);
  const thread = (await model(customer.client.post('/secure/message-thread', { productId }))).thread;
  return { chef, customer, productId, threadId: thread.id as string };
}

const sentBy = async (t: TestApp, userId: string) =>
  Number((await t.db.select({ n: count() }).from(messages).where(eq(messages.senderUserId, userId)))[0]!.n);

/** The refusal as the API answers it (English) and as a Lithuanian screen shows its code. */
function refusal(response: { statusCode: number; headers: Record<string, unknown>; json: () => Json }) {
  const [said] = response.json().messages;
  return {
    status: response.statusCode,
    retryAfter: Number(response.headers['retry-after']),
    en: said.message as string,
    lt: formatMessage(messagesLt, said.code, said.params),
  };
}

describeApi(
  'sending limits: messages',
  (ctx) => {
    const perMinute = SENDING_LIMITS.message.account[0]!;

    test('an account sends 20 messages a minute; the 21st is a 429 in both languages, stored nowhere', async () => {
      const t = ctx();
      const { customer, threadId } = await question(t);
      expect(perMinute).toEqual({ max: 20, windowMinutes: 1 });
      for (let i = 0; i < perMinute.max; i++) await model(send(customer.client, threadId, `q${i}`));
      const refused = await send(customer.client, threadId, 'one more');
      expect(refusal(refused)).toEqual({
        status: 429,
        retryAfter: 60,
        en: 'You have sent many messages in a short time. You can send more in 1 min.',
        lt: 'Per trumpą laiką išsiuntėte daug žinučių. Daugiau galėsite siųsti po 1 min.',
      });
      expect(await sentBy(t, customer.id)).toBe(perMinute.max);
      t.clock.advance(MINUTE + 1000);
      await model(send(customer.client, threadId, 'later'));
      expect(await sentBy(t, customer.id)).toBe(perMinute.max + 1);
    });

    test('sends at once at the edge: exactly the free places pass', async () => {
      const t = ctx();
      const { customer, threadId } = await question(t);
      for (let i = 0; i < perMinute.max - 3; i++) await model(send(customer.client, threadId, `q${i}`));
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => send(customer.client, threadId, `burst ${i}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      expect(await sentBy(t, customer.id)).toBe(perMinute.max);
    });

    test('an address is limited across its accounts; another address is not held up', async () => {
      const t = ctx();
      const address = '203.0.113.21';
      const { max } = SENDING_LIMITS.message.address[0]!;
      const perAccount = perMinute.max;
      const senders = await Promise.all(
        Array.from({ length: Math.ceil(max / perAccount) + 1 }, () => question(t, address)),
      );
      let sent = 0;
      for (const { customer, threadId } of senders) {
        for (let i = 0; i < perAccount && sent < max; i++, sent++)
          await model(send(customer.client, threadId, `m${sent}`));
      }
      const last = senders[senders.length - 1]!;
      const refused = await send(last.customer.client, last.threadId, 'from the same network');
      expect([refused.statusCode, refused.json().messages[0].code]).toEqual([429, 'limits.messages.minutes']);
      expect(await sentBy(t, last.customer.id)).toBe(0);
      // The same account from elsewhere (a phone on its carrier) is counted by its own address.
      const elsewhere = new TestClient(t.app, {}, '198.51.100.30');
      elsewhere.setCookie('sid', last.customer.client.sessionCookie!);
      await model(send(elsewhere, last.threadId, 'from my phone'));
    });
  },
  { env: LIMITS_ON },
);

describeApi(
  'sending limits: reports',
  (ctx) => {
    test('20 reports a day per account; the 21st is a 429 naming the hours; reporting again is not counted', async () => {
      const t = ctx();
      const { chef, customer, threadId } = await question(t);
      const { max } = SENDING_LIMITS.report.account[0]!;
      expect(max).toBe(20);
      const ids: number[] = [];
      for (let i = 0; i <= max; i++) {
        if (i && i % 20 === 0) t.clock.advance(MINUTE + 1000); // under the chef's own message limit
        ids.push((await model(send(chef.client, threadId, `spam ${i}`))).message.id);
      }
      const report = (messageId: number) =>
        customer.client.post('/secure/message-report', { messageId, reason: 'spam' });
      for (const id of ids.slice(0, max)) await model(report(id));
      // The same report again is the same report, and uses up no place.
      await model(report(ids[0]!));
      const refused = await report(ids[max]!);
      expect(refusal(refused)).toMatchObject({
        status: 429,
        en: 'You have reported many messages today. You can report more in 24 h.',
        lt: 'Šiandien pranešėte apie daug žinučių. Daugiau pranešti galėsite po 24 val.',
      });
      expect(refusal(refused).retryAfter).toBeGreaterThan(23 * 3600);
      const stored = await t.db
        .select({ n: count() })
        .from(messageReports)
        .where(eq(messageReports.reporterUserId, customer.id));
      expect(Number(stored[0]!.n)).toBe(max);
      t.clock.advance(DAY + 1000);
      await model(report(ids[max]!));
    });
  },
  { env: LIMITS_ON },
);

describeApi('mail batching: many threads with one person make one mail', (ctx) => {
  test('a chef writing to one customer in three threads mails them once in 15 minutes; another sender still mails', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { title: 'Kibinai', preparationMinutes: 90 });
    const customer = await signUp(t.app);
    const threads: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { orderId } = await placeOrder(t, customer.client, [{ productId, productVolume: 1 }], {
        payInCash: true,
      });
      threads.push((await model(chef.client.post('/secure/message-thread', { orderId }))).thread.id);
    }
    threads.push(
      (await model(customer.client.post('/secure/message-thread', { chefNickname: chef.nickname }))).thread
        .id,
    );
    const mailsToCustomer = async () => {
      await t.app.mailQueue.settled();
      return t.mailer.sent.filter(
        (mail) => mail.to === customer.email && mail.meta?.template === 'message-new',
      );
    };
    const before = (await mailsToCustomer()).length;
    for (const threadId of threads) await model(send(chef.client, threadId, 'Are you home at six?'));
    expect(await mailsToCustomer()).toHaveLength(before + 1);
    // Another chef writing to the same customer is a mail of its own.
    const other = await question(t);
    const otherThread = (
      await model(customer.client.post('/secure/message-thread', { chefNickname: other.chef.nickname }))
    ).thread.id;
    await model(send(other.chef.client, otherThread, 'Labas'));
    expect(await mailsToCustomer()).toHaveLength(before + 2);
    // 15 minutes on, the first chef's next message mails again, in whichever thread.
    t.clock.advance(15 * MINUTE + 1000);
    await model(send(chef.client, threads[1]!, 'Still there?'));
    expect(await mailsToCustomer()).toHaveLength(before + 3);
  });
});
