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
