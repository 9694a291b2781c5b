import { BRAND_NAME, type Language } from '#domain/constants.ts';
import { MESSAGE_MAIL_BATCH_MINUTES } from '#domain/messages/message-rules.ts';

/** How much of the message the mail quotes. */
const PREVIEW_MAX = 280;

interface MessageMail {
  /** The sender's name as the recipient sees it. */
  from: string;
  /** The message as the recipient may read it (masked while contacts are hidden). */
  preview: string;
  hasPhoto: boolean;
  orderNumber: string | null;
  threadUrl: string;
}

const TEXTS: Record<Language, (mail: MessageMail) => { subject: string; lines: string[] }> = {
  en: (mail) => ({
    subject: mail.orderNumber
      ? `New message from ${mail.from} about order ${mail.orderNumber}`
      : `New message from ${mail.from}`,
    lines: [
      'Hello,',
      `${mail.from} wrote to you${mail.orderNumber ? ` about order ${mail.orderNumber}` : ''}:`,
      mail.preview ? `“${mail.preview}”` : '',
      mail.hasPhoto ? '(a photo is attached)' : '',
      `Reply here: ${mail.threadUrl}`,
      `We send at most one e-mail about ${mail.from}'s messages every ${MESSAGE_MAIL_BATCH_MINUTES} minutes; newer messages wait for you in your conversations.`,
    ],
  }),
  lt: (mail) => ({
    subject: mail.orderNumber
      ? `Nauja žinutė nuo ${mail.from} dėl užsakymo ${mail.orderNumber}`
      : `Nauja žinutė nuo ${mail.from}`,
    lines: [
      'Sveiki,',
      `${mail.from} jums parašė${mail.orderNumber ? ` dėl užsakymo ${mail.orderNumber}` : ''}:`,
      mail.preview ? `„${mail.preview}“` : '',
      mail.hasPhoto ? '(pridėta nuotrauka)' : '',
      `Atsakykite čia: ${mail.threadUrl}`,
      `Apie to paties siuntėjo žinutes siunčiame ne daugiau kaip vieną laišką kas ${MESSAGE_MAIL_BATCH_MINUTES} minučių; naujesnės žinutės laukia jūsų pokalbiuose.`,
    ],
  }),
};

/** The mail telling someone about a new message, in their language. */
export function newMessageMail(language: Language, mail: MessageMail): { subject: string; text: string } {
  const preview = mail.preview.length > PREVIEW_MAX ? `${mail.preview.slice(0, PREVIEW_MAX)}…` : mail.preview;
  const { subject, lines } = TEXTS[language]({ ...mail, preview });
  return { subject, text: [...lines.filter(Boolean), BRAND_NAME].join('\n\n') };
}
