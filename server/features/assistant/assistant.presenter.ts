import type { AssistantHistoryMessage } from '#domain/content/assistant.response.ts';
import type { AssistantMessageRow } from './assistant.repo.ts';

/**
 * A stored message as the chat shows it: the spec's chat message fields (id, userId, title,
 * message) plus its author, type and status. The assistant's answers come back read (the user has
 * seen them); the user's own questions are 'received': a program answered them, nobody 'read' them.
 */
export function presentMessage(row: AssistantMessageRow): AssistantHistoryMessage {
  const extras = row.extras ?? {};
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    message: row.message,
    author: row.author === 'assistant' ? 'assistant' : 'user',
    type: 'text' as const,
    status: row.author === 'assistant' ? ('read' as const) : ('received' as const),
    language: row.language,
    createTimestamp: row.createdAt.getTime(),
    links: Array.isArray(extras.links) ? extras.links : [],
    chefs: Array.isArray(extras.chefs) ? extras.chefs : [],
  };
}
