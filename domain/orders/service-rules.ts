import { SLOT_HORIZON_DAYS, type ServiceArea } from '../availability/availability-settings.ts';
import { lastBookableDay, serviceBeyondHorizon } from '../availability/booking-horizon.ts';
import { vilniusDate } from '../availability/vilnius-day.ts';
import { hasWiderArea, servesArea, type CityDistance } from '../availability/area-rule.ts';
import type { MessageParams } from '../i18n/format.ts';
import { MIN_SERVICE_DATE_SECONDS } from './checkout-rules.ts';

/**
 * The chef's lead time: the notice a chef gets on top of a dish's preparation time, to see and
 * confirm the order, shop for the ingredients and travel to the customer. There is no
 * per-chef setting at first; each chef now sets a "minimum lead time (hours)"
 * (ServiceLine.leadTimeHours), and this stays its default. Two hours: one to notice and confirm the order (a card payment is only
 * captured then), one to shop and get there; longer would refuse most same-day orders, which home
 * cooking is meant for. docs/spec-deviations.md "Orders and payments".
 */
export const CHEF_LEAD_TIME_HOURS = 2;
const LEAD_MINUTES = CHEF_LEAD_TIME_HOURS * 60;

/** What the service rules need of one ordered dish: its preparation time and its chef's city. */
export interface ServiceLine {
  title: string;
  preparationMinutes?: number | null;
  /** The chef's profile city; none set means the chef serves anywhere. */
  chefCity?: string | null;
  /** The chef's lead time (their availability); none means CHEF_LEAD_TIME_HOURS. */
  leadTimeHours?: number | null;
  /** The chef's service area; none means the chef's own city only. */
  serviceArea?: ServiceArea | null;
}

/** A broken rule: an i18n code (pages.checkout.*) and its parameters. */
export interface ServiceProblem {
  code: string;
  params?: MessageParams;
}

/** The notice one dish needs: its preparation time plus the chef's lead time, in minutes. */
export function noticeMinutes(line: Pick<ServiceLine, 'preparationMinutes' | 'leadTimeHours'>): number {
  const lead = line.leadTimeHours == null ? LEAD_MINUTES : Math.max(0, line.leadTimeHours) * 60;
  return Math.max(0, line.preparationMinutes ?? 0) + lead;
}

/** The earliest service instant (ms) for all `lines`: each dish's notice counted from `nowMs`. */
export function earliestServiceMs(nowMs: number, lines: readonly ServiceLine[]): number {
  if (lines.length === 0) return nowMs + LEAD_MINUTES * 60_000;
  return nowMs + Math.max(...lines.map(noticeMinutes)) * 60_000;
}

/**
 * Whether `serviceDateSeconds` may be booked at `nowMs` for `lines`: not before the
 * spec's floor (marketplace §9, 1713463885), not in the past (DESIGN §7), not past the booking
 * horizon (the days the slot offer shows, availability/booking-horizon.ts), and for every dish (a
 * cart may hold several chefs' dishes) not sooner than its preparation time plus its chef's lead time.
 */
export function serviceDateProblem(
  serviceDateSeconds: number,
  nowMs: number,
  lines: readonly ServiceLine[] = [],
): ServiceProblem | undefined {
  if (serviceDateSeconds < MIN_SERVICE_DATE_SECONDS) return { code: 'pages.checkout.serviceDateTooEarly' };
  const serviceMs = serviceDateSeconds * 1000;
  if (serviceMs <= nowMs) return { code: 'pages.checkout.serviceDateInPast' };
  if (serviceBeyondHorizon(serviceMs, nowMs)) {
    return {
      code: 'pages.checkout.serviceDateTooFar',
      params: { days: SLOT_HORIZON_DAYS, date: lastBookableDay(vilniusDate(nowMs)) },
    };
  }
  for (const line of lines) {
    const notice = noticeMinutes(line);
    if (serviceMs < nowMs + notice * 60_000) {
      return {
        code: 'pages.checkout.serviceDateTooSoon',
        params: { title: line.title, hours: Math.floor(notice / 60), minutes: notice % 60 },
      };
    }
  }
  return undefined;
}

/**
 * Whether a chef serves `addressCity`: a chef with no city set serves anywhere; otherwise
 * the address must be in the chef's profile city, compared without case or diacritics
 * ("VILNIUS" and "Vilnius", "Siauliai" and "Šiauliai" are one city).
 */
export function servesCity(chefCity: string | null | undefined, addressCity: string): boolean {
  return servesArea(chefCity, null, addressCity);
}

/**
 * The first dish whose chef does not serve `addressCity`, as the checkout's city error. `distance`
 * decides radii (the server passes service-area.ts `cityDistanceKm`; without it a radius is left to
 * the server).
 */
export function serviceAreaProblem(
  addressCity: string,
  lines: readonly ServiceLine[],
  distance?: CityDistance,
): ServiceProblem | undefined {
  const outside = lines.find((line) => !servesArea(line.chefCity, line.serviceArea, addressCity, distance));
  if (!outside) return undefined;
  // A chef who set a wider area is not "only in their city": say the address is outside it.
  if (hasWiderArea(outside.serviceArea) || !outside.chefCity?.trim()) {
    return {
      code: 'pages.checkout.outsideServiceArea',
      params: { title: outside.title, city: addressCity.trim() },
    };
  }
  return {
    code: 'pages.checkout.cityOutsideServiceArea',
    params: { title: outside.title, chefCity: outside.chefCity!.trim() },
  };
}
