import { describe, expect, test } from 'vitest';
import { STORY_ORDERS } from './demo-story.ts';
import { serviceTime } from './seed-demo-story.ts';

describe('the story’s times', () => {
  const vilniusHour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vilnius',
    hour: 'numeric',
    hourCycle: 'h23',
  });

  test('Vilnius wall-clock times, summer and winter', () => {
    const summer = new Date('2026-07-01T10:00:00Z');
    const winter = new Date('2026-01-15T10:00:00Z');
    expect(serviceTime(summer, { day: 0, at: '18:00' }).toISOString()).toBe('2026-07-01T15:00:00.000Z');
    expect(serviceTime(winter, { day: 0, at: '18:00' }).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    // Across the end of summer time (25 October 2026): 3 days back is still summer.
    const afterChange = new Date('2026-10-27T10:00:00Z');
    expect(serviceTime(afterChange, { day: -3, at: '12:30' }).toISOString()).toBe('2026-10-24T09:30:00.000Z');
    // Seeded at 03:00 in Vilnius: the last meal at least 3 hours ago was yesterday's dinner.
    const night = new Date('2026-11-26T01:00:00Z');
    expect(serviceTime(night, { mealHoursAgo: 3 }).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  test('whatever the hour of seeding, nothing in the story but booked services is in the future', () => {
    const starts = ['2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z', '2026-11-26T00:00:00Z'];
    for (const start of starts) {
      for (let hour = 0; hour < 48; hour++) {
        const now = new Date(new Date(start).getTime() + hour * 3_600_000);
        for (const story of STORY_ORDERS) {
          const service = serviceTime(now, story.service).getTime();
          const placed =
            story.placedHoursAgo !== undefined
              ? now.getTime() - story.placedHoursAgo * 3_600_000
              : service - (story.placedHoursBefore ?? 48) * 3_600_000;
          // Paid 4 minutes after placing; confirmed 2 hours after.
          let last = placed + (story.stage === 'paid' ? 4 * 60_000 : 2 * 3_600_000);
          if ((story.stage ?? 'delivered') === 'delivered') {
            const delivered = service + (story.deliveredHoursAfter ?? 2) * 3_600_000;
            const rated = delivered + (story.rating?.hoursAfterDelivery ?? 0) * 3_600_000;
            last = Math.max(
              delivered,
              rated + (story.reply?.hoursAfterRating ?? 0) * 3_600_000,
              delivered + (story.complaint?.hoursAfterDelivery ?? 0) * 3_600_000,
            );
          } else expect(service, `${story.key} at ${now.toISOString()}`).toBeGreaterThan(now.getTime());
          expect(last, `${story.key} at ${now.toISOString()}`).toBeLessThan(now.getTime());
          // People write in the daytime: ratings and replies between 8:00 and 23:00 in Vilnius.
          if ('day' in story.service && story.rating) {
            const rated =
              service + ((story.deliveredHoursAfter ?? 2) + story.rating.hoursAfterDelivery) * 3_600_000;
            for (const moment of [rated, rated + (story.reply?.hoursAfterRating ?? 0) * 3_600_000]) {
              const hour = Number(vilniusHour.format(new Date(moment)));
              expect(hour, `${story.key} writes at ${hour}`).toBeGreaterThanOrEqual(8);
              expect(hour, `${story.key} writes at ${hour}`).toBeLessThan(23);
            }
          }
        }
      }
    }
  });
});
