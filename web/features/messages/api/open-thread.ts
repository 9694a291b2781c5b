import { apiPost } from '../../../lib/api-client.ts';
import type { OpenedThread, ThreadHeading } from '#domain/messages/message.response.ts';
import type { OpenThreadSchema } from '#domain/messages/message.schema.ts';
import type { RequestFields } from '#domain/request-fields.ts';

export type OpenThreadInput = RequestFields<typeof OpenThreadSchema>;

/** POST /secure/message-thread: the caller's conversation with a chef, or about an order (made when missing). */
export async function openThread(input: OpenThreadInput): Promise<ThreadHeading> {
  const data: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(input)) if (value) data[key] = value;
  const envelope = await apiPost<OpenedThread>('/secure/message-thread', data);
  return envelope.model!.thread;
}
