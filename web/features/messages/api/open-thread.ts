import { apiPost } from '../../../lib/api-client.ts';
import type { OpenedThread, ThreadHeading } from '#domain/messages/message.response.ts';

export interface OpenThreadInput {
  chefNickname?: string;
  productId?: string;
  orderId?: string;
  eventRequestId?: string;
  chefUserId?: string;
}

/** POST /secure/message-thread: the caller's conversation with a chef, or about an order (made when missing). */
export async function openThread(input: OpenThreadInput): Promise<ThreadHeading> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (value) data[key] = value;
  const envelope = await apiPost<OpenedThread>('/secure/message-thread', data);
  return envelope.model!.thread;
}
