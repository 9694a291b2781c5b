import { useTranslation } from '../../i18n/use-translation.ts';
import { useEuro } from '../../lib/use-euro.ts';
import { MARKETPLACE_TIME_ZONE } from '#domain/constants.ts';

/** Asset amounts, their euro price and dates in the interface language; re-renders on a switch. */
export function useAssetFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'lt' ? 'lt' : 'en';
  const locale = language === 'lt' ? 'lt-LT' : 'en-GB';
  const number = new Intl.NumberFormat(locale);
  const symbol = t('assetPages.symbol');
  const euro = useEuro();
  return {
    /** spec accounts §2: the volume followed by a currency-like symbol. */
    volume: (value: number) => `${number.format(value)} ${symbol}`,
    signedVolume: (value: number) =>
      `${value > 0 ? '+' : value < 0 ? '−' : ''}${number.format(Math.abs(value))} ${symbol}`,
    euro,
    date: (timestamp: number) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: MARKETPLACE_TIME_ZONE,
      }).format(timestamp),
  };
}
