import { inArray } from 'drizzle-orm';
import { addDays, vilniusDate } from '#domain/availability/vilnius-day.ts';
import {
  emptyWeek,
  type Availability,
  type TimeRange,
  type Weekday,
} from '#domain/availability/availability-settings.ts';
import type { Db } from '../client.ts';
import { chefAvailability, users } from '../schema.ts';

/**
 * Every demo chef's availability: a realistic week, never through the night (no time before 08:00
 * or from 22:00), with a day off. The chefs the browser journeys book a few hours from now (e2e/
 * fixtures.ts earliestService: Ona, Giorgi, Elise, Mantas, Jonas) run all-day kitchens, from
 * breakfast to the last dinner, every day of the week and on holidays too, without a limit, so those
 * journeys hold at any hour of the settable clock; their days off are a short break two weeks ahead. The
 * others keep lunch and dinner services, a weekly day off or two, a few services a day, the public
 * holidays off (they do not work them) and a couple of days off ahead.
 */
const ALL_DAY_KITCHEN: TimeRange[] = [{ start: '08:00', end: '22:00' }];

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

const lunch: TimeRange = { start: '11:30', end: '14:30' };
const dinner: TimeRange = { start: '17:00', end: '21:30' };
const lunchAndDinner: TimeRange[] = [lunch, dinner];
const dinnerOnly: TimeRange[] = [dinner];
const weekend: TimeRange[] = [
  { start: '10:00', end: '14:30' },
  { start: '17:00', end: '21:00' },
];

/** The realistic chefs' weeks, taken in turn. */
const WEEKS: Pick<Availability, 'weeklyHours' | 'servicesPerDay' | 'leadTimeHours'>[] = [
  {
    // Monday off; dinners in the week, lunch and dinner at the weekend.
    weeklyHours: hours({
      '2': dinnerOnly,
      '3': dinnerOnly,
      '4': dinnerOnly,
      '5': dinnerOnly,
      '6': weekend,
      '7': weekend,
    }),
    servicesPerDay: 3,
    leadTimeHours: 4,
  },
  {
    // Weekdays, lunch and dinner; the weekend off.
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
    // Thursday to Sunday, for chefs who plan a day ahead.
    weeklyHours: hours({ '4': dinnerOnly, '5': dinnerOnly, '6': weekend, '7': weekend }),
    servicesPerDay: 2,
    leadTimeHours: 24,
  },
  {
    // Tuesday, Thursday and Sunday off.
    weeklyHours: hours({ '1': dinnerOnly, '3': lunchAndDinner, '5': lunchAndDinner, '6': lunchAndDinner }),
    servicesPerDay: 5,
    leadTimeHours: 3,
  },
];

/** The demo chefs' availability for `nicknames` (in the demo catalogue's order), as of `now`. */
export function demoAvailability(nickname: string, index: number, city: string, now: Date): Availability {
  const today = vilniusDate(now.getTime());
  if (OPEN_FOR_JOURNEYS.has(nickname)) {
    return {
      weeklyHours: hours({
        '1': ALL_DAY_KITCHEN,
        '2': ALL_DAY_KITCHEN,
        '3': ALL_DAY_KITCHEN,
        '4': ALL_DAY_KITCHEN,
        '5': ALL_DAY_KITCHEN,
        '6': ALL_DAY_KITCHEN,
        '7': ALL_DAY_KITCHEN,
      }),
      // Far enough ahead that no journey run on the day the data was seeded books one.
      daysOff: [addDays(today, 15 + (index % 3)), addDays(today, 16 + (index % 3))],
      servicesPerDay: null,
      leadTimeHours: 2,
      serviceArea: { cities: city === 'Kaunas' ? ['Garliava', 'Jonava'] : ['Trakai'], radiusKm: null },
      workHolidays: true,
    };
  }
  // A short break next week and one the week after, different for each chef.
  const breaks = [addDays(today, 6 + (index % 5)), addDays(today, 13 + (index % 3))];
  return {
    ...WEEKS[index % WEEKS.length]!,
    daysOff: [...new Set(breaks)].sort(),
    serviceArea: index % 2 === 0 ? { cities: [], radiusKm: 25 } : { cities: [], radiusKm: null },
    workHolidays: false,
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
