import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { MESSAGES_PAGE_SIZE } from '#domain/messages/message-rules.ts';
import { users } from '../../db/schema.ts';
import {
  buildTestApp,
  buildTestApps,
  describeApi,
  GOOD_PASSWORD,
  signUp,
  TestClient,
  type TestApp,
} from '../../test/test-app.ts';
import { MINUTE, PHONE, type Json, model, send, page, mailsTo, question } from './messages-test-setup.ts';

describeApi('messages: paging, unread counts, batched mail', (ctx) => {
  test('pages newest first with a cursor that stays stable while new messages arrive', async () => {
    const t = ctx();
    const { customer, chef, threadId } = await question(t);
    const total = MESSAGES_PAGE_SIZE * 2 + 5;
    for (let i = 1; i <= total; i++) {
      await model(send(i % 2 ? customer.client : chef.client, threadId, `m${i}`));
      if (i % 15 === 0) t.clock.advance(MINUTE + 1000); // under the sending limit
    }
    const first = await model(page(customer.client, threadId));
    expect(first.messages.map((m: Json) => m.text).slice(0, 2)).toEqual([`m${total}`, `m${total - 1}`]);
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    // New messages arrive between pages: the next page continues where the first ended.
    await model(send(chef.client, threadId, 'late 1'));
    await model(send(customer.client, threadId, 'late 2'));
    const second = await model(page(customer.client, threadId, first.nextCursor));
    const third = await model(page(customer.client, threadId, second.nextCursor));
    expect(third.nextCursor).toBeNull();
    const texts = [...first.messages, ...second.messages, ...third.messages].map((m: Json) => m.text);
    expect(texts).toEqual(Array.from({ length: total }, (_, i) => `m${total - i}`));
    const newest = await model(page(customer.client, threadId));
    expect(newest.messages[0].text).toBe('late 2');
  });

  test('unread counts per user in the inbox and the bell; reading clears them', async () => {
    const t = ctx();
    const { customer, chef, threadId } = await question(t);
    await model(send(customer.client, threadId, 'Can it be made without nuts?'));
    await model(send(customer.client, threadId, 'And for 6 people?'));
    const chefInbox = await model(chef.client.get('/secure/message-threads'));
    expect(chefInbox.unreadTotal).toBe(2);
    expect(chefInbox.threads[0]).toMatchObject({
      id: threadId,
      role: 'chef',
      unreadCount: 2,
      lastMessage: { text: 'And for 6 people?', fromMe: false },
    });
    expect((await model(chef.client.get('/secure/notifications'))).unreadMessages).toBe(2);
    expect((await model(customer.client.get('/secure/notifications'))).unreadMessages).toBe(0);
    expect((await model(chef.client.post('/secure/message-read', { threadId }))).unreadTotal).toBe(0);
    expect((await model(chef.client.get('/secure/notifications'))).unreadMessages).toBe(0);
    await model(send(chef.client, threadId, 'Yes, without nuts.'));
    expect((await model(customer.client.get('/secure/message-threads'))).unreadTotal).toBe(1);
    // A stranger's inbox holds none of it.
    const stranger = await signUp(t.app);
    expect(await model(stranger.client.get('/secure/message-threads'))).toEqual({
      threads: [],
      unreadTotal: 0,
    });
  });

  test('mail: at most one per sender and recipient in 15 minutes, in their language, masked', async () => {
    const t = ctx();
    const { customer, chef, threadId } = await question(t);
    await t.db.update(users).set({ language: 'lt' }).where(eq(users.id, chef.id));
    await model(send(customer.client, threadId, `Can you call ${PHONE}?`));
    t.clock.advance(5 * MINUTE);
    await model(send(customer.client, threadId, 'Second question'));
    let toChef = await mailsTo(t, chef.email);
    expect(toChef).toHaveLength(1);
    expect(toChef[0]!.subject).toMatch(/^Nauja žinutė nuo/);
    expect(toChef[0]!.text).toContain(`/messages/${threadId}`);
    expect(toChef[0]!.text).not.toMatch(/612\s*34567/);
    // The answer mails the customer, in English.
    await model(send(chef.client, threadId, 'Sure'));
    const toCustomer = await mailsTo(t, customer.email);
    expect(toCustomer.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^New message from/)]);
    // 15 minutes after the last mail, a new message mails again.
    t.clock.advance(10 * MINUTE + 1000);
    await model(send(customer.client, threadId, 'Third'));
    toChef = await mailsTo(t, chef.email);
    expect(toChef).toHaveLength(2);
  });

  test('kept pages (a polling thread screen): every write shows at once, and a page is only its reader’s', async () => {
    const t = await buildTestApp(ctx().backend, { env: { READ_CACHE_MS: '60000' } });
    try {
      const { customer, threadId, chef } = await question(t);
      const texts = (answer: Json) => answer.messages.map((message: Json) => message.text);
      const threadStatements = async () =>
        (await t.sql.during(() => model(page(customer.client, threadId)))).filter((statement) =>
          /message/.test(statement),
        );
      expect(await threadStatements()).not.toEqual([]);
      // Asked again with nothing new, the page is the kept one: only the session is read.
      expect(await threadStatements()).toEqual([]);
      // The chef answers: the customer's kept page gives way at once.
      await model(send(chef.client, threadId, 'Labas'));
      const seen = await model(page(customer.client, threadId));
      expect([texts(seen), seen.unreadCount]).toEqual([['Labas'], 1]);
      await model(customer.client.post('/secure/message-read', { threadId }));
      expect((await model(page(customer.client, threadId))).unreadCount).toBe(0);
      // The chef reads their own side; a stranger is refused while the customer's page is kept.
      expect((await model(page(chef.client, threadId))).thread.role).toBe('chef');
      const stranger = await signUp(t.app);
      expect((await page(stranger.client, threadId)).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });

  test('kept pages give way when another app server writes (the catalog-change broadcast)', async () => {
    const { apps, closeAll } = await buildTestApps(ctx().backend, 2, { env: { READ_CACHE_MS: '60000' } });
    try {
      const [a, b] = apps as [TestApp, TestApp];
      const { customer, threadId, chef } = await question(a);
      expect((await model(page(customer.client, threadId))).messages).toEqual([]);
      const chefOnB = new TestClient(b.app);
      await model(chefOnB.post('/pw-login', { identityKey: chef.email, password: GOOD_PASSWORD }));
      await model(send(chefOnB, threadId, 'Ar dar čia?'));
      await expect
        .poll(async () => (await model(page(customer.client, threadId))).messages.length, { timeout: 5000 })
        .toBe(1);
    } finally {
      await closeAll();
    }
  });

  test('two app servers on one database send one mail for two messages sent at once', async () => {
    const t = ctx();
    const { apps, closeAll } = await buildTestApps(t.backend, 2);
    try {
      const [a, b] = apps as [TestApp, TestApp];
      const { customer, threadId, chef } = await question(a);
      const onB = new TestClient(b.app);
      await model(onB.post('/pw-login', { identityKey: customer.email, password: GOOD_PASSWORD }));
      const sent = await Promise.all([send(customer.client, threadId, 'one'), send(onB, threadId, 'two')]);
      expect(sent.map((response) => response.statusCode)).toEqual([200, 200]);
      expect([...(await mailsTo(a, chef.email)), ...(await mailsTo(b, chef.email))]).toHaveLength(1);
      // Both servers count the two messages unread.
      const chefOnB = new TestClient(b.app);
      await model(chefOnB.post('/pw-login', { identityKey: chef.email, password: GOOD_PASSWORD }));
      expect((await model(chefOnB.get('/secure/message-threads'))).unreadTotal).toBe(2);
    } finally {
      await closeAll();
    }
  });
});
