import { BRAND_NAME, PIN_TTL_MINUTES, type Language } from '#domain/constants.ts';
import type { Mail } from '../../lib/mailer.ts';

const texts = {
  en: {
    pinSubject: `Confirm your ${BRAND_NAME} credit transfer`,
    pin: (pin: string, volume: number, destination: string) =>
      `Your PIN is ${pin}.\n\nEnter it to confirm the transfer of ${volume} credits to ${destination}. ` +
      `It is valid for ${PIN_TTL_MINUTES} minutes and works once. If you did not ask for this transfer, ` +
      `do not share the PIN with anyone and change your password.\n\n${BRAND_NAME}`,
    receivedSubject: `You received credits on ${BRAND_NAME}`,
    received: (volume: number, from: string) =>
      `Hello,\n\n${from} sent you ${volume} credits. You can see your balance on your board.\n\n${BRAND_NAME}`,
    someone: 'Another user',
    processedSubject: `Your ${BRAND_NAME} credit withdrawal is processed`,
    processed: (volume: number, destination: string) =>
      `Hello,\n\nYour withdrawal of ${volume} credits to ${destination} has been processed.\n\n${BRAND_NAME}`,
    rejectedSubject: `Your ${BRAND_NAME} credit withdrawal was not processed`,
    rejected: (volume: number, destination: string, reason: string) =>
      `Hello,\n\nWe could not process your withdrawal of ${volume} credits to ${destination}.\n\n` +
      `Reason: ${reason}\n\nThe ${volume} credits are back on your balance.\n\n${BRAND_NAME}`,
  },
  lt: {
    pinSubject: `Patvirtinkite ${BRAND_NAME} kreditų pervedimą`,
    pin: (pin: string, volume: number, destination: string) =>
      `Jūsų PIN kodas: ${pin}.\n\nĮveskite jį, kad patvirtintumėte ${volume} vnt. kreditų pervedimą gavėjui ${destination}. ` +
      `Jis galioja ${PIN_TTL_MINUTES} min. ir tinka vieną kartą. Jei šio pervedimo neprašėte, ` +
      `niekam neatskleiskite PIN kodo ir pakeiskite slaptažodį.\n\n${BRAND_NAME}`,
    receivedSubject: `Gavote kreditų ${BRAND_NAME} platformoje`,
    received: (volume: number, from: string) =>
      `Sveiki,\n\n${from} pervedė jums ${volume} vnt. kreditų. Likutį matysite savo lentoje.\n\n${BRAND_NAME}`,
    someone: 'Kitas naudotojas',
    processedSubject: `Jūsų ${BRAND_NAME} kreditų išmokėjimas įvykdytas`,
    processed: (volume: number, destination: string) =>
      `Sveiki,\n\nJūsų ${volume} vnt. kreditų išmokėjimas adresu ${destination} įvykdytas.\n\n${BRAND_NAME}`,
    rejectedSubject: `Jūsų ${BRAND_NAME} kreditų išmokėjimas neįvykdytas`,
    rejected: (volume: number, destination: string, reason: string) =>
      `Sveiki,\n\nNegalėjome įvykdyti jūsų ${volume} vnt. kreditų išmokėjimo adresu ${destination}.\n\n` +
      `Priežastis: ${reason}\n\n${volume} vnt. kreditų grąžinta į jūsų likutį.\n\n${BRAND_NAME}`,
  },
} as const;

/** The PIN that confirms a transfer; the PIN is the mail's first number, and never in the subject. */
export function transferPinMail(
  to: string,
  lang: Language,
  pin: string,
  transfer: { id: string; volume: number; destination: string },
): Mail {
  const t = texts[lang];
  return {
    to,
    subject: t.pinSubject,
    text: t.pin(pin, transfer.volume, transfer.destination),
    meta: { template: 'asset-transfer-pin', transferId: transfer.id },
  };
}

/** Tells the recipient of an internal transfer, in their language, who sent it (their store name). */
export function transferReceivedMail(
  to: string,
  lang: Language,
  volume: number,
  fromName: string | null,
): Mail {
  const t = texts[lang];
  return {
    to,
    subject: t.receivedSubject,
    text: t.received(volume, fromName ?? t.someone),
    meta: { template: 'asset-transfer-received' },
  };
}

/** The operator's decision on a withdrawal, in the user's language. */
export function withdrawalDecisionMail(
  to: string,
  lang: Language,
  withdrawal: { id: string; volume: number; destination: string },
  decision: { status: 'processed' | 'rejected'; reason?: string },
): Mail {
  const t = texts[lang];
  const meta = { template: `asset-withdrawal-${decision.status}`, withdrawalId: withdrawal.id };
  return decision.status === 'processed'
    ? {
        to,
        subject: t.processedSubject,
        text: t.processed(withdrawal.volume, withdrawal.destination),
        meta,
      }
    : {
        to,
        subject: t.rejectedSubject,
        text: t.rejected(withdrawal.volume, withdrawal.destination, decision.reason ?? ''),
        meta,
      };
}
