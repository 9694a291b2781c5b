import type { AnswerChef } from '#domain/content/assistant.ts';
import type { ContentLink } from '#domain/content/faq.ts';

/** spec marketplace §2 "Assistant chat": the message types the chat renders. */
export const MESSAGE_TYPES = [
  'text',
  'photo',
  'video',
  'file',
  'audio',
  'location',
  'meeting',
  'system',
] as const;
export type ChatMessageType = (typeof MESSAGE_TYPES)[number];

/** spec marketplace §2: a message's delivery status. */
export const MESSAGE_STATUSES = ['waiting', 'sent', 'received', 'read'] as const;
export type ChatStatus = (typeof MESSAGE_STATUSES)[number];

/** spec marketplace §2: a video file's status. */
export type VideoStatus = 'error' | 'download' | 'click' | 'loading';

export interface ChatMedia {
  url?: string;
  name?: string;
  videoStatus?: VideoStatus;
  /** location */
  latitude?: number;
  longitude?: number;
  /** meeting: when, as epoch milliseconds */
  startsAt?: number;
}

/** One message on screen: the spec's chat message (id, userId, title, message) plus how to show it. */
export interface ChatMessage {
  id: string;
  userId?: string | null;
  title?: string | null;
  message: string;
  author: 'user' | 'assistant';
  type: ChatMessageType;
  status: ChatStatus;
  createTimestamp: number;
  links?: ContentLink[];
  chefs?: AnswerChef[];
  suggestions?: string[];
  source?: 'retrieval' | 'llm';
  media?: ChatMedia;
  /** The question could not be sent; the chat offers to try again. */
  failed?: boolean;
  /** Why it failed, in the user's language, when the server said. */
  error?: string;
}
