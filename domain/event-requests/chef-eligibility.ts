import type { ChefAvailability, ServiceArea } from '../availability/availability-settings.ts';
import { servesArea, type CityDistance } from '../availability/area-rule.ts';
import { noticeMinutesFor, serviceTimeProblem, type DayProblem } from '../availability/slots.ts';

/**
 * Which chefs hear of an event request: those who could take it. The same rule picks whom to tell,
 * fills a chef's list of open requests, and refuses a proposal from anyone else.
 */

export interface EligibleChef {
  city: string | null;
  serviceArea: ServiceArea | null;
  kitchenTypes: readonly string[];
  availability: ChefAvailability;
  /** Services already booked or held on the request's day. */
  takenThatDay: number;
}

export interface RequestToTake {
  serviceMs: number;
  city: string;
  /** Empty: any cuisine will do. */
  cuisines: readonly string[];
}

export type IneligibleReason = 'outsideServiceArea' | 'otherCuisines' | DayProblem;

/** Why this chef cannot take the request, or undefined when she can. */
export function whyChefCannotTake(
  chef: EligibleChef,
  request: RequestToTake,
  nowMs: number,
  distance?: CityDistance,
): IneligibleReason | undefined {
  if (!servesArea(chef.city, chef.serviceArea, request.city, distance)) return 'outsideServiceArea';
  if (request.cuisines.length > 0 && !request.cuisines.some((cuisine) => chef.kitchenTypes.includes(cuisine)))
    return 'otherCuisines';
  if (request.serviceMs < nowMs + noticeMinutesFor(chef.availability) * 60_000) return 'serviceDateTooSoon';
  return serviceTimeProblem(chef.availability, request.serviceMs, chef.takenThatDay);
}

export function chefCanTake(
  chef: EligibleChef,
  request: RequestToTake,
  nowMs: number,
  distance?: CityDistance,
): boolean {
  return whyChefCannotTake(chef, request, nowMs, distance) === undefined;
}
