import { BRAND_NAME, type Language } from '#domain/constants.ts';
import type { Mail } from '../../lib/mailer.ts';

const texts = {
  en: {
    approvedSubject: `Your ${BRAND_NAME} chef profile is approved`,
    approved: (name: string) =>
      `Hello ${name},\n\nYour chef application is approved: your store is now listed and you can publish dishes.\n\n${BRAND_NAME}`,
    rejectedSubject: `About your ${BRAND_NAME} chef application`,
    reEnabledSubject: `Your ${BRAND_NAME} store is listed again`,
    reEnabled: (name: string, reason: string) =>
      `Hello ${name},\n\nWe reviewed your recent ratings and listed your store again; you can publish dishes.\n\n` +
      `${reason ? `Note from our team: ${reason}\n\n` : ''}${BRAND_NAME}`,
    keptDisabledSubject: `Your ${BRAND_NAME} store stays paused`,
    keptDisabled: (name: string, reason: string) =>
      `Hello ${name},\n\nWe reviewed your recent ratings, and your store stays paused for now.\n\nReason: ${reason}\n\n${BRAND_NAME}`,
    rejected: (name: string, reason: string) =>
      `Hello ${name},\n\nWe cannot approve your chef application yet.\n\nReason: ${reason}\n\n` +
      `You can update your profile and answers and submit again.\n\n${BRAND_NAME}`,
  },
  lt: {
    approvedSubject: `Jūsų ${BRAND_NAME} šefo profilis patvirtintas`,
    approved: (name: string) =>
      `Sveiki, ${name},\n\nJūsų šefo paraiška patvirtinta: jūsų parduotuvė jau matoma sąraše ir galite skelbti patiekalus.\n\n${BRAND_NAME}`,
    rejectedSubject: `Dėl jūsų ${BRAND_NAME} šefo paraiškos`,
    reEnabledSubject: `Jūsų ${BRAND_NAME} parduotuvė vėl matoma`,
    reEnabled: (name: string, reason: string) =>
      `Sveiki, ${name},\n\nPeržiūrėjome naujausius jūsų įvertinimus ir vėl įtraukėme jūsų parduotuvę į sąrašą; galite skelbti patiekalus.\n\n` +
      `${reason ? `Mūsų komandos pastaba: ${reason}\n\n` : ''}${BRAND_NAME}`,
    keptDisabledSubject: `Jūsų ${BRAND_NAME} parduotuvė lieka sustabdyta`,
    keptDisabled: (name: string, reason: string) =>
      `Sveiki, ${name},\n\nPeržiūrėjome naujausius jūsų įvertinimus; kol kas jūsų parduotuvė lieka sustabdyta.\n\nPriežastis: ${reason}\n\n${BRAND_NAME}`,
    rejected: (name: string, reason: string) =>
      `Sveiki, ${name},\n\nKol kas negalime patvirtinti jūsų šefo paraiškos.\n\nPriežastis: ${reason}\n\n` +
      `Galite atnaujinti profilį bei atsakymus ir pateikti paraišką iš naujo.\n\n${BRAND_NAME}`,
  },
} as const;

/** The operator's decision on a chef application, in the chef's language. */
export function applicationDecisionMail(
  to: string,
  lang: Language,
  name: string,
  decision: { valid: boolean; reason?: string },
): Mail {
  const t = texts[lang];
  return decision.valid
    ? { to, subject: t.approvedSubject, text: t.approved(name), meta: { template: 'application-approved' } }
    : {
        to,
        subject: t.rejectedSubject,
        text: t.rejected(name, decision.reason ?? ''),
        meta: { template: 'application-rejected' },
      };
}

/** The operator's review of a chef the rating rule disabled, in the chef's language. */
export function ratingReviewMail(
  to: string,
  lang: Language,
  name: string,
  decision: { valid: boolean; reason?: string },
): Mail {
  const t = texts[lang];
  const reason = decision.reason ?? '';
  return decision.valid
    ? {
        to,
        subject: t.reEnabledSubject,
        text: t.reEnabled(name, reason),
        meta: { template: 'chef-re-enabled' },
      }
    : {
        to,
        subject: t.keptDisabledSubject,
        text: t.keptDisabled(name, reason),
        meta: { template: 'chef-kept-disabled' },
      };
}
