import { useTranslation } from '../../../i18n/use-translation.ts';
import { now } from '../../../lib/clock.ts';
import { addDays, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { formatCalendarDate } from '#domain/i18n/dates.ts';

/**
 * The chef's next day with an open time (today, tomorrow or the date), or that nothing is
 * free in the next two months; nothing from a server that does not tell.
 */
export function NextAvailable({
  date,
  compact = false,
}: {
  date: string | null | undefined;
  /** On a card: a smaller pill, no top margin. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (date === undefined) return null;
  // Vilnius calendar dates, the same whatever the device's zone.
  const today = vilniusDate(now());
  const tomorrow = addDays(today, 1);
  const text =
    date === null
      ? t('catalog.store.noAvailability')
      : date <= today
        ? t('catalog.store.availableToday')
        : date === tomorrow
          ? t('catalog.store.availableTomorrow')
          : t('catalog.store.nextAvailable', {
              date: formatCalendarDate(date, 'weekdayDate', i18n.resolvedLanguage),
            });
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full px-3 text-sm font-bold ${
        compact ? 'py-1' : 'mt-3 min-h-9'
      } ${date === null ? 'bg-sand text-muted' : 'bg-basil-soft text-basil'}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${date === null ? 'bg-muted' : 'bg-basil'}`} />
      {text}
    </p>
  );
}
