import { SLOT_HORIZON_DAYS } from '#domain/availability/availability-settings.ts';
import { cityDistanceKm } from '#domain/availability/service-area.ts';
import { addDays, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { whyChefCannotTake } from '#domain/event-requests/chef-eligibility.ts';
import type { Db } from '../../db/client.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type * as repo from './event-requests.repo.ts';
import * as chefsRepo from './event-request-chefs.repo.ts';

// What the event-request services ask of a request and of a chef before they act.

/** A request's facts as the domain's rules take them (domain/event-requests/event-request-rules.ts). */
export function requestFacts(request: repo.EventRequestRow) {
  return {
    state: request.state,
    serviceMs: request.serviceAt.getTime(),
    customerExpiresMs:
      request.expiresAt.getTime() < request.serviceAt.getTime() ? request.expiresAt.getTime() : null,
  };
}

export type EligibleChef = NonNullable<Awaited<ReturnType<typeof eligibleChef>>>;

/** The chef's card, settings and booked days, when she is an approved chef. */
export async function eligibleChef(
  db: Db,
  availability: Pick<AvailabilityService, 'chefDays'>,
  chefId: string,
  now: Date,
) {
  const card = (await chefsRepo.chefCards(db, [chefId])).get(chefId);
  if (!card?.approved) return undefined;
  const today = vilniusDate(now.getTime());
  const days = await availability.chefDays([chefId], today, addDays(today, SLOT_HORIZON_DAYS));
  return { card, availability: days.availability.get(chefId)!, taken: days.taken.get(chefId) ?? {} };
}

/**
 * Why the chef cannot take the request now (domain chef-eligibility.ts), or undefined. `anyCuisine`:
 * her cuisines are not asked about (the customer accepting her menu has chosen it).
 */
export function whyCannotTake(
  chef: EligibleChef,
  request: Pick<repo.EventRequestRow, 'serviceAt' | 'city' | 'cuisines'>,
  now: Date,
  { anyCuisine = false } = {},
) {
  const serviceMs = request.serviceAt.getTime();
  return whyChefCannotTake(
    {
      city: chef.card.city,
      serviceArea: chef.availability.serviceArea,
      kitchenTypes: chef.card.kitchenTypes,
      availability: chef.availability,
      takenThatDay: chef.taken[vilniusDate(serviceMs)] ?? 0,
    },
    { serviceMs, city: request.city, cuisines: anyCuisine ? [] : request.cuisines },
    now.getTime(),
    cityDistanceKm,
  );
}
