import { MARKETPLACE_TIME_ZONE } from '../constants.ts';

/**
 * The shape of a chef's availability — weekly cooking hours, days off, services per day, lead time
 * and service area — its limits, and what a chef who has set nothing has.
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
