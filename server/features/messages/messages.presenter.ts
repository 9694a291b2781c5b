import {
  maskContactDetails,
  MASK_RULES_VERSION,
  type MaskedText,
  type MaskKind,
} from '#domain/messages/contact-masking.ts';
import type { ChatMessage, Person, ThreadHeading } from '#domain/messages/message.response.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { avatarUrl, fileUrl } from '../../lib/file-urls.ts';
import type { MessageRow, PersonRow, ThreadRow } from './messages.repo.ts';

/** Who reads: a side of the thread, or an operator whom a report or complaint let in. */
export type Reader = { kind: 'customer' | 'chef'; userId: string } | { kind: 'operator'; userId: string };

/**
 * A person as the other side sees them: a name and an avatar, nothing to reach them by. The name is
 * masked by the messages' rules whatever the thread's state (names written before the name rules
 * refused contact details may still hold one).
 */
export function presentPerson(person: PersonRow | undefined): Person {
  if (!person) return { name: null, nickname: null, avatarUrl: null };
  const name = [person.firstName, person.lastName?.slice(0, 1) ? `${person.lastName.slice(0, 1)}.` : null]
    .filter(Boolean)
    .join(' ');
  const shown = name || person.nickname;
  return {
    name: shown ? maskContactDetails(shown).text : null,
    nickname: person.nickname,
    avatarUrl: avatarUrl({ userId: person.id, avatarVersion: person.avatarVersion }, 'thumbnail'),
  };
}

export interface ThreadFacts {
  sId: string | undefined;
  dishTitle: string | undefined;
  contactsVisible: boolean;
  people: Map<string, PersonRow>;
}

/** A thread's heading for `reader`. */
export function presentThread(thread: ThreadRow, reader: Reader, facts: ThreadFacts): ThreadHeading {
  const chef = presentPerson(facts.people.get(thread.chefUserId));
  const customer = presentPerson(facts.people.get(thread.customerUserId));
  return {
    id: thread.id,
    role: reader.kind,
    counterpart: reader.kind === 'chef' ? customer : chef,
    chef,
    customer,
    orderId: thread.orderId,
    orderNumber: facts.sId ? orderNumber(facts.sId) : null,
    product: thread.productId && facts.dishTitle ? { id: thread.productId, title: facts.dishTitle } : null,
    eventRequestId: thread.eventRequestId,
    contactsVisible: facts.contactsVisible,
    createdTimestamp: thread.createdAt.getTime(),
  };
}

/**
 * The message as the other side reads it while contacts are hidden: as masked when it was written,
 * or masked now when it was written before that (or masked by older rules).
 */
export function maskedMessage(
  row: Pick<MessageRow, 'body' | 'maskedBody' | 'maskedKinds' | 'maskVersion'>,
): MaskedText {
  if (row.maskVersion === MASK_RULES_VERSION && row.maskedBody !== null && row.maskedKinds !== null) {
    return { text: row.maskedBody, hidden: row.maskedKinds };
  }
  return maskContactDetails(row.body);
}

/**
 * One message for `reader`. The writer reads what they wrote (and whether the other side sees part
 * of it hidden); the other side reads it masked until contacts are visible; an operator reads it as
 * written. A message an operator hid shows neither text nor photo to the sides.
 */
export function presentMessage(
  row: MessageRow,
  thread: ThreadRow,
  reader: Reader,
  contactsVisible: boolean,
): ChatMessage {
  const fromMe = row.senderUserId === reader.userId;
  const senderRole = row.senderUserId === thread.chefUserId ? 'chef' : 'customer';
  const removed = row.hiddenAt !== null;
  const masked = contactsVisible ? { text: row.body, hidden: [] as MaskKind[] } : maskedMessage(row);
  const seesOriginal = reader.kind === 'operator' || fromMe || contactsVisible;
  const showContent = reader.kind === 'operator' || !removed;
  return {
    id: row.id,
    senderRole,
    fromMe,
    text: showContent ? (seesOriginal ? row.body : masked.text) : '',
    /** Kinds of contact details hidden from the reader (the note says why). */
    hiddenFromMe: showContent && !seesOriginal ? masked.hidden : [],
    /** Kinds the other side does not see of what the reader wrote (or, for an operator, of any). */
    hiddenFromOther: showContent && (fromMe || reader.kind === 'operator') ? masked.hidden : [],
    photoUrl:
      showContent && row.photoFileId && row.photoStoredName
        ? fileUrl(row.photoOwnerId!, row.photoStoredName)
        : null,
    removed,
    createdTimestamp: row.createdAt.getTime(),
  };
}
