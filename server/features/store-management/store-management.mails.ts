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

const accountTexts = {
  en: {
    disabledSubject: `Your ${BRAND_NAME} account is disabled`,
    disabledBody: (name: string, reason: string, closedStore: boolean) =>
      `Hello ${name},\n\nOur team disabled your ${BRAND_NAME} account: you cannot sign in to it any more.` +
      (closedStore ? ' Your dishes are no longer shown and customers cannot order from you.' : '') +
      `\n\nReason: ${reason}\n\nYour orders stay as they are. If you think this is a mistake, reply to this e-mail.\n\n${BRAND_NAME}`,
    enabledSubject: `Your ${BRAND_NAME} account is active again`,
    enabledBody: (name: string, reopenedStore: boolean) =>
      `Hello ${name},\n\nOur team enabled your ${BRAND_NAME} account again: you can sign in as before.` +
      (reopenedStore ? ' Your dishes are shown to customers again.' : '') +
      `\n\n${BRAND_NAME}`,
  },
  lt: {
    disabledSubject: `Jūsų „${BRAND_NAME}“ paskyra išjungta`,
    disabledBody: (name: string, reason: string, closedStore: boolean) =>
      `Sveiki, ${name},\n\nMūsų komanda išjungė jūsų „${BRAND_NAME}“ paskyrą: prie jos prisijungti nebegalite.` +
      (closedStore ? ' Jūsų patiekalai neberodomi, pirkėjai negali jų užsisakyti.' : '') +
      `\n\nPriežastis: ${reason}\n\nJūsų užsakymai lieka tokie, kokie buvo. Jei manote, kad tai klaida, atsakykite į šį laišką.\n\n${BRAND_NAME}`,
    enabledSubject: `Jūsų „${BRAND_NAME}“ paskyra vėl veikia`,
    enabledBody: (name: string, reopenedStore: boolean) =>
      `Sveiki, ${name},\n\nMūsų komanda vėl įjungė jūsų „${BRAND_NAME}“ paskyrą: galite prisijungti kaip anksčiau.` +
      (reopenedStore ? ' Jūsų patiekalai vėl rodomi pirkėjams.' : '') +
      `\n\n${BRAND_NAME}`,
  },
} as const;

/** An administrator disabled the account; its owner learns why, and a chef that her store closed. */
export function accountDisabledMail(
  to: string,
  lang: Language,
  name: string,
  reason: string,
  closedStore: boolean,
): Mail {
  const t = accountTexts[lang];
  return {
    to,
    subject: t.disabledSubject,
    text: t.disabledBody(name, reason, closedStore),
    meta: { template: 'account-disabled' },
  };
}

/** An administrator enabled the account again; a store its disabling closed is open again. */
export function accountEnabledMail(to: string, lang: Language, name: string, reopenedStore: boolean): Mail {
  const t = accountTexts[lang];
  return {
    to,
    subject: t.enabledSubject,
    text: t.enabledBody(name, reopenedStore),
    meta: { template: 'account-enabled' },
  };
}
