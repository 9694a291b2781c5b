import { useTranslation } from '../../i18n/use-translation.ts';
import type { Language } from '#domain/constants.ts';

/** The interface language as the domain content takes it; re-renders when the user switches. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'lt' ? 'lt' : 'en';
}
