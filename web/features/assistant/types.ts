import type { AssistantAnswer, AssistantHistoryMessage } from '#domain/content/assistant.response.ts';

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

/**
 * One message on screen: a stored one (GET /secure/assistant-history) or one of this visit (the
 * question being asked, its answer from POST /ask, a guest's kept in the tab), and how to show it.
 */
export interface ChatMessage
  extends
    Pick<AssistantHistoryMessage, 'id' | 'message' | 'author' | 'createTimestamp'>,
    Partial<Pick<AssistantHistoryMessage, 'userId' | 'title' | 'links' | 'chefs'>>,
    Partial<Pick<AssistantAnswer, 'suggestions' | 'source'>> {
  type: ChatMessageType;
  status: ChatStatus;
  media?: ChatMedia;
  /** The question could not be sent; the chat offers to try again. */
  failed?: boolean;
  /** Why it failed, in the user's language, when the server said. */
  error?: string;
}
