import type { MaskKind } from '#domain/messages/contact-masking.ts';

/** A side of a conversation as the other side sees them (no e-mail, no phone). */
export interface Person {
  name: string | null;
  nickname: string | null;
  avatarUrl: string | null;
}

/** GET /secure/message-thread `thread`, and each inbox row. */
export interface ThreadHeading {
  id: string;
  role: 'customer' | 'chef' | 'operator';
  counterpart: Person;
  chef: Person;
  customer: Person;
  orderId: number | null;
  orderNumber: string | null;
  product: { id: number; title: string } | null;
  contactsVisible: boolean;
  createdTimestamp: number;
}

export interface ChatMessage {
  id: number;
  senderRole: 'customer' | 'chef';
  fromMe: boolean;
  text: string;
  hiddenFromMe: MaskKind[];
  hiddenFromOther: MaskKind[];
  photoUrl: string | null;
  removed: boolean;
  createdTimestamp: number;
}

export interface InboxThread extends ThreadHeading {
  lastMessage: ChatMessage | null;
  unreadCount: number;
  lastTimestamp: number;
}

export interface ThreadPage {
  thread: ThreadHeading;
  messages: ChatMessage[];
  nextCursor: number | null;
  unreadCount: number;
}
