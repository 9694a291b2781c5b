import { expect, test } from 'vitest';
import { formatMessage, messagesEn, messagesLt } from '#domain/i18n/messages.ts';
import { createChef } from '../../test/factories.ts';
import { describeApi, signUp, type TestClient } from '../../test/test-app.ts';
import { requestWithProposals } from '../../test/event-requests.ts';

const openThread = (client: TestClient, form: Record<string, string | number>) =>
  client.post('/secure/message-thread', form);

describeApi('a thread per event request and chef', (ctx) => {
  test('the customer asks a chef who proposed, apart from their other conversation; the chef answers in the same thread, contacts hidden', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const jonas = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId } = await requestWithProposals(t, [ona, jonas], [54_000, 48_000]);

    const asked = await openThread(customer.client, { eventRequestId: requestId, chefUserId: ona.id });
    expect(asked.statusCode, asked.body).toBe(200);
    const thread = asked.json().model.thread;
    expect(thread).toMatchObject({
      eventRequestId: requestId,
      orderId: null,
      product: null,
      role: 'customer',
      contactsVisible: false,
    });
    expect(thread.chef.nickname).toBe(ona.nickname);

    // Her question before ordering is another conversation; asking again is the same one.
    const question = await openThread(customer.client, { chefNickname: ona.nickname });
    expect(question.json().model.thread.id).not.toBe(thread.id);
    expect(question.json().model.thread.eventRequestId).toBeNull();
    const again = await openThread(customer.client, { eventRequestId: requestId, chefUserId: ona.id });
    expect(again.json().model.thread.id).toBe(thread.id);
    // Each chef has a thread of her own.
    const withJonas = await openThread(customer.client, { eventRequestId: requestId, chefUserId: jonas.id });
    expect(withJonas.json().model.thread.id).not.toBe(thread.id);

    const sent = await customer.client.post('/secure/message', {
      threadId: thread.id,
      text: 'Ar galite be riešutų? Skambinkite +370 612 34567.',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const onasSide = await openThread(ona.client, { eventRequestId: requestId });
    expect(onasSide.statusCode, onasSide.body).toBe(200);
    expect(onasSide.json().model.thread).toMatchObject({
      id: thread.id,
      role: 'chef',
      eventRequestId: requestId,
    });
    const page = (await ona.client.get('/secure/message-thread', { threadId: thread.id })).json().model;
    expect(page.messages[0].text).toContain('Ar galite be riešutų?');
    expect(page.messages[0].text).not.toContain('612 34567');
    expect(page.messages[0].hiddenFromMe).toContain('phone');
    // Her inbox names the request.
    const inbox = (await ona.client.get('/secure/message-threads')).json().model;
    expect(inbox.threads.find((row: { id: string }) => row.id === thread.id)?.eventRequestId).toBe(requestId);
  });

  test('nobody else opens one: a chef who did not propose, another customer, or a chef the customer names who did not propose', async () => {
    const t = ctx();
    const ona = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const other = await createChef(t, { kitchenTypes: ['lithuanian'] });
    const { customer, requestId } = await requestWithProposals(t, [ona], [54_000]);
    const stranger = await signUp(t.app);

    const refusals = [
      await openThread(other.client, { eventRequestId: requestId }),
      await openThread(stranger.client, { eventRequestId: requestId, chefUserId: ona.id }),
      await openThread(customer.client, { eventRequestId: requestId, chefUserId: other.id }),
      await openThread(customer.client, { eventRequestId: requestId }),
      await openThread(customer.client, { eventRequestId: 999_999, chefUserId: ona.id }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().messages[0].code).toBe('eventRequests.notFound');
    }
    // Odd ids are a clear refusal, never a server error.
    for (const odd of ['abc', '-1', '0', '1.5', '99999999999999999999', '1 OR 1=1', 'x'.repeat(10_000)]) {
      const answer = await openThread(customer.client, { eventRequestId: odd, chefUserId: ona.id });
      expect([400, 404], `${odd.slice(0, 20)}: ${answer.body.slice(0, 200)}`).toContain(answer.statusCode);
    }
    // The client shows the code in the reader's language.
    expect(formatMessage(messagesLt, 'eventRequests.notFound')).not.toBe(
      formatMessage(messagesEn, 'eventRequests.notFound'),
    );
  });
});
