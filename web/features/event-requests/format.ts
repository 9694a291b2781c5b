import { useTranslation } from '../../i18n/use-translation.ts';
import { useEuro } from '../../lib/use-euro.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

/**
 * How the event request screens write dates, durations and money in the interface language. Event
 * times are Vilnius wall-clock times wherever the reader's device is.
 */
export function useEventFormat() {
  const { t, i18n } = useTranslation();
  const euro = useEuro();
  const language = i18n.resolvedLanguage;
  return {
    euro,
    /** "Sunday, 14 June 2026 at 18:00". */
    dateTime: (ms: number) => formatInstant(ms, 'fullDateTime', language),
    /** "14 Jun 2026, 18:00", for lists. */
    shortDateTime: (ms: number) => formatInstant(ms, 'dateTime', language),
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
