import { MARKETPLACE_TIME_ZONE } from '../constants.ts';
import { localeOf } from './locale.ts';

/**
 * Dates and times as people read them, in one place for the web's screens and the server's mails.
 * The marketplace lives on Vilnius time (DESIGN §6): an instant is shown on the Vilnius clock
 * whatever the reader's device says, and a calendar date ('YYYY-MM-DD': a day off, a service day)
 * is shown as that very day. The language picks the locale (`localeOf`): day-month-year English,
 * Lithuanian's own order.
 */
const FORMATS = {
  /** "3 Dec 2026" / "2026-12-03". */
  date: { dateStyle: 'medium' },
  /** "3 December 2026" / "2026 m. gruodžio 3 d.". */
  longDate: { dateStyle: 'long' },
  /** "Thursday, 3 December 2026" / "2026 m. gruodžio 3 d., ketvirtadienis". */
  fullDate: { dateStyle: 'full' },
  /** "3 Dec 2026, 18:00" / "2026-12-03 18:00". */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "3 December 2026 at 18:00" / "2026 m. gruodžio 3 d. 18:00". */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "Thursday, 3 December 2026 at 18:00" / "2026 m. gruodžio 3 d., ketvirtadienis 18:00". */
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  /** "Thursday 3 December" / "gruodžio 3 d., ketvirtadienis": a date near enough to need no year. */
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "Thursday" / "ketvirtadienis". */
  weekday: { weekday: 'long' },
  /** "Thu" / "kt". */
  weekdayShort: { weekday: 'short' },
  /** "December 2026" / "2026 m. gruodis". */
  monthYear: { month: 'long', year: 'numeric' },
  /** "18:00". */
  time: { timeStyle: 'short' },
  /** "16:05" on a 24-hour clock in both languages (plain English would say 04:05 PM). */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "3 Dec, 16:05" / "12-03 16:05": an earlier day's time in a list, on the 24-hour clock. */
  dayClock: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof FORMATS;

/** Where an instant's wall clock is read: Vilnius, or (for a field the device's clock fills) the device. */
type Clock = 'vilnius' | 'device';

const ZONES: Record<Clock | 'calendar', string | undefined> = {
  vilnius: MARKETPLACE_TIME_ZONE,
  device: undefined,
  // A calendar date is held as its UTC noon, so reading it in UTC gives the day itself.
  calendar: 'UTC',
};

/** Building an Intl formatter is slow next to using one: each locale, zone and format is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(format: DateFormat, language: string | null | undefined, zone: keyof typeof ZONES) {
  const locale = localeOf(language);
  const key = `${locale}|${zone}|${format}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...FORMATS[format], timeZone: ZONES[zone] });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An instant (epoch ms or a Date) in one of the named formats, on the Vilnius clock and in the
 * reader's language. `clock: 'device'` is only for a hint beside a field the device's own clock
 * fills (the checkout's date-time input), so the two agree.
 */
export function formatInstant(
  instant: number | Date,
  format: DateFormat,
  language: string | null | undefined,
  { clock = 'vilnius' }: { clock?: Clock } = {},
): string {
  return formatterFor(format, language, clock).format(instant);
}

/** A 'YYYY-MM-DD' calendar date as the UTC noon of that day, for reading it back as that very day. */
export function calendarNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * A calendar date ('YYYY-MM-DD', a Vilnius day) in one of the named formats and the reader's
 * language, the same day on any device whatever its own time zone.
 */
export function formatCalendarDate(
  date: string,
  format: DateFormat,
  language: string | null | undefined,
): string {
  return formatterFor(format, language, 'calendar').format(calendarNoon(date));
}
