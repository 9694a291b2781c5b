import { useTranslation } from '../../i18n/use-translation.ts';
import { useEuro } from '../../lib/use-euro.ts';
import { toMillis } from '#domain/orders/checkout-rules.ts';
import { formatInstant } from '#domain/i18n/dates.ts';
import { languageOf } from '#domain/i18n/locale.ts';
import type { Language } from '#domain/constants.ts';

export type UiLanguage = Language;

/**
 * A timestamp (seconds or milliseconds, spec marketplace §3) as a date, or a date and time, in the
 * language's format; `null` when it is missing or not a real date, so the caller shows Invalid Date.
 */
export function formatTimestamp(value: unknown, language: UiLanguage, withTime = false): string | null {
  const timestamp = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  // 0 is "never set", not 1 January 1970.
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp <= 0) return null;
  const date = new Date(toMillis(timestamp));
  if (Number.isNaN(date.getTime())) return null;
  return formatInstant(date, withTime ? 'dateTime' : 'date', language);
}

/** Formatting bound to the interface language: money, dates and dates with time. */
export function useOrderFormat() {
  const { t, i18n } = useTranslation();
  const language: UiLanguage = languageOf(i18n.resolvedLanguage);
  const invalid = t('orderPages.invalidDate');
  const euro = useEuro();
  return {
    language,
    euro,
    date: (value: unknown) => formatTimestamp(value, language) ?? invalid,
    dateTime: (value: unknown) => formatTimestamp(value, language, true) ?? invalid,
  };
}
