import { localeOf } from '#domain/i18n/locale.ts';

/**
 * Dates as people read them: a chef's days off, a customer's service day and a chef's
 * next available date are Vilnius calendar dates ('YYYY-MM-DD'), shown the same on any device
 * whatever its own time zone. The wall-clock rules themselves are the domain's
 * (domain/availability/vilnius-day.ts).
 */

/** A 'YYYY-MM-DD' date as a UTC-noon Date, for formatting with `timeZone: 'UTC'`. */
export function dateOnly(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** A date in full: "Thursday 3 December 2026" / "2026 m. gruodžio 3 d., ketvirtadienis". */
export function formatLongDate(date: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    dateOnly(date),
  );
}

/** A date without its year: "Thursday 3 December" / "gruodžio 3 d., ketvirtadienis". */
export function formatDayDate(date: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(dateOnly(date));
}
