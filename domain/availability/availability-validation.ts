import {
  AVAILABILITY_LIMITS,
  DEFAULT_LEAD_TIME_HOURS,
  SLOT_MINUTES,
  WEEKDAYS,
  emptyWeek,
  type Availability,
  type AvailabilityField,
  type TimeRange,
  type Weekday,
} from './availability-settings.ts';
import { isIsoDate, minutesOf } from './vilnius-day.ts';

/** Validation of a chef's availability settings (zod-free: the settings screen checks as the server does). */

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
