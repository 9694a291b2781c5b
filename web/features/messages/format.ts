import { vilniusDate } from '#domain/availability/vilnius-day.ts';
import { formatInstant } from '#domain/i18n/dates.ts';
import type { MaskKind } from '#domain/messages/contact-masking.ts';

/**
 * A message's time as people in Lithuania read it (Europe/Vilnius, daylight saving included), on
 * the 24-hour clock: the time alone today, with its day before.
 */
export function messageTime(timestamp: number, language: string, now: number): string {
  const sameDay = vilniusDate(timestamp) === vilniusDate(now);
  return formatInstant(timestamp, sameDay ? 'clock' : 'dayClock', language);
}

/** "phone number and e-mail address": the hidden kinds in words, joined as the language does. */
export function kindsInWords(kinds: MaskKind[], word: (kind: MaskKind) => string, language: string) {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(kinds.map(word));
}
