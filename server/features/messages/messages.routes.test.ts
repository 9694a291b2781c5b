import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { MASK, MASK_RULES_VERSION } from '#domain/messages/contact-masking.ts';
import { MESSAGE_TEXT_MAX, MESSAGES_PAGE_SIZE } from '#domain/messages/message-rules.ts';
import { auditDecisions, messages, users } from '../../db/schema.ts';
import { createChef, createDish, deliveredOrder, paidOrder, signInStaff } from '../../test/factories.ts';
import { makeJpeg, makeMp4 } from '../../test/fixtures.ts';
import {
  buildTestApp,
  buildTestApps,
  describeApi,
  GOOD_PASSWORD,
  signUp,
  TestClient,
  uploadFile,
  type TestApp,
} from '../../test/test-app.ts';

const MINUTE = 60_000;
const PHONE = '+370 612 34567';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const model = async (response: Promise<{ statusCode: number; body: string; json: () => Json }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().model as Json;
};
const send = (client: TestClient, threadId: string, text: string, extra: Record<string, string> = {}) =>
  client.post('/secure/message', { threadId, text, ...extra });
const page = (client: TestClient, threadId: string, before?: number) =>
  client.get('/secure/message-thread', { threadId, ...(before ? { before: String(before) } : {}) });
const mailsTo = async (t: TestApp, address: string) => {
  await t.app.mailQueue.settled();
  return t.mailer.sent.filter((mail) => mail.to === address && mail.meta?.template === 'message-new');
};

/** A chef with a dish and a customer who asks about it before ordering. */
async function question(t: TestApp) {
  const chef = await createChef(t, { firstName: 'Ona', lastName: 'Petraitė' });
  const { productId } = await createDish(chef.client, { title: 'Cepelinai' });
  const customer = await signUp(t.app);
  const thread = (await model(customer.client.post('/secure/message-thread', { productId }))).thread;
  return { chef, customer, productId, threadId: thread.id as string, thread };
}

describeApi('POST /secure/message-thread', (ctx) => {
  test('a customer asks from a dish page or the chef page: one question thread per customer and chef', async () => {
    const t = ctx();
    const { chef, customer, productId, thread } = await question(t);
    expect(thread).toMatchObject({
      role: 'customer',
      orderId: null,
      product: { id: productId, title: 'Cepelinai' },
      contactsVisible: false,
      counterpart: { name: 'Ona P.', nickname: chef.nickname },
    });
    expect(JSON.stringify(thread)).not.toContain(chef.email);
    const again = await model(
      customer.client.post('/secure/message-thread', { chefNickname: chef.nickname }),
    );
    expect(again.thread.id).toBe(thread.id);
  });

  test('refusals: no session, no such chef or hidden dish, one’s own kitchen, nothing named', async () => {
    const t = ctx();
    const { chef } = await question(t);
    expect(
      (await new TestClient(t.app).post('/secure/message-thread', { chefNickname: chef.nickname }))
        .statusCode,
    ).toBe(401);
    const customer = await signUp(t.app);
    const unknown = await customer.client.post('/secure/message-thread', { chefNickname: 'nobody-here' });
    expect([unknown.statusCode, unknown.json().messages[0].code]).toEqual([404, 'chefs.notFound']);
    const { productId: hidden } = await createDish(chef.client, { active: false });
    const draft = await customer.client.post('/secure/message-thread', { productId: hidden });
    expect([draft.statusCode, draft.json().messages[0].code]).toEqual([404, 'dishes.notFound']);
    const own = await chef.client.post('/secure/message-thread', { chefNickname: chef.nickname });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([403, 'pages.auth.forbidden']);
    const empty = await customer.client.post('/secure/message-thread', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors)).toEqual(['chefNickname']);
  });

  test('an order has a thread per chef; its buyer and chef open the same one, a stranger gets 404', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await paidOrder(t);
    const fromBuyer = (await model(buyer.client.post('/secure/message-thread', { orderId }))).thread;
    const fromChef = (await model(chef.client.post('/secure/message-thread', { orderId }))).thread;
    expect(fromChef.id).toBe(fromBuyer.id);
    expect(fromBuyer).toMatchObject({ role: 'customer', orderId, orderNumber: expect.any(String) });
    expect(fromChef.role).toBe('chef');
    const stranger = await signUp(t.app);
    const refused = await stranger.client.post('/secure/message-thread', { orderId });
    expect([refused.statusCode, refused.json().messages[0].code]).toEqual([404, 'orders.notFound']);
    const otherChef = await createChef(t);
    const notInOrder = await buyer.client.post('/secure/message-thread', {
      orderId,
      chefNickname: otherChef.nickname,
    });
    expect(notInOrder.statusCode).toBe(404);
    const byId = await buyer.client.post('/secure/message-thread', { orderId, chefUserId: otherChef.id });
    expect(byId.statusCode).toBe(404);
    const ownChef = await model(
      buyer.client.post('/secure/message-thread', { orderId, chefUserId: chef.id }),
    );
    expect(ownChef.thread.id).toBe(fromBuyer.id);
  });
});

describeApi('messages: ownership, masking, validation', (ctx) => {
  test('another user’s thread id is "not found" for reading, sending, marking read; an operator too', async () => {
    const t = ctx();
    const { customer, threadId } = await question(t);
    await model(send(customer.client, threadId, 'Secret question about nuts'));
    const stranger = await signUp(t.app);
    const staff = await signInStaff(t);
    for (const client of [stranger.client, staff.client]) {
      for (const response of [
        await page(client, threadId),
        await send(client, threadId, 'Hi'),
        await client.post('/secure/message-read', { threadId }),
      ]) {
        expect([response.statusCode, response.json().messages[0].code]).toEqual([404, 'errors.notFound']);
        expect(response.body).not.toContain('Secret question');
      }
    }
    const malformed = await page(stranger.client, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/secure/message-thread', { threadId })).statusCode).toBe(401);
  });

  test('before ordering, contacts are hidden from the other side (with the kinds), never from the writer', async () => {
    const t = ctx();
    const { chef, customer, threadId } = await question(t);
    const sent = await model(
      send(chef.client, threadId, `Call me: ${PHONE} or ona at gmail dot com, Gedimino pr. 12-3`),
    );
    expect(sent.message).toMatchObject({ fromMe: true, hiddenFromOther: ['phone', 'email', 'address'] });
    expect(sent.message.text).toContain(PHONE);
    const read = await model(page(customer.client, threadId));
    const [shown] = read.messages;
    expect(shown.text).toBe(`Call me: ${MASK} or ${MASK}, ${MASK}`);
    expect(shown.hiddenFromMe).toEqual(['phone', 'email', 'address']);
    // The number in any spacing; its first digits alone can be part of an id or a timestamp.
    expect(JSON.stringify(read)).not.toMatch(/612\s*34567/);
    // The original is kept.
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, shown.id));
    expect(stored!.body).toContain(PHONE);
  });

  test('a message is masked once, when written; one written before (or by older rules) is masked when read', async () => {
    const t = ctx();
    const { chef, customer, threadId } = await question(t);
    const sent = await model(
      send(chef.client, threadId, `Call ８６１２３４５６７ or o n a @ g m a i l . c o m`),
    );
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, sent.message.id));
    expect(stored).toMatchObject({
      body: 'Call ８６１２３４５６７ or o n a @ g m a i l . c o m',
      maskedBody: `Call ${MASK} or ${MASK}`,
      maskedKinds: ['phone', 'email'],
      maskVersion: MASK_RULES_VERSION,
    });
    // Reading shows the stored masking: it is not worked out again.
    await t.db
      .update(messages)
      .set({ maskedBody: `Stored ${MASK}`, maskedKinds: ['link'] })
      .where(eq(messages.id, stored!.id));
    const read = async () => (await model(page(customer.client, threadId))).messages[0];
    expect(await read()).toMatchObject({ text: `Stored ${MASK}`, hiddenFromMe: ['link'] });
    // Written before masking was stored, or masked by older rules: masked on reading.
    for (const old of [
      { maskedBody: null, maskedKinds: null, maskVersion: null },
      { maskedBody: 'Call 861234567', maskedKinds: [], maskVersion: MASK_RULES_VERSION - 1 },
    ]) {
      await t.db.update(messages).set(old).where(eq(messages.id, stored!.id));
      expect(await read()).toMatchObject({
        text: `Call ${MASK} or ${MASK}`,
        hiddenFromMe: ['phone', 'email'],
      });
    }
    // The writer reads what they wrote.
    const own = (await model(page(chef.client, threadId))).messages[0];
    expect(own).toMatchObject({ text: stored!.body, hiddenFromOther: ['phone', 'email'] });
  });

  test('a name holding contact details is masked in the thread and in the mail', async () => {
    const t = ctx();
    const { chef, customer, threadId } = await question(t);
    // A name saved before names were checked for contact details.
    await t.db
      .update(users)
      .set({ firstName: `Jonas ${PHONE} jonas＠gmail．com`, lastName: 'Petraitis' })
      .where(eq(users.id, customer.id));
    await model(send(customer.client, threadId, 'Hello'));
    const heading = (await model(page(chef.client, threadId))).thread;
    expect(heading.counterpart.name).toBe(`Jonas ${MASK} ${MASK} P.`);
    const inbox = await model(chef.client.get('/secure/message-threads'));
    expect(JSON.stringify(inbox)).not.toMatch(/612\s*34567|gmail/);
    const [mail] = await mailsTo(t, chef.email);
    expect(mail!.subject).toContain(`Jonas ${MASK} ${MASK} P.`);
    expect(`${mail!.subject} ${mail!.text}`).not.toMatch(/612\s*34567|gmail/);
  });

  test('in an order thread contacts show once the chef confirms, not before', async () => {
    const t = ctx();
    const { chef, buyer, orderId } = await paidOrder(t);
    const { thread } = await model(buyer.client.post('/secure/message-thread', { orderId }));
    await model(send(buyer.client, thread.id, `Ring ${PHONE} at the gate`));
    const before = await model(page(chef.client, thread.id));
    expect([before.thread.contactsVisible, before.messages[0].text]).toEqual([
      false,
      `Ring ${MASK} at the gate`,
    ]);
    await model(chef.client.post('/secure/order-status', { orderId, status: 'confirmed' }));
    const after = await model(page(chef.client, thread.id));
    expect([after.thread.contactsVisible, after.messages[0].text]).toEqual([
      true,
      `Ring ${PHONE} at the gate`,
    ]);
    expect(after.messages[0].hiddenFromMe).toEqual([]);
  });

  test('validation: empty without a photo, too long, a photo not the sender’s own or not an image', async () => {
    const t = ctx();
    const { customer, chef, threadId } = await question(t);
    const empty = await send(customer.client, threadId, '   ');
    expect([empty.statusCode, empty.json().fieldErrors]).toEqual([400, { text: 'required' }]);
    expect(empty.json().messages[1]).toMatchObject({
      code: 'forms.validation.required',
      field: 'text',
      message: 'text is required',
    });
    const long = await send(customer.client, threadId, 'x'.repeat(MESSAGE_TEXT_MAX + 1));
    expect([long.statusCode, long.json().fieldErrors]).toEqual([400, { text: 'too long' }]);
    expect(long.json().messages[1]).toMatchObject({
      code: 'forms.validation.maxLength',
      message: `Must be at most ${MESSAGE_TEXT_MAX} characters`,
    });
    expect((await send(customer.client, threadId, 'x'.repeat(MESSAGE_TEXT_MAX))).statusCode).toBe(200);

    const chefPhoto = (
      await uploadFile(chef.client, 'plate.jpg', await makeJpeg(400, 300), 'image/jpeg')
    ).json().model.fileDescriptor.id as string;
    const notMine = await send(customer.client, threadId, '', { photoId: chefPhoto });
    expect([notMine.statusCode, notMine.json().fieldErrors]).toEqual([400, { photoId: expect.any(String) }]);
    const video = (await uploadFile(customer.client, 'clip.mp4', makeMp4(), 'video/mp4')).json().model
      .fileDescriptor.id as string;
    const notImage = await send(customer.client, threadId, '', { photoId: video });
    expect([notImage.statusCode, notImage.json().messages[0].code]).toEqual([
      400,
      'complaints.photoNotImage',
    ]);

    // A photo alone is a message; the other side can open it, a stranger cannot; it is used once.
    const mine = (
      await uploadFile(customer.client, 'cake.jpg', await makeJpeg(400, 300), 'image/jpeg')
    ).json().model.fileDescriptor.id as string;
    const withPhoto = await model(send(customer.client, threadId, '', { photoId: mine }));
    const url = withPhoto.message.photoUrl as string;
    expect(url).toMatch(/^\/repository\/users\//);
    expect((await chef.client.get(url)).statusCode).toBe(200);
    expect((await (await signUp(t.app)).client.get(url)).statusCode).toBe(404);
    const reused = await send(customer.client, threadId, 'again', { photoId: mine });
    expect(reused.statusCode).toBe(400);
  });
});

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

describeApi('messages: reports and the operator', (ctx) => {
  test('a side reports; the operator lists it with the thread, hides the message, the decision is audited', async () => {
    const t = ctx();
    const { customer, chef, threadId } = await question(t);
    const bad = (await model(send(chef.client, threadId, `Pay me outside: ${PHONE}`))).message;
    const own = await customer.client.post('/secure/message-report', {
      messageId: (await model(send(customer.client, threadId, 'ok'))).message.id,
      reason: 'spam',
    });
    expect([own.statusCode, own.json().messages[0].code]).toEqual([404, 'errors.notFound']);
    const stranger = await signUp(t.app);
    const strangers = await stranger.client.post('/secure/message-report', {
      messageId: bad.id,
      reason: 'abuse',
    });
    expect(strangers.statusCode).toBe(404);
    const badReason = await customer.client.post('/secure/message-report', {
      messageId: bad.id,
      reason: 'boring',
    });
    expect([badReason.statusCode, Object.keys(badReason.json().fieldErrors)]).toEqual([400, ['reason']]);
    await model(
      customer.client.post('/secure/message-report', {
        messageId: bad.id,
        reason: 'contactDetails',
        note: 'Wants cash',
      }),
    );
    const twice = await customer.client.post('/secure/message-report', { messageId: bad.id, reason: 'spam' });
    // Reporting twice is the same report.
    expect(twice.statusCode).toBe(200);

    // Not for customers or chefs.
    expect((await customer.client.get('/secure/store-management/message-reports')).statusCode).toBe(403);
    const staff = await signInStaff(t);
    const { reports } = await model(staff.client.get('/secure/store-management/message-reports'));
    const report = reports.find((one: Json) => one.message.id === bad.id);
    expect(report).toMatchObject({
      reason: 'contactDetails',
      note: 'Wants cash',
      reporterRole: 'customer',
      status: 'open',
    });
    // The operator reads what was written (the phone number too), and the thread it is in.
    expect(report.message.text).toContain(PHONE);
    const thread = await model(staff.client.get('/secure/store-management/message-thread', { threadId }));
    expect(thread.thread.role).toBe('operator');
    expect(thread.messages.map((m: Json) => m.id)).toContain(bad.id);

    const resolved = await staff.client.post('/secure/store-management/message-report-resolution', {
      reportId: report.id,
      action: 'hide',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const again = await staff.client.post('/secure/store-management/message-report-resolution', {
      reportId: report.id,
      action: 'dismiss',
    });
    expect([again.statusCode, again.json().messages[0].code]).toEqual([409, 'console.changedReload']);
    const [audit] = await t.db.select().from(auditDecisions).where(eq(auditDecisions.subjectId, report.id));
    expect(audit).toMatchObject({
      subjectType: 'message-report',
      action: 'message-hidden',
      decidedBy: staff.id,
    });
    // Both sides see it removed; the resolved list names who decided.
    for (const client of [customer.client, chef.client]) {
      const shown = (await model(page(client, threadId))).messages.find((m: Json) => m.id === bad.id);
      expect([shown.removed, shown.text]).toEqual([true, '']);
    }
    const done = await model(
      staff.client.get('/secure/store-management/message-reports', { status: 'resolved' }),
    );
    expect(done.reports[0]).toMatchObject({
      resolution: 'hide',
      resolvedBy: { email: expect.stringContaining('operator') },
    });
  });

  test('the operator reads a thread only when a report or a complaint names it', async () => {
    const t = ctx();
    const staff = await signInStaff(t);
    const { customer, threadId } = await question(t);
    await model(send(customer.client, threadId, 'Nothing wrong here'));
    const unnamed = await staff.client.get('/secure/store-management/message-thread', { threadId });
    expect([unnamed.statusCode, unnamed.json().messages[0].code]).toEqual([404, 'errors.notFound']);
    const malformed = await staff.client.get('/secure/store-management/message-thread', { threadId: 'x' });
    expect(malformed.statusCode).toBe(400);

    // A delivered order's thread becomes readable when the buyer complains about the chef's dish.
    const { buyer, orderId, itemId } = await deliveredOrder(t);
    const { thread } = await model(buyer.client.post('/secure/message-thread', { orderId }));
    await model(send(buyer.client, thread.id, 'The cepelinai were cold.'));
    const before = await staff.client.get('/secure/store-management/message-thread', { threadId: thread.id });
    expect(before.statusCode).toBe(404);
    await model(
      buyer.client.post('/secure/complaint', {
        orderId,
        itemId,
        text: 'Cold and late, sorry to say.',
        photoIds: '[]',
      }),
    );
    const after = await model(
      staff.client.get('/secure/store-management/message-thread', { threadId: thread.id }),
    );
    expect(after.messages.map((m: Json) => m.text)).toEqual(['The cepelinai were cold.']);
  });
});
