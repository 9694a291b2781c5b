import { SLOT_HORIZON_DAYS } from '#domain/availability/availability-settings.ts';
import { cityDistanceKm } from '#domain/availability/service-area.ts';
import { addDays, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { servesArea } from '#domain/availability/area-rule.ts';
import { EVENT_MIN_NOTICE_MS, requestExpiresAt } from '#domain/event-requests/event-request-rules.ts';
import type { EventRequestInput, ProposalCourse } from '#domain/event-requests/event-request.schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import * as chefsRepo from './event-request-chefs.repo.ts';

// What a customer's request and a chef's courses must pass that needs the database, and the row a
// request's input becomes.

/** The date's rules (future, a day's notice, the booking horizon) and a city some chef serves. */
export async function checkRequest(
  db: Db,
  clock: Clock,
  availability: Pick<AvailabilityService, 'chefDays'>,
  input: EventRequestInput,
): Promise<Date> {
  const now = clock.now().getTime();
  const serviceMs = input.serviceDate * 1000;
  if (serviceMs <= now) throw AppError.field(400, 'serviceDate', 'eventRequests.serviceDatePast');
  if (serviceMs < now + EVENT_MIN_NOTICE_MS)
    throw AppError.field(400, 'serviceDate', 'eventRequests.serviceDateTooSoon', {
      hours: EVENT_MIN_NOTICE_MS / 3_600_000,
    });
  if (vilniusDate(serviceMs) > addDays(vilniusDate(now), SLOT_HORIZON_DAYS))
    throw AppError.field(400, 'serviceDate', 'eventRequests.beyondHorizon', { days: SLOT_HORIZON_DAYS });
  const candidates = await chefsRepo.approvedChefsCooking(db, []);
  const days = await availability.chefDays(
    candidates.map((chef) => chef.userId),
    vilniusDate(serviceMs),
    vilniusDate(serviceMs),
  );
  const served = candidates.some((chef) =>
    servesArea(chef.city, days.availability.get(chef.userId)?.serviceArea, input.city, cityDistanceKm),
  );
  if (!served) throw AppError.field(400, 'city', 'eventRequests.noChefServesCity', { city: input.city });
  return new Date(serviceMs);
}

/** Each course names one of the chef's own dishes or is described with its allergens. */
export async function checkCourses(
  db: Db,
  chefId: string,
  courses: readonly ProposalCourse[],
): Promise<ProposalCourse[]> {
  const ids = courses.flatMap((course) => ('dishId' in course ? [course.dishId] : []));
  const own = await chefsRepo.dishesOfChef(db, chefId, ids);
  if (own.length !== new Set(ids).size)
    throw AppError.field(400, 'courses', 'forms.validation.invalidFormat');
  return [...courses];
}

/** The request's columns as the customer gave them; it expires by the service date's rule. */
export function requestValues(input: EventRequestInput, serviceAt: Date) {
  return {
    serviceAt,
    city: input.city,
    address: input.address ?? null,
    guests: input.guests,
    budgetKind: input.budgetKind,
    budget: input.budget,
    cuisines: input.cuisines,
    allergens: input.allergens,
    dietaryNeeds: input.dietaryNeeds ?? null,
    occasion: input.occasion,
    note: input.note ?? null,
    expiresAt: new Date(requestExpiresAt(serviceAt.getTime(), null)),
  };
}
