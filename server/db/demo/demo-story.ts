import type { Language } from '#domain/constants.ts';

/**
 * The demo's story: what the demo customers ordered from the demo chefs over the last
 * weeks, how it went, and what they wrote. Seeded through the real services (seed-demo-story.ts)
 * with times relative to the moment of seeding, so a new user signing in as customer@demo.lt or
 * onos-virtuve@demo.lt finds a lived-in account. People write in their own language: Rūta and Ieva
 * in Lithuanian, Mindaugas in English; a chef answers in the language of the review.
 */

export type StoryCustomer = 'ruta' | 'ieva' | 'mindaugas';

export interface StoryPerson {
  email: string;
  firstName: string;
  lastName: string;
  /** Only for the customers the story adds; customer@demo.lt keeps the language it has. */
  language?: Language;
  phone: string;
  /** The profile's city, when the account has none yet. */
  city: 'Vilnius' | 'Kaunas';
}

export const STORY_CUSTOMERS: Record<StoryCustomer, StoryPerson> = {
  ruta: {
    email: 'customer@demo.lt',
    firstName: 'Rūta',
    lastName: 'Kazlauskienė',
    phone: '+37061200101',
    city: 'Kaunas',
  },
  ieva: {
    email: 'ieva.jankauskaite@demo.lt',
    firstName: 'Ieva',
    lastName: 'Jankauskaitė',
    language: 'lt',
    phone: '+37061200102',
    city: 'Kaunas',
  },
  mindaugas: {
    email: 'mindaugas.stankevicius@demo.lt',
    firstName: 'Mindaugas',
    lastName: 'Stankevičius',
    language: 'en',
    phone: '+37061200103',
    city: 'Vilnius',
  },
};

export interface StoryAddress {
  title: string;
  postalCode: string;
  state: string;
  city: 'Vilnius' | 'Kaunas';
  formatted_address: string;
}

export const STORY_ADDRESSES = {
  rutaHome: {
    title: 'Namai',
    postalCode: 'LT-44309',
    state: 'Kauno apskr.',
    city: 'Kaunas',
    formatted_address: 'Laisvės al. 53-4',
  },
  rutaOffice: {
    title: 'Darbas',
    postalCode: 'LT-01103',
    state: 'Vilniaus apskr.',
    city: 'Vilnius',
    formatted_address: 'Gedimino pr. 9',
  },
  ievaHome: {
    title: 'Namai',
    postalCode: 'LT-50128',
    state: 'Kauno apskr.',
    city: 'Kaunas',
    formatted_address: 'Savanorių pr. 112-7',
  },
  mindaugasHome: {
    title: 'Home',
    postalCode: 'LT-08105',
    state: 'Vilnius County',
    city: 'Vilnius',
    formatted_address: 'Žirmūnų g. 68-12',
  },
  mindaugasParents: {
    title: "Parents' house",
    postalCode: 'LT-51323',
    state: 'Kaunas County',
    city: 'Kaunas',
    formatted_address: 'Vaidoto g. 21',
  },
} satisfies Record<string, StoryAddress>;

/**
 * When the service is: a Vilnius wall-clock time some days from today (negative: in the past), or
 * the last lunch or dinner (12:30, 18:00 in Vilnius) at least some hours before the moment of
 * seeding (the orders of the last day or two, whose payout is not due yet), so a demo seeded at
 * night still has no service at 3 a.m.
 */
export type ServiceTime = { day: number; at: string } | { mealHoursAgo: number };

/** The Vilnius meal times of `mealHoursAgo` services. */
export const STORY_MEAL_TIMES = ['18:00', '12:30'];

export interface StoryOrder {
  /** Unique in the story; the order's idempotency key, so the story is recognised once seeded. */
  key: string;
  customer: StoryCustomer;
  chef: string;
  dishes: [title: string, volume: number][];
  address: keyof typeof STORY_ADDRESSES;
  service: ServiceTime;
  /** Hours before the service the order was placed (and paid a few minutes later); 48 by default. */
  placedHoursBefore?: number;
  /** Or: hours before the seeding it was placed (the orders still to cook). */
  placedHoursAgo?: number;
  cash?: boolean;
  commentary?: string;
  /** How far it went: paid and waiting for the chef, confirmed, or delivered (the default). */
  stage?: 'paid' | 'confirmed' | 'delivered';
  /** Hours after the service the chef marked it delivered; 2 by default. */
  deliveredHoursAfter?: number;
  rating?: { stars: number; comment: string; hoursAfterDelivery: number };
  reply?: { text: string; hoursAfterRating: number };
  complaint?: { text: string; hoursAfterDelivery: number };
}

/** The demo chef a new user signs in as (README): the story's busiest kitchen. */
export const STORY_CHEF = 'onos-virtuve';
/** The chef whose last five ratings fall below 4.5: disabled and waiting in the console. */
export const STORY_FLAGGED_CHEF = 'lukas-pica';

export const STORY_ORDERS: StoryOrder[] = [
  // Ona (Kaunas): the demo chef's sales over five weeks, a complaint, and orders still to cook.
  {
    key: 'ona-1',
    customer: 'ruta',
    chef: 'onos-virtuve',
    dishes: [['Cepelinai su spirgučiais', 1]],
    address: 'rutaHome',
    service: { day: -34, at: '18:00' },
    commentary: 'Prašau mažiau svogūnų padaže.',
    rating: {
      stars: 5,
      comment: 'Cepelinai kaip pas močiutę Žemaitijoje, o spirgučių padažas – tobulas. Užsisakysiu vėl!',
      hoursAfterDelivery: 16,
    },
    reply: { text: 'Ačiū, Rūta! Kitą kartą atvešiu ir daugiau spirgučių.', hoursAfterRating: 5 },
  },
  {
    key: 'ona-2',
    customer: 'ieva',
    chef: 'onos-virtuve',
    dishes: [
      ['Kugelis', 1],
      ['Tinginys', 1],
    ],
    address: 'ievaHome',
    service: { day: -27, at: '17:00' },
    rating: {
      stars: 5,
      comment: 'Kugelis traškiais kraštais, o tinginys dingo per penkias minutes. Ačiū!',
      hoursAfterDelivery: 20,
    },
    reply: { text: 'Labai džiaugiuosi, kad patiko visai šeimai. Ačiū, Ieva!', hoursAfterRating: 3 },
  },
  {
    key: 'ona-3',
    customer: 'mindaugas',
    chef: 'onos-virtuve',
    dishes: [['Šaltibarščiai', 2]],
    address: 'mindaugasParents',
    service: { day: -20, at: '13:00' },
    commentary: "A surprise for my parents' anniversary, please ring twice.",
    rating: {
      stars: 4,
      comment:
        'Lovely cold soup, and my parents loved the hot potatoes with it. Ona came a little later than agreed.',
      hoursAfterDelivery: 30,
    },
    reply: {
      text: 'Thank you, Mindaugas! Sorry about the delay: the Aleksotas bridge was closed. Next time I leave earlier.',
      hoursAfterRating: 13,
    },
  },
  // Two more family dinners, so Ona's kitchen earns 'Reliable' from its own orders (ten answered
  // in time within 90 days, none cancelled by her: domain/chefs/trust-badges.ts).
  {
    key: 'ona-10',
    customer: 'mindaugas',
    chef: 'onos-virtuve',
    dishes: [['Kugelis', 1]],
    address: 'mindaugasParents',
    service: { day: -31, at: '18:00' },
  },
  {
    key: 'ona-11',
    customer: 'ieva',
    chef: 'onos-virtuve',
    dishes: [['Cepelinai su spirgučiais', 1]],
    address: 'ievaHome',
    service: { day: -17, at: '12:30' },
  },
  {
    key: 'ona-4',
    customer: 'ruta',
    chef: 'onos-virtuve',
    dishes: [['Kugelis', 1]],
    address: 'rutaHome',
    service: { day: -13, at: '18:30' },
    cash: true,
    rating: {
      stars: 5,
      comment: 'Kugelis kaip per šventes. Ačiū, kad atvažiavote ir sekmadienį.',
      hoursAfterDelivery: 14,
    },
    reply: { text: 'Visada malonu pas jus virti, Rūta!', hoursAfterRating: 8 },
  },
  {
    key: 'ona-5',
    customer: 'ieva',
    chef: 'onos-virtuve',
    dishes: [['Cepelinai su spirgučiais', 2]],
    address: 'ievaHome',
    service: { day: -6, at: '18:00' },
    // Not answered yet: the chef has a review waiting for a reply.
    rating: { stars: 5, comment: 'Vaikai dabar prašo cepelinų kas savaitę. Puiku!', hoursAfterDelivery: 18 },
  },
  {
    key: 'ona-6',
    customer: 'ieva',
    chef: 'onos-virtuve',
    dishes: [['Šaltibarščiai', 1]],
    address: 'ievaHome',
    service: { mealHoursAgo: 26 },
    complaint: {
      text: 'Sriuba buvo per sūri, o karštų bulvių atvežė vos kelias, nors užsakiau keturioms porcijoms.',
      hoursAfterDelivery: 4,
    },
  },
  {
    key: 'ona-7',
    customer: 'ruta',
    chef: 'onos-virtuve',
    dishes: [['Cepelinai su spirgučiais', 1]],
    address: 'rutaHome',
    // Delivered within the last day: its payout is not due yet, and it waits for Rūta's rating.
    service: { mealHoursAgo: 3 },
  },
  {
    key: 'ona-8',
    customer: 'ruta',
    chef: 'onos-virtuve',
    dishes: [
      ['Kugelis', 1],
      ['Šaltibarščiai', 1],
    ],
    address: 'rutaHome',
    service: { day: 3, at: '18:00' },
    placedHoursAgo: 26,
    commentary: 'Vyro gimtadienis, būsime dešimt žmonių.',
    stage: 'confirmed',
  },
  {
    key: 'ona-9',
    customer: 'ieva',
    chef: 'onos-virtuve',
    dishes: [['Cepelinai su spirgučiais', 1]],
    address: 'ievaHome',
    service: { day: 2, at: '17:00' },
    placedHoursAgo: 2,
    commentary: 'Ar galima padažą be svogūnų?',
    stage: 'paid',
  },
  // Giorgi (Vilnius).
  {
    key: 'giorgi-1',
    customer: 'mindaugas',
    chef: 'giorgi-supra',
    dishes: [['Chinkaliai', 2]],
    address: 'mindaugasHome',
    service: { day: -24, at: '19:00' },
    rating: {
      stars: 5,
      comment: 'The best khinkali outside Tbilisi. Giorgi taught us how to eat them properly!',
      hoursAfterDelivery: 12,
    },
    reply: { text: 'Gaumarjos! Thank you for having me, it was a great evening.', hoursAfterRating: 6 },
  },
  {
    key: 'giorgi-2',
    customer: 'ruta',
    chef: 'giorgi-supra',
    dishes: [['Adžarų chačapuri', 1]],
    address: 'rutaOffice',
    service: { day: -10, at: '12:30' },
    rating: {
      stars: 5,
      comment: 'Chačapuri su kiaušiniu – tikra šventė biure. Kolegos jau klausia kontaktų.',
      hoursAfterDelivery: 6,
    },
    reply: { text: 'Ačiū! Lauksiu jūsų komandos vėl.', hoursAfterRating: 14 },
  },
  {
    key: 'giorgi-3',
    customer: 'mindaugas',
    chef: 'giorgi-supra',
    dishes: [['Mcvadi', 1]],
    address: 'mindaugasHome',
    service: { day: -3, at: '19:00' },
    rating: {
      stars: 4,
      comment: 'Juicy, smoky mcvadi. A little more sauce next time, please.',
      hoursAfterDelivery: 15,
    },
  },
  // Élise (Vilnius).
  {
    key: 'elise-1',
    customer: 'mindaugas',
    chef: 'chez-elise',
    dishes: [['Bœuf bourguignon', 1]],
    address: 'mindaugasHome',
    service: { day: -16, at: '19:30' },
    placedHoursBefore: 72,
    rating: {
      stars: 5,
      comment: 'Restaurant quality at our own table. Worth every cent.',
      hoursAfterDelivery: 13,
    },
    reply: { text: 'Merci beaucoup, Mindaugas! Bon appétit.', hoursAfterRating: 9 },
  },
  // Lukas (Kaunas): five ratings averaging 3.8, the last of which disables him (DESIGN §4).
  {
    key: 'lukas-1',
    customer: 'ruta',
    chef: 'lukas-pica',
    dishes: [['Margherita', 2]],
    address: 'rutaHome',
    service: { day: -31, at: '18:00' },
    rating: { stars: 5, comment: 'Plona, traški pica, kaip Neapolyje.', hoursAfterDelivery: 15 },
  },
  {
    key: 'lukas-2',
    customer: 'ieva',
    chef: 'lukas-pica',
    dishes: [['Diavola', 1]],
    address: 'ievaHome',
    service: { day: -22, at: '19:00' },
    deliveredHoursAfter: 3,
    rating: { stars: 4, comment: 'Pica gera, bet atvyko pusvalandžiu vėliau.', hoursAfterDelivery: 14 },
  },
  {
    key: 'lukas-3',
    customer: 'mindaugas',
    chef: 'lukas-pica',
    dishes: [['Margherita', 1]],
    address: 'mindaugasParents',
    service: { day: -15, at: '18:00' },
    rating: {
      stars: 3,
      comment: 'The pizza was lukewarm by the time it was served and the base was soggy.',
      hoursAfterDelivery: 20,
    },
  },
  {
    key: 'lukas-4',
    customer: 'ieva',
    chef: 'lukas-pica',
    dishes: [['Diavola', 2]],
    address: 'ievaHome',
    service: { day: -9, at: '18:30' },
    rating: { stars: 4, comment: 'Per aštri, nors prašiau mažiau čili.', hoursAfterDelivery: 16 },
  },
  {
    key: 'lukas-5',
    customer: 'ruta',
    chef: 'lukas-pica',
    dishes: [['Tiramisu', 1]],
    address: 'rutaHome',
    service: { day: -4, at: '17:00' },
    rating: {
      stars: 3,
      comment: 'Tiramisu buvo skystas, o kava jame – karti. Tikėjausi daugiau.',
      hoursAfterDelivery: 22,
    },
  },
];
