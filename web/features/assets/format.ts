import { useTranslation } from '../../i18n/use-translation.ts';
import { useEuro } from '../../lib/use-euro.ts';
import { formatInstant } from '#domain/i18n/dates.ts';
import { languageOf, localeOf } from '#domain/i18n/locale.ts';

/** Asset amounts, their euro price and dates in the interface language; re-renders on a switch. */
export function useAssetFormat() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const locale = localeOf(language);
  const number = new Intl.NumberFormat(locale);
  const euro = useEuro();
  // Credits are not euros, so they get no currency sign: the word, in the language's number form.
  const credits = (value: number, sign = '') =>
    t('assetPages.amount', { count: Math.abs(value), amount: `${sign}${number.format(Math.abs(value))}` });
  return {
    /** spec accounts §2: the volume followed by its unit (docs/spec-deviations.md). */
    volume: (value: number) => credits(value, value < 0 ? '−' : ''),
    signedVolume: (value: number) => credits(value, value > 0 ? '+' : value < 0 ? '−' : ''),
    euro,
    date: (timestamp: number) => formatInstant(timestamp, 'dateTime', language),
  };
}
