import { expect } from 'vitest';
import { oncePerWorld, type ContractCalls, type World } from './world.ts';

/**
 * The seed order's thread, made once per world: the buyer writes (with a phone number, masked for
 * the chef), the chef answers, and the chef reports the buyer's message, so the console may read it.
 */
async function converse(w: World) {
  const opened = await w.buyer.client.post('/secure/message-thread', { orderId: w.orderId });
  expect(opened.statusCode, opened.body).toBe(200);
  const threadId = opened.json().model.thread.id as string;
  const sent = await w.buyer.client.post('/secure/message', { threadId, text: 'Call me on +370 612 34567.' });
  expect(sent.statusCode, sent.body).toBe(200);
  const answered = await w.chef.client.post('/secure/message', {
    threadId,
    text: 'I will bring them at six.',
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const messageId = sent.json().model.message.id as number;
  const reported = await w.chef.client.post('/secure/message-report', {
    messageId,
    reason: 'contactDetails',
    note: 'A phone number.',
  });
  expect(reported.statusCode, reported.body).toBe(200);
  return { opened, sent, reported, threadId, messageId, reportId: reported.json().model.report.id as string };
}
const conversation = oncePerWorld(converse);

export const messagesCalls: ContractCalls = {
  'GET /secure/message-threads': async (w) => {
    await conversation(w);
    return w.chef.client.get('/secure/message-threads');
  },
  'POST /secure/message-thread': async (w) => (await conversation(w)).opened,
  'GET /secure/message-thread': async (w) =>
    w.chef.client.get('/secure/message-thread', { threadId: (await conversation(w)).threadId }),
  'POST /secure/message': async (w) => (await conversation(w)).sent,
  'POST /secure/message-read': async (w) =>
    w.chef.client.post('/secure/message-read', { threadId: (await conversation(w)).threadId }),
  'POST /secure/message-report': async (w) => (await conversation(w)).reported,
  'GET /secure/store-management/message-reports': async (w) => {
    await conversation(w);
    return w.operator.client.get('/secure/store-management/message-reports', { status: 'open' });
  },
  'GET /secure/store-management/message-thread': async (w) =>
    w.operator.client.get('/secure/store-management/message-thread', {
      threadId: (await conversation(w)).threadId,
    }),
  'POST /secure/store-management/message-report-resolution': async (w) =>
    w.operator.client.post('/secure/store-management/message-report-resolution', {
      reportId: (await conversation(w)).reportId,
      action: 'hide',
    }),
};
