import { useTranslation } from '../../i18n/use-translation.ts';
import { formatEuro } from '#domain/dishes/dish-price.ts';

/** Euros in the interface language (domain formatEuro); re-renders on a language switch. */
export function useEuro(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'lt' ? 'lt' : 'en';
  return (cents) => formatEuro(cents, language);
}
