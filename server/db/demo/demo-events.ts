import type { Allergen } from '#domain/dishes/allergens.ts';
import type { KitchenType } from '#domain/chefs/kitchen-types.ts';
import type { BudgetKind, Occasion, ProposalInclude } from '#domain/event-requests/event-request-rules.ts';
import type { ServiceTime, STORY_ADDRESSES, StoryCustomer } from './demo-story.ts';

/**
 * The demo's event requests: Rūta's open request for her mother's birthday with three
 * chefs' menus to compare, her office dinner that Giorgi cooked, delivered and she rated, and
 * Mindaugas' dinner for two that nobody booked before its date. Seeded through the real services
 * (seed-demo-events.ts), after the chefs' hours, with times relative to the moment of seeding. As
 * in the story, customers write in their own language and chefs in both (demo-texts-lt.ts): a
 * proposal's message and its courses in words are keyed by their English text.
 */

/** A course: one of the chef's own dishes by its title, or a course in words with its allergens. */
export type DemoCourse =
  { dish: string } | { title: string; description: string; allergens: Allergen[] | ['none'] };

export interface DemoProposal {
  chef: string;
  courses: DemoCourse[];
  includes: ProposalInclude[];
  priceEuros: number;
  durationMinutes: number;
  /** English; the chef writes it in Lithuanian too. */
  message: string;
  /** Hours after the request was filed that the chef sent it. */
  hoursAfterFiling: number;
}

export interface DemoEvent {
  /** Unique among the demo's events; how the seed and its test name them. */
  key: 'open' | 'accepted' | 'expired';
  customer: StoryCustomer;
  address: keyof typeof STORY_ADDRESSES;
  /**
   * When it is: a time of the story, or (the open request) the first day from `fromDay` on at `at`
   * on which every proposing chef can take it by the eligibility rule (their area, cuisines, hours,
   * days off, capacity and notice), so the demo's chefs really could cook it.
   */
  service: ServiceTime | { fromDay: number; at: string };
  /** Hours before the seeding the customer filed it. */
  filedHoursAgo: number;
  guests: number;
  budgetKind: BudgetKind;
  /** Euros, per person or in total as `budgetKind` says. */
  budgetEuros: number;
  cuisines: KitchenType[];
  allergens: Allergen[];
  dietaryNeeds?: string;
  occasion: Occasion;
  /** In the customer's language. */
  note: string;
  proposals: DemoProposal[];
  /** The accepted request: whose menu, paid by card (50% now), delivered, rated and answered. */
  accepted?: {
    chef: string;
    hoursAfterFiling: number;
    rating: { stars: number; comment: string; hoursAfterDelivery: number };
    reply: { text: string; hoursAfterRating: number };
  };
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    key: 'accepted',
    customer: 'ruta',
    address: 'rutaOffice',
    service: { day: -19, at: '18:00' },
    filedHoursAgo: 31 * 24,
    guests: 12,
    budgetKind: 'perPerson',
    budgetEuros: 45,
    cuisines: ['georgian', 'grill'],
    allergens: [],
    occasion: 'business',
    note: 'Komandos vakarėlis biure po ketvirčio pabaigos. Kolegos vis dar prisimena chačapurį!',
    proposals: [
      {
        chef: 'giorgi-supra',
        courses: [
          { dish: 'Badridžani su riešutais' },
          { dish: 'Adžarų chačapuri' },
          { dish: 'Chinkaliai' },
          { dish: 'Mcvadi' },
        ],
        includes: ['shopping', 'cooking', 'serving', 'cleaning'],
        priceEuros: 540,
        durationMinutes: 300,
        message:
          'A Georgian supra for your team: I bake the khachapuri in your office kitchen and grill the mtsvadi on my own grill outside.',
        hoursAfterFiling: 5,
      },
      {
        chef: 'jono-grilis',
        courses: [{ dish: 'Kepta duona su česnaku' }, { dish: 'Šašlykai' }, { dish: 'Grilio daržovės' }],
        includes: ['shopping', 'cooking', 'cleaning'],
        priceEuros: 420,
        durationMinutes: 240,
        message:
          'Šašlykai for twelve: I bring the grill, the charcoal and the marinated neck the day before.',
        hoursAfterFiling: 20,
      },
    ],
    accepted: {
      chef: 'giorgi-supra',
      hoursAfterFiling: 3 * 24,
      rating: {
        stars: 5,
        comment: 'Visa komanda sužavėta: chačapuris iš krosnies, o Giorgi papasakojo apie supros tradicijas.',
        hoursAfterDelivery: 16,
      },
      reply: { text: 'Ačiū, Rūta! Gaumarjos jūsų komandai.', hoursAfterRating: 4 },
    },
  },
  {
    key: 'expired',
    customer: 'mindaugas',
    address: 'mindaugasHome',
    service: { day: -6, at: '19:30' },
    filedHoursAgo: 15 * 24,
    guests: 2,
    budgetKind: 'total',
    budgetEuros: 150,
    cuisines: ['french'],
    allergens: ['nuts'],
    occasion: 'date',
    note: 'Our tenth anniversary, a quiet dinner at home. No nuts, please.',
    proposals: [
      {
        chef: 'chez-elise',
        courses: [
          {
            title: 'Soupe à l’oignon',
            description: 'French onion soup with a gratinated crouton.',
            allergens: ['gluten', 'milk'],
          },
          { dish: 'Bœuf bourguignon' },
          { dish: 'Tarte Tatin' },
        ],
        includes: ['shopping', 'cooking', 'serving', 'cleaning'],
        priceEuros: 140,
        durationMinutes: 180,
        message: 'A bistro dinner for two, candles included. Nothing on the menu has nuts.',
        hoursAfterFiling: 7,
      },
    ],
  },
  {
    key: 'open',
    customer: 'ruta',
    address: 'rutaHome',
    service: { fromDay: 8, at: '18:00' },
    filedHoursAgo: 22,
    guests: 14,
    budgetKind: 'perPerson',
    budgetEuros: 40,
    cuisines: ['lithuanian', 'grill', 'vegan'],
    allergens: ['nuts'],
    dietaryNeeds: 'Du svečiai – veganai, vienas alergiškas riešutams.',
    occasion: 'birthday',
    note: 'Mamos 70-mečio vakarienė sode. Norėtųsi lietuviško stalo, bet ir kažko naujo.',
    proposals: [
      {
        chef: 'onos-virtuve',
        courses: [
          { dish: 'Šaltibarščiai' },
          { dish: 'Cepelinai su spirgučiais' },
          {
            title: 'Troškintos daržovės',
            description: 'Braised seasonal vegetables with dill, for the vegan guests.',
            allergens: ['none'],
          },
          { dish: 'Tinginys' },
        ],
        includes: ['shopping', 'cooking', 'serving'],
        priceEuros: 520,
        durationMinutes: 300,
        message:
          'A Samogitian feast as at my grandmother’s: cold beet soup, cepelinai and tinginys for the birthday cake.',
        hoursAfterFiling: 4,
      },
      {
        chef: 'mantas-ugnis',
        courses: [
          { dish: 'Rūkyta jautienos krūtinė' },
          { dish: 'BBQ šonkauliai' },
          {
            title: 'Grilio daržovės su humusu',
            description: 'Grilled peppers, courgettes and corn with hummus, for the vegan guests.',
            allergens: ['sesame'],
          },
        ],
        includes: ['shopping', 'cooking', 'serving', 'cleaning'],
        priceEuros: 600,
        durationMinutes: 420,
        message:
          'A garden barbecue: I start smoking the brisket at dawn, so it is ready when the guests arrive.',
        hoursAfterFiling: 11,
      },
      {
        chef: 'rasa-zalia',
        courses: [{ dish: 'Burokėlių carpaccio' }, { dish: 'Falafeliai su humusu' }, { dish: 'Buddha bowl' }],
        includes: ['shopping', 'cooking', 'serving', 'cleaning'],
        priceEuros: 476,
        durationMinutes: 240,
        message: 'A colourful plant-based table that everyone can eat, the birthday girl included.',
        hoursAfterFiling: 18,
      },
    ],
  },
];
