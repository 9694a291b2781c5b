import { expect, test } from 'vitest';
import { addDays, minutesOf, vilniusDate, vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { nextAvailableDate, noticeMinutesFor, openTimes } from '#domain/availability/slots.ts';
import { validateAvailability } from '#domain/availability/availability-validation.ts';
import { WEEKDAYS } from '#domain/availability/availability-settings.ts';
import { DEMO_CHEFS } from './demo-catalog.ts';
import { demoAvailability } from './demo-availability.ts';

const now = new Date('2026-11-26T10:00:00Z');
const all = DEMO_CHEFS.map((chef, index) => ({
  chef,
  availability: { ...demoAvailability(chef.nickname, index, chef.city, now), configured: true },
}));

test('every demo chef has a realistic week: daytime hours, lunch or dinner, a day off within three weeks', () => {
  for (const { chef, availability } of all) {
    expect(
      validateAvailability(availability, { today: vilniusDate(now.getTime()) }).problems,
      chef.nickname,
    ).toEqual({});
    const ranges = WEEKDAYS.flatMap((day) => availability.weeklyHours[day]);
    expect(ranges.length, chef.nickname).toBeGreaterThan(0);
    for (const range of ranges) {
      expect(minutesOf(range.start), `${chef.nickname} starts by 08:00`).toBeGreaterThanOrEqual(8 * 60);
      expect(minutesOf(range.end), `${chef.nickname} ends by 22:00`).toBeLessThanOrEqual(22 * 60);
    }
    // A lunch service (12:00-13:00 bookable) and a dinner service (18:00-20:00 bookable) in the week.
    const covers = (from: string, to: string) =>
      ranges.some((range) => range.start <= from && range.end >= to);
    expect(covers('12:00', '13:00') && covers('18:00', '20:00'), chef.nickname).toBe(true);
    // Days with no time at all in the next three weeks (weekly day off, a break, a holiday not worked).
    const today = vilniusDate(now.getTime());
    const closed = Array.from({ length: 21 }, (_, i) => addDays(today, i + 1)).filter(
      (date) => openTimes({ availability, date, earliestMs: 0, taken: 0 }).length === 0,
    );
    expect(closed.length, `${chef.nickname} has a day off`).toBeGreaterThanOrEqual(1);
  }
});

test('no demo chef is bookable at night or on Christmas Day unless they chose to work holidays', () => {
  for (const { chef, availability } of all) {
    for (const date of ['2026-11-30', '2026-12-05', '2026-12-25']) {
      const times = openTimes({ availability, date, earliestMs: 0, taken: 0 });
      expect(
        times.filter((time) => time < '08:00' || time >= '22:00'),
        chef.nickname,
      ).toEqual([]);
    }
    const christmas = openTimes({ availability, date: '2026-12-25', earliestMs: 0, taken: 0 });
    if (!availability.workHolidays) expect(christmas, chef.nickname).toEqual([]);
  }
  expect(all.filter(({ availability }) => !availability.workHolidays).length).toBeGreaterThan(
    DEMO_CHEFS.length / 2,
  );
});

test('every demo chef can be booked within the week for their longest dish, whatever the hour', () => {
  for (const { chef, availability } of all) {
    const longest = Math.max(...chef.dishes.map((dish) => dish.minutes));
    for (const time of ['00:15', '09:00', '13:00', '21:45']) {
      const at = vilniusInstant('2026-11-26', time)!;
      const next = nextAvailableDate({
        availability,
        nowMs: at,
        earliestMs: at + noticeMinutesFor(availability, longest) * 60_000,
        horizonDays: 8,
      });
      expect(next, `${chef.nickname} at ${time}`).not.toBeNull();
    }
  }
});

test('the chefs the browser journeys book a few hours ahead cook every day, all day, without a limit', () => {
  const index = DEMO_CHEFS.findIndex((chef) => chef.nickname === 'onos-virtuve');
  const ona = demoAvailability('onos-virtuve', index, 'Kaunas', now);
  expect(ona.servicesPerDay).toBeNull();
  expect(ona.daysOff.every((day) => day >= addDays(vilniusDate(now.getTime()), 14))).toBe(true);
  for (const day of WEEKDAYS) expect(ona.weeklyHours[day]).toEqual([{ start: '08:00', end: '22:00' }]);
  expect(ona.leadTimeHours).toBe(2);
});
