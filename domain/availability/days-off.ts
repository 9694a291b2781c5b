import type { Availability } from './availability-settings.ts';
import { addDays, weekdayOf } from './vilnius-day.ts';

/** The days a chef does not cook: their own days off and Lithuania's public holidays. */

const pad = (n: number): string => String(n).padStart(2, '0');

export interface PublicHoliday {
  date: string;
  name: { en: string; lt: string };
}

/** Easter Sunday (Gregorian, anonymous algorithm) as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function firstSunday(year: number, month: number): string {
  const first = `${year}-${pad(month)}-01`;
  return addDays(first, (7 - Number(weekdayOf(first))) % 7);
}

/** Lithuania's public holidays (non-working days by the Labour Code, art. 123) in `year`, by date. */
export function lithuanianPublicHolidays(year: number): PublicHoliday[] {
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  const easter = easterSunday(year);
  const list: PublicHoliday[] = [
    { date: fixed(1, 1), name: { en: "New Year's Day", lt: 'Naujųjų metų diena' } },
    {
      date: fixed(2, 16),
      name: { en: 'Day of Restoration of the State of Lithuania', lt: 'Lietuvos valstybės atkūrimo diena' },
    },
    {
      date: fixed(3, 11),
      name: {
        en: 'Day of Restoration of Independence of Lithuania',
        lt: 'Lietuvos nepriklausomybės atkūrimo diena',
      },
    },
    { date: easter, name: { en: 'Easter Sunday', lt: 'Velykos' } },
    { date: addDays(easter, 1), name: { en: 'Easter Monday', lt: 'Antroji Velykų diena' } },
    { date: fixed(5, 1), name: { en: 'International Labour Day', lt: 'Tarptautinė darbo diena' } },
    { date: firstSunday(year, 5), name: { en: "Mother's Day", lt: 'Motinos diena' } },
    { date: firstSunday(year, 6), name: { en: "Father's Day", lt: 'Tėvo diena' } },
    { date: fixed(6, 24), name: { en: "St John's Day (Midsummer)", lt: 'Rasos ir Joninių diena' } },
    {
      date: fixed(7, 6),
      name: { en: 'Statehood Day', lt: 'Valstybės (Lietuvos karaliaus Mindaugo karūnavimo) diena' },
    },
    { date: fixed(8, 15), name: { en: 'Assumption Day', lt: 'Žolinė' } },
    { date: fixed(11, 1), name: { en: "All Saints' Day", lt: 'Visų šventųjų diena' } },
    { date: fixed(11, 2), name: { en: "All Souls' Day", lt: 'Mirusiųjų atminimo (Vėlinių) diena' } },
    { date: fixed(12, 24), name: { en: 'Christmas Eve', lt: 'Kūčių diena' } },
    { date: fixed(12, 25), name: { en: 'Christmas Day', lt: 'Kalėdos' } },
    { date: fixed(12, 26), name: { en: 'Second Day of Christmas', lt: 'Antroji Kalėdų diena' } },
  ];
  return list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

const holidayDates = new Map<number, Set<string>>();

/** Whether a Vilnius date is one of Lithuania's public holidays. */
export function isPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let dates = holidayDates.get(year);
  if (!dates) {
    dates = new Set(lithuanianPublicHolidays(year).map((holiday) => holiday.date));
    holidayDates.set(year, dates);
  }
  return dates.has(date);
}

/** Whether the chef does not cook on `date`: one of their days off, or a holiday they do not work. */
export function isDayOff(availability: Pick<Availability, 'daysOff' | 'workHolidays'>, date: string) {
  return availability.daysOff.includes(date) || (!availability.workHolidays && isPublicHoliday(date));
}
