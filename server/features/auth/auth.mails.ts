// The PIN stays out of the subject: subjects are logged, PINs never are.
import { BRAND_NAME, PIN_TTL_MINUTES, type Language } from '#domain/constants.ts';
import type { Mail } from '../../lib/mailer.ts';

const pinTexts = {
  en: {
    subject: () => `Your ${BRAND_NAME} sign-in PIN`,
    body: (pin: string) =>
      `Your one-time PIN is ${pin}.\n\nIt is valid for ${PIN_TTL_MINUTES} minutes and works once. ` +
      `If you did not ask for it, you can ignore this e-mail.\n\n${BRAND_NAME}`,
  },
  lt: {
    subject: () => `Jūsų ${BRAND_NAME} prisijungimo PIN kodas`,
    body: (pin: string) =>
      `Jūsų vienkartinis PIN kodas: ${pin}.\n\nJis galioja ${PIN_TTL_MINUTES} min. ir tinka vieną kartą. ` +
      `Jei jo neprašėte, šį laišką galite ignoruoti.\n\n${BRAND_NAME}`,
  },
} as const;

/** The sign-in PIN mail, in the recipient's language. */
export function signInPinMail(to: string, pin: string, lang: Language): Mail {
  const texts = pinTexts[lang];
  return { to, subject: texts.subject(), text: texts.body(pin), meta: { template: 'sign-in-pin', lang } };
}

const voidedTexts = {
  en: {
    subject: `Your ${BRAND_NAME} account is yours alone now`,
    body:
      `You have just signed in with a PIN sent to this address. Before that, the account had been ` +
      `created with a password that was never confirmed by e-mail, possibly by someone else.\n\n` +
      `To keep the account yours, we ended every earlier session and that password no longer works. ` +
      `You can set a password of your own on your profile.\n\n${BRAND_NAME}`,
  },
  lt: {
    subject: `Jūsų ${BRAND_NAME} paskyra dabar tik jūsų`,
    body:
      `Ką tik prisijungėte PIN kodu, išsiųstu šiuo adresu. Prieš tai paskyra buvo sukurta su ` +
      `slaptažodžiu, kuris niekada nebuvo patvirtintas el. paštu, galbūt kito žmogaus.\n\n` +
      `Kad paskyra liktų jūsų, nutraukėme visas ankstesnes sesijas, o tas slaptažodis nebegalioja. ` +
      `Savo slaptažodį galite nustatyti profilyje.\n\n${BRAND_NAME}`,
  },
} as const;

/** Told to the owner when a PIN sign-in voided a never-confirmed password. */
export function passwordVoidedMail(to: string, lang: Language): Mail {
  const texts = voidedTexts[lang];
  return { to, subject: texts.subject, text: texts.body, meta: { template: 'password-voided', lang } };
}
