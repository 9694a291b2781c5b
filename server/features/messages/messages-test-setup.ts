import { expect } from 'vitest';
import { createChef, createDish } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-app.ts';
import { signUp, type TestApp } from '../../test/test-app.ts';

// For the messages routes' tests: the calls they make, and a question asked before ordering.

export const MINUTE = 60_000;
export const PHONE = '+370 612 34567';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const model = async (response: Promise<{ statusCode: number; body: string; json: () => Json }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().model as Json;
};
export const send = (
  client: TestClient,
  threadId: string,
  text: string,
  extra: Record<string, string> = {},
) => client.post('/secure/message', { threadId, text, ...extra });
export const page = (client: TestClient, threadId: string, before?: number) =>
  client.get('/secure/message-thread', { threadId, ...(before ? { before: String(before) } : {}) });
export const mailsTo = async (t: TestApp, address: string) => {
  await t.app.mailQueue.settled();
  return t.mailer.sent.filter((mail) => mail.to === address && mail.meta?.template === 'message-new');
};

/** A chef with a dish and a customer who asks about it before ordering. */
export async function question(t: TestApp) {
  const chef = await createChef(t, { firstName: 'Ona', lastName: 'Petraitė' });
  const { productId } = await createDish(chef.client, { title: 'Cepelinai' });
  const customer = await signUp(t.app);
  const thread = (await model(customer.client.post('/secure/message-thread', { productId }))).thread;
  return { chef, customer, productId, threadId: thread.id as string, thread };
}
