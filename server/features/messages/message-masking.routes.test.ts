import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { MASK, MASK_RULES_VERSION } from '#domain/messages/contact-masking.ts';
import { MESSAGE_TEXT_MAX } from '#domain/messages/message-rules.ts';
import { messages, users } from '../../db/schema.ts';
import { paidOrder, signInStaff } from '../../test/factories.ts';
import { makeJpeg, makeMp4 } from '../../test/fixtures.ts';
import { describeApi, signUp, TestClient, uploadFile } from '../../test/test-app.ts';
import { PHONE, model, send, page, mailsTo, question } from './messages-test-setup.ts';

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
