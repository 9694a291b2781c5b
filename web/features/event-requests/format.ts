import { MARKETPLACE_TIME_ZONE } from '#domain/constants.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useEuro } from '../../lib/use-euro.ts';
import { localeOf } from '#domain/i18n/locale.ts';

/**
 * How the event request screens write dates, durations and money in the interface language. Event
 * times are Vilnius wall-clock times wherever the reader's device is.
 */
export function useEventFormat() {
  const { t, i18n } = useTranslation();
  const euro = useEuro();
  const locale = localeOf(i18n.resolvedLanguage);
  return {
    euro,
    /** "Saturday 14 June 2026, 18:00". */
    dateTime: (ms: number) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: MARKETPLACE_TIME_ZONE,
      }).format(new Date(ms)),
    /** "14 Jun 2026, 18:00", for lists. */
    shortDateTime: (ms: number) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: MARKETPLACE_TIME_ZONE,
      }).format(new Date(ms)),
    /** "3 h 30 min" / "3 val. 30 min". */
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('eventRequestPages.duration.minutes', { minutes: rest });
      if (rest === 0) return t('eventRequestPages.duration.hours', { hours });
      return t('eventRequestPages.duration.hoursMinutes', { hours, minutes: rest });
    },
  };
}
