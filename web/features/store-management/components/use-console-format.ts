import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { durationParts } from '../decisions.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

/** Money, dates and waiting times in the interface language. */
export function useConsoleFormat() {
  const { t, i18n } = useTranslation();
  const euro = useEuro();
  return {
    euro,
    dateTime: (ms: number) => formatInstant(ms, 'dateTime', i18n.language),
    duration: (ms: number) => {
      const { unit, count } = durationParts(ms);
      if (unit === 'minutes') return t('storeConsole.duration.minutes', { count });
      if (unit === 'hours') return t('storeConsole.duration.hours', { count });
      return t('storeConsole.duration.days', { count });
    },
    waiting: (ms: number) => {
      const { unit, count } = durationParts(ms);
      const time =
        unit === 'minutes'
          ? t('storeConsole.duration.minutes', { count })
          : unit === 'hours'
            ? t('storeConsole.duration.hours', { count })
            : t('storeConsole.duration.days', { count });
      return t('storeConsole.waiting', { time });
    },
  };
}

/** Translates a key built at run time (a status or action name), or shows the raw value. */
export function useDynamicText() {
  const { t, i18n } = useTranslation();
  const loose = t as unknown as (key: string) => string;
  return (key: string, fallback: string) => (i18n.exists(key) ? loose(key) : fallback);
}
