import { useTranslation } from '../i18n/use-translation.ts';
import { formatEuro, type Cents } from '#domain/money.ts';
import { languageOf } from '#domain/i18n/locale.ts';

/**
 * Cents as euros in the interface language ("€12.50", "12,50 €": domain/money.ts), for every
 * screen; the component renders again when the language changes.
 */
export function useEuro(): (cents: Cents) => string {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  return (cents) => formatEuro(cents, language);
}
