import { expect, test } from 'vitest';
import { nextAvailableDate, validateAvailability } from '#domain/availability/availability.ts';
import { DEMO_CHEFS } from './demo-catalog.ts';
import { demoAvailability } from './demo-availability.ts';

const now = new Date('2026-11-26T10:00:00Z');

test('every demo chef has valid availability; most keep real hours, a limit and days off', () => {
  const all = DEMO_CHEFS.map((chef, index) => demoAvailability(chef.nickname, index, chef.city, now));
  for (const availability of all) {
    expect(validateAvailability(availability).problems).toEqual({});
    expect(
      nextAvailableDate({
        availability: { ...availability, configured: true },
        nowMs: now.getTime(),
        earliestMs: now.getTime(),
      }),
    ).not.toBeNull();
  }
  const limited = all.filter((availability) => availability.servicesPerDay !== null);
  expect(limited.length).toBeGreaterThanOrEqual(DEMO_CHEFS.length / 2);
  for (const availability of limited) {
    expect(availability.daysOff).toContain('2026-12-24');
    expect(availability.daysOff.length).toBeGreaterThanOrEqual(4);
  }
});

test('the chefs the browser journeys book at any hour stay open all day without a limit', () => {
  const index = DEMO_CHEFS.findIndex((chef) => chef.nickname === 'onos-virtuve');
  const ona = demoAvailability('onos-virtuve', index, 'Kaunas', now);
  expect(ona.servicesPerDay).toBeNull();
  expect(ona.daysOff).toEqual([]);
  expect(ona.weeklyHours['3']).toEqual([{ start: '00:00', end: '24:00' }]);
  expect(ona.leadTimeHours).toBe(2);
});
