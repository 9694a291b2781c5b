import { describe, expect, test } from 'vitest';
import { defaultAvailability, emptyWeek } from '../availability/availability-settings.ts';
import { cityDistanceKm } from '../availability/service-area.ts';
import { vilniusInstant } from '../availability/vilnius-day.ts';
import { whyChefCannotTake, type EligibleChef } from './chef-eligibility.ts';

// Wednesday 2 December 2026 in Vilnius; the event is on Saturday 12 December at 18:00.
const now = vilniusInstant('2026-12-02', '10:00')!;
const saturdayEvening = vilniusInstant('2026-12-12', '18:00')!;

const week = { ...emptyWeek(), '6': [{ start: '12:00', end: '22:00' }] };
const chef: EligibleChef = {
  city: 'Vilnius',
  serviceArea: { cities: [], radiusKm: null },
  kitchenTypes: ['lithuanian', 'desserts'],
  availability: { ...defaultAvailability(), configured: true, weeklyHours: week, servicesPerDay: 1 },
  takenThatDay: 0,
};
const request = { serviceMs: saturdayEvening, city: 'Vilnius', cuisines: ['lithuanian', 'georgian'] };

describe('who can take an event request', () => {
  test('a chef in the city, with one of the cuisines, free that evening, can', () => {
    expect(whyChefCannotTake(chef, request, now, cityDistanceKm)).toBeUndefined();
    expect(whyChefCannotTake(chef, { ...request, cuisines: [] }, now, cityDistanceKm)).toBeUndefined();
  });

  test('not outside the service area; a radius that reaches the city does', () => {
    expect(whyChefCannotTake(chef, { ...request, city: 'Kaunas' }, now, cityDistanceKm)).toBe(
      'outsideServiceArea',
    );
    const wider = { ...chef, serviceArea: { cities: [], radiusKm: 120 } };
    expect(whyChefCannotTake(wider, { ...request, city: 'Kaunas' }, now, cityDistanceKm)).toBeUndefined();
  });

  test('not when none of the cuisines asked for is hers', () => {
    expect(whyChefCannotTake(chef, { ...request, cuisines: ['georgian'] }, now, cityDistanceKm)).toBe(
      'otherCuisines',
    );
  });

  test('not outside her hours, on her day off, once the day is taken, or within her lead time', () => {
    const morning = vilniusInstant('2026-12-12', '09:00')!;
    expect(whyChefCannotTake(chef, { ...request, serviceMs: morning }, now, cityDistanceKm)).toBe(
      'outsideCookingHours',
    );
    const friday = vilniusInstant('2026-12-11', '18:00')!;
    expect(whyChefCannotTake(chef, { ...request, serviceMs: friday }, now, cityDistanceKm)).toBe(
      'outsideCookingHours',
    );
    expect(whyChefCannotTake({ ...chef, takenThatDay: 1 }, request, now, cityDistanceKm)).toBe('slotTaken');
    const daysOff = { ...chef, availability: { ...chef.availability, daysOff: ['2026-12-12'] } };
    expect(whyChefCannotTake(daysOff, request, now, cityDistanceKm)).toBe('chefDayOff');
    const lateNow = saturdayEvening - 60 * 60_000;
    expect(whyChefCannotTake(chef, request, lateNow, cityDistanceKm)).toBe('serviceDateTooSoon');
  });
});
