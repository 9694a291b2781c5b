import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  addDays,
  vilniusDate,
  vilniusInstant,
  vilniusWall,
  timeOf,
} from '#domain/availability/vilnius-day.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CalendarGrid } from '../../../components/ui/calendar-grid.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { now } from '../../../lib/clock.ts';
import { formatCalendarDate } from '#domain/i18n/dates.ts';
import { SLOT_DAYS, useServiceSlots } from '../api/get-service-slots.ts';
import './texts.ts';
import { languageOf } from '#domain/i18n/locale.ts';

/** The times of a day in four parts, so a long day (a chef open all day) stays easy to scan. */
const DAY_PARTS = [
  { key: 'night', from: '00:00', to: '06:00' },
  { key: 'morning', from: '06:00', to: '12:00' },
  { key: 'afternoon', from: '12:00', to: '17:00' },
  { key: 'evening', from: '17:00', to: '24:00' },
] as const;

interface ServiceSlotPickerProps {
  /** The cart's dishes: the days offered are those every one of their chefs can take. */
  productIds: readonly number[];
  /** The form's service date (a datetime-local text in the device's zone). */
  value: string;
  /** A time was chosen: its instant (epoch milliseconds). */
  onPick: (instant: number) => void;
  /** The first time offered (epoch milliseconds), or null when none is: the form's earliest. */
  onFirstOpen?: (instant: number | null) => void;
}

/** The Vilnius day and time of the form's value, if it holds one. */
function chosenOf(value: string): { date: string; time: string } | null {
  // A datetime-local text is read in the device's zone, as the form reads it.
  const ms = value ? new Date(value).getTime() : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  const wall = vilniusWall(ms);
  return { date: wall.date, time: timeOf(wall.minutes) };
}

/**
 * The service day and time: a month calendar of the days the chefs of the cart can all
 * take (GET /store/service-slots), then that day's times as buttons. Times are Vilnius wall clock;
 * the choice fills the form's service date, which is what the order is placed with.
 */
export function ServiceSlotPicker({ productIds, value, onPick, onFirstOpen }: ServiceSlotPickerProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const timesId = useId();
  const [today] = useState(() => vilniusDate(now()));
  const slots = useServiceSlots(productIds, today);
  const timesByDate = useMemo(
    () => new Map((slots.data?.days ?? []).map((day) => [day.date, day.times])),
    [slots.data],
  );
  const firstDay = slots.data?.days.find((day) => day.times.length > 0);
  const firstOpen = firstDay ? vilniusInstant(firstDay.date, firstDay.times[0]!) : null;
  useEffect(() => {
    if (slots.data) onFirstOpen?.(firstOpen);
  }, [slots.data, firstOpen, onFirstOpen]);
  const chosen = chosenOf(value);
  const [day, setDay] = useState<string | null>(null);
  // The form's value decides the day until the customer picks another.
  const shownDay = day ?? (chosen && timesByDate.has(chosen.date) ? chosen.date : null);
  const times = shownDay ? (timesByDate.get(shownDay) ?? []) : [];

  if (slots.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          {t('checkoutSlots.loading')}
        </p>
        <Skeleton className="h-8 w-1/2 self-center" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (slots.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Banner tone="error">{t('checkoutSlots.failed')}</Banner>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void slots.refetch()}
          isLoading={slots.isRefetching}
        >
          {t('checkoutSlots.retry')}
        </Button>
      </div>
    );
  }
  if (timesByDate.size === 0) {
    return <Banner tone="info">{t('checkoutSlots.none')}</Banner>;
  }

  return (
    <div className="flex flex-col gap-4">
      <CalendarGrid
        label={t('checkoutSlots.calendar')}
        min={today}
        max={addDays(today, SLOT_DAYS - 1)}
        today={today}
        isAvailable={(date) => timesByDate.has(date)}
        selected={shownDay}
        onSelect={setDay}
        language={language}
        labels={{
          previousMonth: t('checkoutSlots.previousMonth'),
          nextMonth: t('checkoutSlots.nextMonth'),
          unavailable: t('checkoutSlots.unavailable'),
          today: t('checkoutSlots.today'),
        }}
      />
      {shownDay ? (
        <div role="group" aria-labelledby={timesId} className="flex flex-col gap-2">
          <h3 id={timesId} className="font-bold text-ink first-letter:uppercase">
            {t('checkoutSlots.timesFor', { date: formatCalendarDate(shownDay, 'weekdayDate', language) })}
          </h3>
          {DAY_PARTS.map(({ key, from, to }) => {
            const inPart = times.filter((time) => time >= from && time < to);
            if (inPart.length === 0) return null;
            return (
              <div key={key} className="flex flex-col gap-1.5">
                <h4 className="text-xs font-bold tracking-wide text-muted uppercase">
                  {t(`checkoutSlots.${key}`)}
                </h4>
                <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                  {inPart.map((time) => {
                    const pressed = chosen?.date === shownDay && chosen.time === time;
                    return (
                      <li key={time}>
                        <button
                          type="button"
                          aria-pressed={pressed}
                          onClick={() => {
                            const instant = vilniusInstant(shownDay, time);
                            if (instant !== null) onPick(instant);
                          }}
                          className={`min-h-11 w-full rounded-full border text-base font-semibold tabular-nums transition-colors ${
                            pressed
                              ? 'border-paprika bg-paprika text-white shadow-card'
                              : 'border-line bg-surface text-ink hover:border-paprika hover:text-paprika-dark'
                          }`}
                        >
                          {time}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      ) : (
        <p className="text-muted">{t('checkoutSlots.pickDay')}</p>
      )}
      <p className="text-sm text-muted">{t('checkoutSlots.timeZone')}</p>
    </div>
  );
}
