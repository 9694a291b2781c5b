import { BRAND_NAME, type Language } from '#domain/constants.ts';
import type { Mail } from '../../lib/mailer.ts';

const texts = {
  en: {
    subject: (title: string) => `Your dish "${title}" was taken down`,
    body: (name: string, title: string, reason: string) =>
      `Hello ${name},\n\nOur team took your dish "${title}" off ${BRAND_NAME}: it is no longer shown to customers.\n\n` +
      `Reason: ${reason}\n\nIf you think this is a mistake, reply to this e-mail.\n\n${BRAND_NAME}`,
  },
  lt: {
    subject: (title: string) => `Jūsų patiekalas „${title}“ išimtas iš katalogo`,
    body: (name: string, title: string, reason: string) =>
      `Sveiki, ${name},\n\nMūsų komanda išėmė jūsų patiekalą „${title}“ iš ${BRAND_NAME}: pirkėjai jo nebemato.\n\n` +
      `Priežastis: ${reason}\n\nJei manote, kad tai klaida, atsakykite į šį laišką.\n\n${BRAND_NAME}`,
  },
} as const;

/** An operator deactivated a dish; its chef learns why, in their language. */
export function dishDeactivatedMail(
  to: string,
  lang: Language,
  name: string,
  title: string,
  reason: string,
): Mail {
  const t = texts[lang];
  return {
    to,
    subject: t.subject(title),
    text: t.body(name, title, reason),
    meta: { template: 'dish-deactivated' },
  };
}
