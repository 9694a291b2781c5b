import { isCalendarDate } from '../calendar-date.ts';
import { AVAILABILITY_TIME_ZONE, type Weekday } from './availability-settings.ts';

/**
 * Dates and the Vilnius wall clock. Every time a person sees or sets is Europe/Vilnius wall clock
 * ('HH:MM', dates 'YYYY-MM-DD'); instants are epoch milliseconds. The conversion uses Intl only, so
 * the daylight-saving changes (last Sunday of March and of October) are the runtime's time-zone data:
 * on the spring day 03:00–03:59 does not exist and is skipped; on the autumn day 03:00–03:59 happens
 * twice and the first (summer time) instant is used.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'HH:MM' -> minutes after midnight ('24:00' -> 1440); NaN when malformed. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return NaN;
  return hours * 60 + minutes;
}

export function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Whether `date` is a real calendar date written 'YYYY-MM-DD' in the years the API takes. */
export const isIsoDate = isCalendarDate;

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: '1' = Monday .. '7' = Sunday. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return String(day === 0 ? 7 : day) as Weekday;
}

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: AVAILABILITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;

/** The Vilnius wall clock of an instant, read from Intl (a few microseconds each: see `vilniusWall`). */
function wallFromIntl(ms: number): { date: string; minutes: number; wallAsUtc: number } {
  const parts: Record<string, string> = {};
  for (const part of wallFormat.formatToParts(new Date(ms))) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const minutes = hour * 60 + Number(parts.minute);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { date, minutes, wallAsUtc: Date.UTC(y, m - 1, d) + minutes * 60_000 + Number(parts.second) * 1000 };
}

/** Vilnius's offset from UTC through a whole UTC hour (ms), or null when it changes within it. */
const hourOffsets = new Map<number, number | null>();

function offsetThroughHour(hour: number): number | null {
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const last = start + HOUR_MS - 1000; // Intl reads whole seconds
    const atStart = wallFromIntl(start).wallAsUtc - start;
    const atEnd = wallFromIntl(last).wallAsUtc - last;
    offset = atStart === atEnd ? atStart : null;
    if (hourOffsets.size >= 10_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/**
 * The Vilnius wall clock of an instant: date 'YYYY-MM-DD' and minutes after midnight. Intl is read
 * twice per UTC hour and the offset remembered (clocks change on the hour), since placing an order
 * reads the wall clock several times and Intl was a tenth of the server's work per order.
 */
export function vilniusWall(ms: number): { date: string; minutes: number } {
  const offset = offsetThroughHour(Math.floor(ms / HOUR_MS));
  if (offset === null) {
    const { date, minutes } = wallFromIntl(ms);
    return { date, minutes };
  }
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset);
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The Vilnius calendar date of an instant. */
export function vilniusDate(ms: number): string {
  return vilniusWall(ms).date;
}

/** Vilnius offset from UTC at an instant, in minutes (120 in winter, 180 in summer). */
function offsetMinutes(ms: number): number {
  const wall = vilniusWall(ms);
  const [y, m, d] = wall.date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d) + wall.minutes * 60_000;
  return Math.round((wallAsUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

const steadyOffsets = new Map<string, number | null>();

/**
 * The one Vilnius offset of a whole date (12 hours before its midnight to 12 hours after its end),
 * or null on the two days a year the clocks change. Remembered per date (a few hundred at most).
 */
export function steadyOffsetOf(date: string, midnightAsUtc: number): number | null {
  let offset = steadyOffsets.get(date);
  if (offset === undefined) {
    const before = offsetMinutes(midnightAsUtc - 12 * 3_600_000);
    const after = offsetMinutes(midnightAsUtc + 36 * 3_600_000);
    offset = before === after ? before : null;
    if (steadyOffsets.size >= 1000) steadyOffsets.clear();
    steadyOffsets.set(date, offset);
  }
  return offset;
}

/**
 * The instant of a Vilnius wall-clock time, or null when that time does not exist (the hour skipped
 * when summer time starts). Of a time that happens twice (autumn), the first.
 */
export function vilniusInstant(date: string, time: string): number | null {
  const minutes = minutesOf(time);
  if (!isIsoDate(date) || Number.isNaN(minutes)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // Most days have one offset from before they start to after they end: then no Intl per time
  // (a slot offer converts hundreds of times; Intl is the cost of it).
  const steady = steadyOffsetOf(date, Date.UTC(y, m - 1, d));
  if (steady !== null) return wallAsUtc - steady * 60_000;
  // Try both offsets Vilnius can have around this moment, earliest instant first.
  const candidates = [
    ...new Set([offsetMinutes(wallAsUtc - 12 * 3_600_000), offsetMinutes(wallAsUtc + 12 * 3_600_000)]),
  ]
    .map((offset) => wallAsUtc - offset * 60_000)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    const wall = vilniusWall(instant);
    const expected = minutes === 1440 ? { date: addDays(date, 1), minutes: 0 } : { date, minutes };
    if (wall.date === expected.date && wall.minutes === expected.minutes) return instant;
  }
  return null;
}
