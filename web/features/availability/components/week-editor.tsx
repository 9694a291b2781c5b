import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { WEEKDAYS, type TimeRange, type Weekday } from '#domain/availability/availability-settings.ts';
import { addDays, minutesOf, timeOf } from '#domain/availability/vilnius-day.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { END_TIMES, FIRST_RANGE, START_TIMES, withNewRange } from '../settings-form.ts';
import { formatCalendarDate } from '#domain/i18n/dates.ts';

/** The week editor's parts: each weekday's cooking switch and its time ranges. */

/** A day's name ("Monday" / "pirmadienis") by ISO weekday; 2026-11-30 was a Monday. */
export function weekdayNames(language: string): Record<Weekday, string> {
  const names = {} as Record<Weekday, string>;
  WEEKDAYS.forEach((day, index) => {
    names[day] = formatCalendarDate(addDays('2026-11-30', index), 'weekday', language);
  });
  return names;
}

interface DayRowProps {
  day: Weekday;
  name: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  onCopy?: () => void;
}

/** One weekday: a cooking switch, its ranges as From/To selects, add and remove. */
export function DayRow({ day, name, ranges, onChange, onCopy }: DayRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const cooking = ranges.length > 0;
  const next = withNewRange(ranges);

  const changeRange = (index: number, change: Partial<TimeRange>) => {
    const updated = ranges.map((range, i) => {
      if (i !== index) return range;
      const merged = { ...range, ...change };
      // A start moved past the end takes the end along: an hour later, within the day.
      if (change.start && minutesOf(merged.start) >= minutesOf(merged.end)) {
        merged.end = timeOf(Math.min(minutesOf(merged.start) + 60, 1440));
      }
      return merged;
    });
    onChange(updated);
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-day={day}>
      <div className="flex items-center justify-between gap-3">
        <span id={nameId} className="text-base font-bold text-ink first-letter:uppercase">
          {name}
        </span>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
          <span
            aria-hidden="true"
            className={`text-sm font-semibold ${cooking ? 'text-basil' : 'text-muted'}`}
          >
            {cooking ? t('chefAvailability.hours.cooking') : t('chefAvailability.hours.off')}
          </span>
          <span className="relative inline-flex">
            <input
              type="checkbox"
              role="switch"
              aria-labelledby={nameId}
              checked={cooking}
              onChange={(event) => onChange(event.target.checked ? [{ ...FIRST_RANGE }] : [])}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className="relative h-7 w-12 rounded-full bg-line transition-colors peer-checked:bg-basil peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-paprika-dark after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
          </span>
        </label>
      </div>
      {cooking ? (
        <>
          <ul className="flex flex-col gap-2">
            {ranges.map((range, index) => (
              <li key={index} className="flex items-end gap-2">
                <TimeSelect
                  label={t('chefAvailability.hours.from')}
                  ariaLabel={t('chefAvailability.hours.fromLabel', { day: name, number: index + 1 })}
                  value={range.start}
                  options={START_TIMES}
                  onChange={(start) => changeRange(index, { start })}
                />
                <TimeSelect
                  label={t('chefAvailability.hours.to')}
                  ariaLabel={t('chefAvailability.hours.toLabel', { day: name, number: index + 1 })}
                  value={range.end}
                  options={END_TIMES}
                  onChange={(end) => changeRange(index, { end })}
                />
                <button
                  type="button"
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                  aria-label={t('chefAvailability.hours.remove', {
                    start: range.start,
                    end: range.end,
                    day: name,
                  })}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-paprika-dark"
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {next ? (
              <Button
                variant="secondary"
                size="sm"
                icon={<PlusIcon size={16} />}
                aria-label={t('chefAvailability.hours.addLabel', { day: name })}
                onClick={() => onChange(next)}
              >
                {t('chefAvailability.hours.add')}
              </Button>
            ) : null}
            {onCopy ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('chefAvailability.hours.copyLabel', { day: name })}
                onClick={onCopy}
              >
                {t('chefAvailability.hours.copy')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

function TimeSelect({
  label,
  ariaLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  ariaLabel: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <span aria-hidden="true" className="text-xs font-semibold text-muted">
        {label}
      </span>
      <select
        id={id}
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-field border border-line bg-surface px-3 text-base text-ink tabular-nums hover:border-muted"
      >
        {options.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
}
