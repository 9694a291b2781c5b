import { useTranslation } from '../../i18n/use-translation.ts';
import type { Language } from '#domain/constants.ts';
import { languageOf } from '#domain/i18n/locale.ts';

/** The interface language as the domain content takes it; re-renders when the user switches. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.resolvedLanguage ?? i18n.language);
}
