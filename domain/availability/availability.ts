import { MARKETPLACE_TIME_ZONE } from '../constants.ts';
/**
 * A chef's availability: weekly cooking hours, days off, services per day, lead time and
 * service area, and the pure rules on them — which times of a Vilnius day a customer may book, the
 * next day with an open time, Lithuania's public holidays, and the validation of a chef's settings.
 * Zod-free and without I/O: the web's date picker and the server's checkout use the same rules.
 *
 * Times: every time a person sees or sets is Europe/Vilnius wall clock ('HH:MM', dates
 * 'YYYY-MM-DD'); instants are epoch milliseconds. The conversion uses Intl only, so the daylight-saving
 * changes (last Sunday of March and of October) are the runtime's time-zone data: on the spring day
 * 03:00–03:59 does not exist and is skipped; on the autumn day 03:00–03:59 happens twice and the
 * first (summer time) instant is used.
 */

export type TimeRange = { start: string; end: string };
export type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';
export const WEEKDAYS: readonly Weekday[] = ['1', '2', '3', '4', '5', '6', '7'];

export interface ServiceArea {
  /** Cities the chef serves besides their own city. */
  cities: string[];
  /** Or every place within this many km of the chef's city (1..200); null = cities only. */
  radiusKm: number | null;
}

export interface Availability {
  /** ISO weekday (1 = Monday) -> cooking hours; [] = not cooking that day. */
  weeklyHours: Record<Weekday, TimeRange[]>;
  /** 'YYYY-MM-DD' Vilnius dates, sorted, unique. */
  daysOff: string[];
  /** null = no limit. */
  servicesPerDay: number | null;
  leadTimeHours: number;
  serviceArea: ServiceArea;
  /** Whether the chef cooks on Lithuania's public holidays; otherwise those days are off. */
  workHolidays: boolean;
}

/**
 * configured=false: the chef has set nothing yet and cooks on DEFAULT_COOKING_HOURS every day but
 * public holidays, with no limit.
 */
export interface ChefAvailability extends Availability {
  configured: boolean;
}

export const SLOT_MINUTES = 30;
/** A card order holds its slot this long while it waits for payment. */
export const HOLD_MINUTES = 15;
export const AVAILABILITY_TIME_ZONE = MARKETPLACE_TIME_ZONE;
/** How far ahead slots and the next available date are looked for. */
export const SLOT_HORIZON_DAYS = 62;
/** The lead time of a chef who has not set one (domain/orders/service-rules.ts CHEF_LEAD_TIME_HOURS). */
export const DEFAULT_LEAD_TIME_HOURS = 2;
/**
 * The cooking hours of a chef who has not set any: ordinary kitchen hours, never through the night
 * (a customer must not be able to book a chef for 02:00 because the chef has not opened the editor).
 */
export const DEFAULT_COOKING_HOURS: Readonly<TimeRange> = { start: '10:00', end: '21:00' };
export const AVAILABILITY_LIMITS = {
  maxRangesPerDay: 6,
  maxDaysOff: 366,
  servicesPerDay: { min: 1, max: 20 },
  leadTimeHours: { min: 0, max: 168 },
  radiusKm: { min: 1, max: 200 },
  maxCities: 30,
  cityLength: 100,
} as const;

export type AvailabilityField =
  'weeklyHours' | 'daysOff' | 'servicesPerDay' | 'leadTimeHours' | 'serviceArea' | 'workHolidays';

export function emptyWeek(): Record<Weekday, TimeRange[]> {
  return { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };
}

/**
 * What a chef who has set nothing has: DEFAULT_COOKING_HOURS every day, public holidays off, no
 * limit, the default lead time, own city.
 */
export function defaultAvailability(): ChefAvailability {
  const usual = (): TimeRange[] => [{ ...DEFAULT_COOKING_HOURS }];
  return {
    configured: false,
    weeklyHours: {
      '1': usual(),
      '2': usual(),
      '3': usual(),
      '4': usual(),
      '5': usual(),
      '6': usual(),
      '7': usual(),
    },
    daysOff: [],
    servicesPerDay: null,
    leadTimeHours: DEFAULT_LEAD_TIME_HOURS,
    serviceArea: { cities: [], radiusKm: null },
    workHolidays: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Dates and Vilnius wall clock

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

/** Whether `date` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

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

/** The Vilnius wall clock of an instant: date 'YYYY-MM-DD' and minutes after midnight. */
export function vilniusWall(ms: number): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of wallFormat.formatToParts(new Date(ms))) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: hour * 60 + Number(parts.minute) };
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
function steadyOffsetOf(date: string, midnightAsUtc: number): number | null {
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

// ---------------------------------------------------------------------------------------------
// Lithuanian public holidays

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

// ---------------------------------------------------------------------------------------------
// Open times

/** The notice (minutes) a dish needs with this chef: its preparation time plus the chef's lead time. */
export function noticeMinutesFor(availability: Pick<Availability, 'leadTimeHours'>, preparationMinutes = 0) {
  return Math.max(0, preparationMinutes) + availability.leadTimeHours * 60;
}

export interface OpenTimesInput {
  availability: ChefAvailability;
  /** The Vilnius date asked about. */
  date: string;
  /** No time before this instant is open (now + lead time + preparation, and the spec's floor). */
  earliestMs: number;
  /** Services already booked or held that day (live holds and bookings). */
  taken: number;
}

/** Why no time of a day is open, or a requested time refused (i18n codes, pages.checkout.*). */
export type DayProblem = 'chefDayOff' | 'outsideCookingHours' | 'slotTaken' | 'serviceDateTooSoon';

/** The start minutes a weekday's hours offer (ranges: start inclusive, end exclusive), in SLOT_MINUTES steps. */
function rangeMinutes(ranges: readonly TimeRange[]): number[] {
  const minutes = new Set<number>();
  for (const range of ranges) {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    const first = Math.ceil(start / SLOT_MINUTES) * SLOT_MINUTES;
    for (let m = first; m < end; m += SLOT_MINUTES) minutes.add(m);
  }
  return [...minutes].sort((a, b) => a - b);
}

/** The candidate start minutes of a day by the chef's hours; none on a day off. */
function dayMinutes(availability: ChefAvailability, date: string): number[] {
  if (isDayOff(availability, date)) return [];
  return rangeMinutes(availability.weeklyHours[weekdayOf(date)] ?? []);
}

/**
 * The weekdays on which a chef cooks at the wall-clock `time` ('HH:MM'), by their weekly hours: the
 * SLOT_MINUTES step the time falls in is one a customer may book on that weekday (days off, holidays,
 * notice and capacity aside). A chef who set nothing has DEFAULT_COOKING_HOURS every day.
 */
export function weekdaysCookingAt(availability: Pick<Availability, 'weeklyHours'>, time: string): Weekday[] {
  const minutes = minutesOf(time);
  if (Number.isNaN(minutes) || minutes >= 1440) return [];
  const step = Math.floor(minutes / SLOT_MINUTES) * SLOT_MINUTES;
  return WEEKDAYS.filter((day) => rangeMinutes(availability.weeklyHours[day] ?? []).includes(step));
}

export interface WeekdayHours {
  /** Consecutive weekdays with the same hours, first to last ('1'..'5' = Monday to Friday). */
  from: Weekday;
  to: Weekday;
  ranges: TimeRange[];
}

/**
 * A week's hours told briefly: consecutive weekdays with the same ranges as one run, days without
 * hours left out (Monday to Friday 17:00–21:00, Saturday 10:00–14:00).
 */
export function weeklyHoursRuns(weeklyHours: Availability['weeklyHours']): WeekdayHours[] {
  const same = (a: readonly TimeRange[], b: readonly TimeRange[]) =>
    a.length === b.length && a.every((range, i) => range.start === b[i]!.start && range.end === b[i]!.end);
  const runs: WeekdayHours[] = [];
  for (const day of WEEKDAYS) {
    const ranges = weeklyHours[day] ?? [];
    if (ranges.length === 0) continue;
    const last = runs.at(-1);
    if (last && Number(last.to) === Number(day) - 1 && same(last.ranges, ranges)) last.to = day;
    else runs.push({ from: day, to: day, ranges: ranges.map((range) => ({ ...range })) });
  }
  return runs;
}

/** Whether the chef's capacity is used up on a day with `taken` services. */
export function dayFull(availability: ChefAvailability, taken: number): boolean {
  return (
    availability.configured && availability.servicesPerDay !== null && taken >= availability.servicesPerDay
  );
}

/**
 * The 'HH:MM' times of a Vilnius date a customer may book with this chef: the chef's cooking hours
 * on that weekday (DEFAULT_COOKING_HOURS for an unconfigured chef) in SLOT_MINUTES steps, none on a
 * day off or a public holiday the chef does not work, none once the day's services are taken, none before `earliestMs`, and none that do not exist
 * that day (the skipped spring hour).
 */
export function openTimes(input: OpenTimesInput, limit = Infinity): string[] {
  const { availability, date, earliestMs, taken } = input;
  if (dayFull(availability, taken)) return [];
  const times: string[] = [];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // On a day with one offset throughout, each time's instant is plain arithmetic; on the two days
  // the clocks change, vilniusInstant works each one out.
  const steady = steadyOffsetOf(date, midnightAsUtc);
  for (const minutes of dayMinutes(availability, date)) {
    // Vilnius is UTC+2 or +3: a wall time whose latest possible instant is too early is skipped.
    if (midnightAsUtc + (minutes - 120) * 60_000 < earliestMs) continue;
    const time = timeOf(minutes);
    const instant =
      steady === null ? vilniusInstant(date, time) : midnightAsUtc + (minutes - steady) * 60_000;
    if (instant === null || instant < earliestMs) continue;
    times.push(time);
    if (times.length >= limit) break;
  }
  return times;
}

/**
 * Why a chef cannot serve at `instantMs` (ignoring notice, which service-rules check), or undefined:
 * a day off (or a public holiday the chef does not work), outside the cooking hours (the default
 * hours for a chef who set none), or the day's capacity taken. A time between two SLOT_MINUTES
 * steps is judged by the step it falls in.
 */
export function serviceTimeProblem(
  availability: ChefAvailability,
  instantMs: number,
  taken: number,
): DayProblem | undefined {
  const wall = vilniusWall(instantMs);
  if (isDayOff(availability, wall.date)) return 'chefDayOff';
  const step = Math.floor(wall.minutes / SLOT_MINUTES) * SLOT_MINUTES;
  if (!dayMinutes(availability, wall.date).includes(step)) return 'outsideCookingHours';
  if (dayFull(availability, taken)) return 'slotTaken';
  return undefined;
}

export interface NextAvailableInput {
  availability: ChefAvailability;
  /** Today's date in Vilnius is taken from this. */
  nowMs: number;
  /** Earliest allowed instant (now + notice, and the floor). */
  earliestMs: number;
  /** Services taken per Vilnius date. */
  takenByDate?: Readonly<Record<string, number>>;
  horizonDays?: number;
}

/** The first Vilnius date (from today, SLOT_HORIZON_DAYS ahead) with an open time, or null. */
export function nextAvailableDate(input: NextAvailableInput): string | null {
  const today = vilniusDate(input.nowMs);
  const horizon = input.horizonDays ?? SLOT_HORIZON_DAYS;
  for (let i = 0; i < horizon; i++) {
    const date = addDays(today, i);
    // A day is open as soon as one time is: the first one found ends the search of that day.
    const times = openTimes(
      {
        availability: input.availability,
        date,
        earliestMs: input.earliestMs,
        taken: input.takenByDate?.[date] ?? 0,
      },
      1,
    );
    if (times.length > 0) return date;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Validation (zod-free: the settings screen checks as the server does)

export type AvailabilityProblems = Partial<Record<AvailabilityField, string[]>>;

/** One problem: an i18n code and its parameters (forms.validation.max takes {max}, ...). */
export interface AvailabilityIssue {
  field: AvailabilityField;
  code: string;
  params?: Record<string, number>;
}

// The general form codes where they say it; the few the settings need of their own (availability.*).
const INVALID_FORMAT = 'forms.validation.invalidFormat';
const at = (bound: 'min' | 'max', value: number) => ({
  code: `forms.validation.${bound}`,
  params: { [bound]: value },
});
const PROBLEMS: Record<string, { code: string; params?: Record<string, number> }> = {
  invalid: { code: INVALID_FORMAT },
  tooManyRanges: at('max', 6),
  timeFormat: { code: 'availability.timeFormat' },
  rangeEndBeforeStart: { code: 'availability.rangeEndBeforeStart' },
  rangesOverlap: { code: 'availability.rangesOverlap' },
  tooManyDaysOff: at('max', 366),
  dayOffPast: { code: 'availability.dayOffPast' },
  servicesPerDayMin: at('min', 1),
  servicesPerDayMax: at('max', 20),
  leadTimeHoursMin: { code: 'availability.noticeNegative' },
  leadTimeHoursMax: at('max', 168),
  tooManyCities: at('max', 30),
  cityTooLong: { code: 'forms.validation.maxLength', params: { max: 100 } },
  radiusKmMin: at('min', 1),
  radiusKmMax: at('max', 200),
};

/** Which bound a whole number breaks: 'Min', 'Max', or 'invalid' when it is not a whole number. */
function boundProblem(value: unknown, min: number, max: number): 'Min' | 'Max' | 'invalid' | undefined {
  if (!Number.isInteger(value)) return 'invalid';
  if ((value as number) < min) return 'Min';
  if ((value as number) > max) return 'Max';
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStepTime(time: unknown, allowMidnightEnd: boolean): time is string {
  if (typeof time !== 'string') return false;
  const minutes = minutesOf(time);
  if (Number.isNaN(minutes) || minutes % SLOT_MINUTES !== 0) return false;
  return allowMidnightEnd ? minutes <= 1440 : minutes < 1440;
}

function checkWeeklyHours(value: unknown, problems: string[]): Record<Weekday, TimeRange[]> {
  const week = emptyWeek();
  if (!isRecord(value)) {
    problems.push('invalid');
    return week;
  }
  for (const key of Object.keys(value)) {
    if (!(WEEKDAYS as readonly string[]).includes(key)) problems.push('invalid');
  }
  for (const day of WEEKDAYS) {
    const ranges = value[day] ?? [];
    if (!Array.isArray(ranges)) {
      problems.push('invalid');
      continue;
    }
    if (ranges.length > AVAILABILITY_LIMITS.maxRangesPerDay) problems.push('tooManyRanges');
    for (const range of ranges) {
      if (!isRecord(range) || !isStepTime(range.start, false) || !isStepTime(range.end, true)) {
        problems.push('timeFormat');
        continue;
      }
      if (minutesOf(range.start) >= minutesOf(range.end)) {
        problems.push('rangeEndBeforeStart');
        continue;
      }
      week[day].push({ start: range.start, end: range.end });
    }
    week[day].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (let i = 1; i < week[day].length; i++) {
      if (minutesOf(week[day][i]!.start) < minutesOf(week[day][i - 1]!.end)) {
        problems.push('rangesOverlap');
        break;
      }
    }
  }
  return week;
}

/**
 * Checks a chef's availability settings (any JSON value) and answers the cleaned settings and the
 * problems per field: `problems` as i18n codes, `issues` with their parameters (the first of each
 * field is what the server answers). No problems means `availability` is valid. Given `today` (the
 * Vilnius date), a day off before it is refused: it would change nothing and hides a mistyped year.
 */
export function validateAvailability(
  value: unknown,
  options: { today?: string } = {},
): {
  availability: Availability;
  problems: AvailabilityProblems;
  issues: AvailabilityIssue[];
} {
  const issues: AvailabilityIssue[] = [];
  const add = (field: AvailabilityField, keys: string[]) => {
    for (const key of new Set(keys)) issues.push({ field, ...PROBLEMS[key]! });
  };
  const input = isRecord(value) ? value : {};

  const hourProblems: string[] = [];
  const weeklyHours = isRecord(value) ? checkWeeklyHours(input.weeklyHours, hourProblems) : emptyWeek();
  if (!isRecord(value)) hourProblems.push('invalid');
  add('weeklyHours', hourProblems);

  let daysOff: string[] = [];
  const rawDays = input.daysOff ?? [];
  if (!Array.isArray(rawDays) || rawDays.some((d) => typeof d !== 'string' || !isIsoDate(d))) {
    add('daysOff', ['invalid']);
  } else {
    daysOff = [...new Set(rawDays as string[])].sort();
    const dayProblems: string[] = [];
    if (daysOff.length > AVAILABILITY_LIMITS.maxDaysOff) dayProblems.push('tooManyDaysOff');
    if (options.today && daysOff.some((day) => day < options.today!)) dayProblems.push('dayOffPast');
    add('daysOff', dayProblems);
  }

  const rawWorkHolidays = input.workHolidays ?? false;
  if (typeof rawWorkHolidays !== 'boolean') add('workHolidays', ['invalid']);

  const { servicesPerDay: spd, leadTimeHours: lth, radiusKm: rk } = AVAILABILITY_LIMITS;
  const perDay = input.servicesPerDay ?? null;
  const perDayProblem = perDay === null ? undefined : boundProblem(perDay, spd.min, spd.max);
  if (perDayProblem)
    add('servicesPerDay', [perDayProblem === 'invalid' ? 'invalid' : `servicesPerDay${perDayProblem}`]);

  const lead = input.leadTimeHours ?? DEFAULT_LEAD_TIME_HOURS;
  const leadProblem = boundProblem(lead, lth.min, lth.max);
  if (leadProblem)
    add('leadTimeHours', [leadProblem === 'invalid' ? 'invalid' : `leadTimeHours${leadProblem}`]);

  const areaProblems: string[] = [];
  const area = input.serviceArea ?? { cities: [], radiusKm: null };
  let cities: string[] = [];
  let radiusKm: number | null = null;
  if (!isRecord(area)) {
    areaProblems.push('invalid');
  } else {
    const rawCities = area.cities ?? [];
    if (!Array.isArray(rawCities) || rawCities.some((c) => typeof c !== 'string')) {
      areaProblems.push('invalid');
    } else {
      cities = [...new Set((rawCities as string[]).map((c) => c.trim()).filter(Boolean))];
      if (cities.length > AVAILABILITY_LIMITS.maxCities) areaProblems.push('tooManyCities');
      if (cities.some((c) => c.length > AVAILABILITY_LIMITS.cityLength)) areaProblems.push('cityTooLong');
    }
    const rawRadius = area.radiusKm ?? null;
    const radiusProblem = rawRadius === null ? undefined : boundProblem(rawRadius, rk.min, rk.max);
    if (radiusProblem)
      areaProblems.push(radiusProblem === 'invalid' ? 'invalid' : `radiusKm${radiusProblem}`);
    else radiusKm = rawRadius as number | null;
  }
  add('serviceArea', areaProblems);

  const problems: AvailabilityProblems = {};
  for (const issue of issues) (problems[issue.field] ??= []).push(issue.code);
  return {
    availability: {
      weeklyHours,
      daysOff,
      servicesPerDay: typeof perDay === 'number' ? perDay : null,
      leadTimeHours: typeof lead === 'number' ? lead : DEFAULT_LEAD_TIME_HOURS,
      serviceArea: { cities, radiusKm },
      workHolidays: rawWorkHolidays === true,
    },
    problems,
    issues,
  };
}
