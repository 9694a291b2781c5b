import { MARKETPLACE_TIME_ZONE } from '#domain/orders/settlement.ts';
import type { MaskKind } from '#domain/messages/contact-masking.ts';

/** A message's time as people in Lithuania read it (Europe/Vilnius, daylight saving included). */
export function messageTime(timestamp: number, language: string, now: number): string {
  const sameDay =
    new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE }).format(timestamp) ===
    new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE }).format(now);
  return new Intl.DateTimeFormat(language, {
    timeZone: MARKETPLACE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    // Both languages read the clock to 24 hours here ('en' alone would give 03:05 PM).
    hourCycle: 'h23',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
  }).format(timestamp);
}

/** "phone number and e-mail address": the hidden kinds in words, joined as the language does. */
export function kindsInWords(kinds: MaskKind[], word: (kind: MaskKind) => string, language: string) {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(kinds.map(word));
}
