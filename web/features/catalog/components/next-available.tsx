import { useTranslation } from '../../../i18n/use-translation.ts';
import { now } from '../../../lib/clock.ts';
import { localeOf } from '#domain/i18n/locale.ts';

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
  // Vilnius calendar dates, formatted as dates (UTC noon) whatever the device's zone.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(now());
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const tomorrow = new Date(noon(today).getTime() + 86_400_000).toISOString().slice(0, 10);
  const formatDayDate = (day: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(noon(day));
  const text =
    date === null
      ? t('catalog.store.noAvailability')
      : date <= today
        ? t('catalog.store.availableToday')
        : date === tomorrow
          ? t('catalog.store.availableTomorrow')
          : t('catalog.store.nextAvailable', { date: formatDayDate(date) });
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
