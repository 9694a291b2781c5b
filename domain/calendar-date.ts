/**
 * A calendar date as the API takes it in a query or a form: 'YYYY-MM-DD', a day that exists, and
 * within the years the marketplace can book or show (the checkout's epoch-seconds ceiling is the
 * start of 2100 as well). Outside them date arithmetic leaves the four-digit years (`toISOString`
 * writes '+010000-…', `Intl` throws a RangeError), so such a date is refused where it comes in,
 * with the field named, rather than failing deep in a rule.
 */
export const CALENDAR_DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

/** Whether `date` is a real calendar date written 'YYYY-MM-DD' within {@link CALENDAR_DATE_RANGE}. */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  if (date < CALENDAR_DATE_RANGE.min || date > CALENDAR_DATE_RANGE.max) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}
