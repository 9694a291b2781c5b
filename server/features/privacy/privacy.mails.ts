// The PIN stays out of the subject: subjects are logged, PINs never are.
import { BRAND_NAME, PIN_TTL_MINUTES, type Language } from '#domain/constants.ts';
import type { Mail } from '../../lib/mailer.ts';

const texts = {
  en: {
    subject: `Confirm deleting your ${BRAND_NAME} account`,
    body: (pin: string) =>
      `Your PIN to delete your account is ${pin}.\n\nIt is valid for ${PIN_TTL_MINUTES} minutes and works once. ` +
      `If you did not ask to delete your account, ignore this e-mail and change your password.\n\n${BRAND_NAME}`,
  },
  lt: {
    subject: `Patvirtinkite ${BRAND_NAME} paskyros ištrynimą`,
    body: (pin: string) =>
      `Jūsų paskyros ištrynimo PIN kodas: ${pin}.\n\nJis galioja ${PIN_TTL_MINUTES} min. ir tinka vieną kartą. ` +
      `Jei neprašėte ištrinti paskyros, šį laišką ignoruokite ir pasikeiskite slaptažodį.\n\n${BRAND_NAME}`,
  },
} as const;

/** The PIN that confirms deleting an account without a password, in the account's language. */
export function deletePinMail(to: string, pin: string, lang: Language): Mail {
  const text = texts[lang];
  return { to, subject: text.subject, text: text.body(pin), meta: { template: 'account-delete-pin', lang } };
}
