import type { Language } from '../constants.ts';

/** Intl locales per interface language: day-month-year English reads naturally in Lithuania. */
const LOCALES: Record<Language, string> = { en: 'en-GB', lt: 'lt-LT' };

/** The interface language a reader's language tag stands for: Lithuanian, else English. */
export function languageOf(tag: string | null | undefined): Language {
  return tag === 'lt' ? 'lt' : 'en';
}

/** The Intl locale dates, times and numbers are formatted with in a reader's language. */
export function localeOf(tag: string | null | undefined): string {
  return LOCALES[languageOf(tag)];
}

/** A number written with a dot ("4.5", "0.00") with the reader's decimal separator ("4,5", "0,00"). */
export function decimal(value: number | string, tag: string | null | undefined): string {
  const text = String(value);
  return languageOf(tag) === 'lt' ? text.replace('.', ',') : text;
}
