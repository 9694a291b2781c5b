import { DEFAULT_LANGUAGE, isLanguage } from '#domain/constants.ts';
import type { MaskedText } from '#domain/messages/contact-masking.ts';
import { MESSAGE_CODES } from '#domain/messages/message-rules.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isImage } from '../../lib/file-types.ts';
import { labelFiles, MESSAGE_PHOTO_LABEL } from '../files/files.service.ts';
import { newMessageMail } from './messages.mails.ts';
import { presentPerson } from './messages.presenter.ts';
import * as repo from './messages.repo.ts';
import type { ThreadRow } from './messages.repo.ts';

// What sending a message does besides storing it: the sender's photo claimed, the other side mailed.

/** The sender's own fresh photo (uploaded, not yet used for anything), labelled a message photo. */
export async function claimPhoto(tx: DbOrTx, userId: string, fileId: string) {
  const file = await repo.ownFile(tx, userId, fileId);
  if (!file || file.label !== null) throw AppError.field(400, 'photoId', MESSAGE_CODES.photoNotYours);
  if (!isImage(file.contentType)) throw AppError.field(400, 'photoId', MESSAGE_CODES.photoNotImage);
  await labelFiles(tx, [file.id], MESSAGE_PHOTO_LABEL);
  return file;
}

/** The mail to the other side, in their language, quoting the message as they may read it. */
export async function queueMail(
  tx: DbOrTx,
  /** The origin of the links in mails (env.publicUrl). */
  publicUrl: string,
  thread: ThreadRow,
  senderId: string,
  recipientId: string,
  text: string,
  masked: MaskedText,
  hasPhoto: boolean,
  visible: boolean,
) {
  const people = await repo.peopleByIds(tx, [senderId, recipientId]);
  const recipient = people.get(recipientId);
  if (!recipient) return;
  const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
  const sender = presentPerson(people.get(senderId));
  const numbers = thread.orderId
    ? await repo.orderNumbersOf(tx, [thread.orderId])
    : new Map<number, string>();
  const sId = thread.orderId ? numbers.get(thread.orderId) : undefined;
  const fallback =
    senderId === thread.chefUserId ? { en: 'The chef', lt: 'Šefas' } : { en: 'A customer', lt: 'Klientas' };
  const mail = newMessageMail(language, {
    from: sender.name ?? fallback[language],
    preview: visible ? text : masked.text,
    hasPhoto,
    orderNumber: sId ? orderNumber(sId) : null,
    threadUrl: `${publicUrl.replace(/\/$/, '')}/messages/${thread.id}`,
  });
  await repo.queueMail(tx, {
    toAddress: recipient.email,
    subject: mail.subject,
    textBody: mail.text,
    transport: 'queued',
    meta: { template: 'message-new', threadId: thread.id },
  });
}
