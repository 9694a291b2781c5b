import { inArray } from 'drizzle-orm';
import {
  addDays,
  emptyWeek,
  lithuanianPublicHolidays,
  vilniusDate,
  type Availability,
  type TimeRange,
  type Weekday,
} from '#domain/availability/availability.ts';
import type { Db } from '../client.ts';
import { chefAvailability, users } from '../schema.ts';

/**
 * Issue 20: every demo chef's availability. The chefs the browser journeys book at any time of day
 * (e2e/fixtures.ts earliestService: Ona, Giorgi, Elise, Mantas, Jonas) cook every day, all day,
 * without a limit, so those journeys keep working whenever they run; they still show a configured
 * chef (lead time, service area). The others keep realistic hours: lunch and dinner slots, a day off
 * a week, a few services a day, Lithuania's public holidays off, and a couple of days off ahead.
 */
const ALL_DAY: TimeRange[] = [{ start: '00:00', end: '24:00' }];

const OPEN_FOR_JOURNEYS = new Set([
  'onos-virtuve',
  'giorgi-supra',
  'chez-elise',
  'mantas-ugnis',
  'jono-grilis',
]);

function hours(days: Partial<Record<Weekday, TimeRange[]>>): Availability['weeklyHours'] {
  return { ...emptyWeek(), ...days };
}

const dinner: TimeRange[] = [{ start: '17:00', end: '21:00' }];
const lunchAndDinner: TimeRange[] = [
  { start: '11:00', end: '14:00' },
  { start: '17:00', end: '21:30' },
];
const weekend: TimeRange[] = [{ start: '10:00', end: '20:00' }];

/** The realistic chefs' weeks, taken in turn. */
const WEEKS: Pick<Availability, 'weeklyHours' | 'servicesPerDay' | 'leadTimeHours'>[] = [
  {
    weeklyHours: hours({ '2': dinner, '3': dinner, '4': dinner, '5': dinner, '6': weekend, '7': weekend }),
    servicesPerDay: 3,
    leadTimeHours: 4,
  },
  {
    weeklyHours: hours({
      '1': lunchAndDinner,
      '2': lunchAndDinner,
      '3': lunchAndDinner,
      '4': lunchAndDinner,
      '5': lunchAndDinner,
    }),
    servicesPerDay: 4,
    leadTimeHours: 2,
  },
  {
    weeklyHours: hours({ '4': dinner, '5': dinner, '6': weekend, '7': weekend }),
    servicesPerDay: 2,
    leadTimeHours: 24,
  },
  {
    weeklyHours: hours({ '1': dinner, '3': dinner, '5': lunchAndDinner, '6': lunchAndDinner }),
    servicesPerDay: 5,
    leadTimeHours: 3,
  },
];

/** The demo chefs' availability for `nicknames` (in the demo catalogue's order), as of `now`. */
export function demoAvailability(nickname: string, index: number, city: string, now: Date): Availability {
  if (OPEN_FOR_JOURNEYS.has(nickname)) {
    return {
      weeklyHours: hours({
        '1': ALL_DAY,
        '2': ALL_DAY,
        '3': ALL_DAY,
        '4': ALL_DAY,
        '5': ALL_DAY,
        '6': ALL_DAY,
        '7': ALL_DAY,
      }),
      daysOff: [],
      servicesPerDay: null,
      leadTimeHours: 2,
      serviceArea: { cities: city === 'Kaunas' ? ['Garliava', 'Jonava'] : ['Trakai'], radiusKm: null },
    };
  }
  const today = vilniusDate(now.getTime());
  const year = Number(today.slice(0, 4));
  const holidays = [...lithuanianPublicHolidays(year), ...lithuanianPublicHolidays(year + 1)]
    .map((holiday) => holiday.date)
    .filter((date) => date >= today);
  // A short break next week and one the week after, different for each chef.
  const breaks = [addDays(today, 6 + (index % 5)), addDays(today, 13 + (index % 3))];
  return {
    ...WEEKS[index % WEEKS.length]!,
    daysOff: [...new Set([...holidays, ...breaks])].sort(),
    serviceArea: index % 2 === 0 ? { cities: [], radiusKm: 25 } : { cities: [], radiusKm: null },
  };
}

/** Seeds the demo chefs' availability; a chef who already has settings keeps them. */
export async function seedDemoAvailability(
  db: Db,
  chefs: readonly { nickname: string; city: string }[],
  emailOf: (nickname: string) => string,
  now = new Date(),
): Promise<void> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        chefs.map((chef) => emailOf(chef.nickname)),
      ),
    );
  const values = chefs.flatMap((chef, index) => {
    const user = rows.find((row) => row.email === emailOf(chef.nickname));
    return user
      ? [{ userId: user.id, ...demoAvailability(chef.nickname, index, chef.city, now), updatedAt: now }]
      : [];
  });
  if (values.length) await db.insert(chefAvailability).values(values).onConflictDoNothing();
}
