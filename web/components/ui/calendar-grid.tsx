import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from './icons.tsx';
import { formatCalendarDate } from '#domain/i18n/dates.ts';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' texts (calendar dates, no time zone): the grid shows the
 * dates it is given, whatever the device's own zone.
 */
function utc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}
const text = (date: Date) => date.toISOString().slice(0, 10);

export function shiftDays(date: string, days: number): string {
  const moved = utc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return text(moved);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export function shiftMonths(date: string, months: number): string {
  const from = utc(date);
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return text(target);
}

/** Monday = 0 … Sunday = 6. */
const column = (date: string) => (utc(date).getUTCDay() + 6) % 7;

/** The weeks (Monday first) of the month of `date`; days of other months are null. */
export function monthWeeks(date: string): (string | null)[][] {
  const first = `${date.slice(0, 7)}-01`;
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: column(first) }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = shiftDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

const clamp = (date: string, min: string, max: string) => (date < min ? min : date > max ? max : date);

/**
 * Where a key moves the focused day (WAI-ARIA date picker grid): arrows by a day or a week, Home and
 * End to the week's first and last day, Page Up and Page Down by a month (with Shift by a year),
 * never outside [min, max]. Null for any other key.
 */
export function moveFocus(
  date: string,
  key: string,
  { min, max, shift = false }: { min: string; max: string; shift?: boolean },
): string | null {
  const moved =
    key === 'ArrowLeft'
      ? shiftDays(date, -1)
      : key === 'ArrowRight'
        ? shiftDays(date, 1)
        : key === 'ArrowUp'
          ? shiftDays(date, -7)
          : key === 'ArrowDown'
            ? shiftDays(date, 7)
            : key === 'Home'
              ? shiftDays(date, -column(date))
              : key === 'End'
                ? shiftDays(date, 6 - column(date))
                : key === 'PageUp'
                  ? shiftMonths(date, shift ? -12 : -1)
                  : key === 'PageDown'
                    ? shiftMonths(date, shift ? 12 : 1)
                    : null;
  return moved === null ? null : clamp(moved, min, max);
}

export interface CalendarLabels {
  previousMonth: string;
  nextMonth: string;
  /** Appended to the name of a day that cannot be chosen ("not available"). */
  unavailable: string;
  /** Appended to today's name. */
  today: string;
}

interface CalendarGridProps {
  /** The grid's accessible name. */
  label: string;
  /** The first and last dates the grid reaches. */
  min: string;
  max: string;
  /** Today, marked in the grid. */
  today: string;
  isAvailable: (date: string) => boolean;
  selected: string | null;
  onSelect: (date: string) => void;
  /** 'en' or 'lt': day names and full dates in the reader's language. */
  language: string;
  labels: CalendarLabels;
}

/**
 * A month calendar as an ARIA grid with one tab stop: the arrow keys, Home/End and Page Up/Down move
 * the focus (and the month with it), Enter or Space chooses a day. Every day is reachable; a day
 * that cannot be chosen says so in its name and is aria-disabled. Each day is named by its full
 * date in the reader's language ("Thursday, 3 December 2026").
 */
export function CalendarGrid({
  label,
  min,
  max,
  today,
  isAvailable,
  selected,
  onSelect,
  language,
  labels,
}: CalendarGridProps) {
  const titleId = useId();
  const [focused, setFocused] = useState(() => clamp(selected ?? min, min, max));
  // The chosen day moved from outside (a typed date, a refresh): the grid follows it.
  const [shownSelected, setShownSelected] = useState(selected);
  if (selected !== shownSelected) {
    setShownSelected(selected);
    if (selected) setFocused(clamp(selected, min, max));
  }
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusRef = useRef(false);
  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const monthTitle = formatCalendarDate(focused, 'monthYear', language);
  // 2026-11-30 is a Monday: the header's seven days from it.
  const weekdays = Array.from({ length: 7 }, (_, index) => shiftDays('2026-11-30', index));
  const canGoBack = focused.slice(0, 7) > min.slice(0, 7);
  const canGoForward = focused.slice(0, 7) < max.slice(0, 7);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const next = moveFocus(date, event.key, { min, max, shift: event.shiftKey });
    if (next === null) return;
    event.preventDefault();
    moveFocusRef.current = true;
    setFocused(next);
  }

  function showMonth(months: number) {
    setFocused(clamp(shiftMonths(focused, months), min, max));
  }

  const arrowButton =
    'inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={arrowButton}
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label={labels.previousMonth}
        >
          <ArrowLeftIcon size={20} />
        </button>
        <h3
          id={titleId}
          aria-live="polite"
          className="text-lg font-extrabold text-ink first-letter:uppercase"
        >
          {monthTitle}
        </h3>
        <button
          type="button"
          className={arrowButton}
          onClick={() => showMonth(1)}
          disabled={!canGoForward}
          aria-label={labels.nextMonth}
        >
          <ArrowRightIcon size={20} />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={`${label}, ${monthTitle}`}
        className="w-full table-fixed border-separate border-spacing-y-1"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day}
                scope="col"
                abbr={formatCalendarDate(day, 'weekday', language)}
                className="pb-1 text-center text-xs font-bold tracking-wide text-muted uppercase"
              >
                {formatCalendarDate(day, 'weekdayShort', language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week, index) => (
            <tr key={week.find(Boolean) ?? index}>
              {week.map((date, column) => {
                if (!date || date < min || date > max) {
                  return (
                    <td key={date ?? `empty-${column}`} className="p-0.5 text-center">
                      {date ? (
                        <span aria-hidden="true" className="text-sm text-muted">
                          {Number(date.slice(8))}
                        </span>
                      ) : null}
                    </td>
                  );
                }
                const available = isAvailable(date);
                const isSelected = date === selected;
                const isToday = date === today;
                const name = [
                  formatCalendarDate(date, 'fullDate', language),
                  isToday ? labels.today : null,
                  available ? null : labels.unavailable,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={date} aria-selected={isSelected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={name}
                      aria-disabled={available ? undefined : true}
                      aria-current={isToday ? 'date' : undefined}
                      onKeyDown={(event) => handleKeyDown(event, date)}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        setFocused(date);
                        if (available) onSelect(date);
                      }}
                      className={`relative mx-auto inline-flex size-11 items-center justify-center rounded-full text-base tabular-nums transition-colors ${
                        isSelected
                          ? 'bg-paprika font-extrabold text-white shadow-card'
                          : available
                            ? 'bg-paprika-soft font-bold text-paprika-dark hover:bg-paprika hover:text-white'
                            : 'cursor-not-allowed text-muted'
                      } ${isToday && !isSelected ? 'ring-2 ring-ink/40' : ''}`}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
