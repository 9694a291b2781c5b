import { useTranslation } from '../i18n/use-translation.ts';
import { formatEuro, type Cents } from '#domain/money.ts';

/**
 * Cents as euros in the interface language ("€12.50", "12,50 €": domain/money.ts), for every
 * screen; the component renders again when the language changes.
 */
export function useEuro(): (cents: Cents) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'lt' ? 'lt' : 'en';
  return (cents) => formatEuro(cents, language);
}
