import { checkScreens, h1, main, say, type Screen } from './check-screens.ts';

const SCREENS: Screen[] = [
  // Event requests: a customer asks chefs to propose a menu; a chef proposes.
  {
    name: 'event request form, then its validation errors',
    who: 'visitor',
    path: '/event-requests/new',
    ready: (page) => main(page).locator('input[type="date"]'),
    then: async (page, language) => {
      await page
        .getByRole('button', { name: say(language, 'Sign in and send', 'Prisijungti ir siųsti') })
        .click();
      return page.getByRole('button', { name: say(language, /^Fix \d+ errors?$/, /^Ištaisykite \d+/) });
    },
  },
  { name: 'event requests, signed out', who: 'visitor', path: '/event-requests', ready: h1 },
  {
    name: 'my event requests',
    who: 'customer',
    path: async (data) => {
      await data.eventRequest();
      return '/event-requests';
    },
    ready: (page) => main(page).getByRole('article').first(),
  },
  {
    name: 'an event request, its proposals side by side, then accepting one',
    who: 'customer',
    path: async (data) => `/event-requests/${(await data.eventProposal()).requestId}`,
    ready: (page) => main(page).getByRole('table').first(),
    then: async (page, language) => {
      await main(page)
        .getByRole('button', { name: say(language, /^Accept this menu/, /^Priimti šį meniu/) })
        .first()
        .click();
      return main(page).getByRole('group', { name: say(language, /^Book /, /^Užsakyti /) });
    },
  },
  {
    name: 'changing an event request',
    who: 'customer',
    path: async (data) => `/event-requests/${await data.eventRequest()}/edit`,
    ready: (page) => main(page).locator('input[type="date"]'),
  },
  {
    name: 'open event requests',
    who: 'chef',
    path: async (data) => {
      await data.eventRequest();
      return '/open-requests';
    },
    ready: (page) => main(page).getByRole('article').first(),
  },
  {
    name: 'an open event request with the proposal form',
    who: 'chef',
    path: async (data) => `/open-requests/${await data.eventRequest()}`,
    ready: (page) => main(page).getByRole('group').first(),
  },
  {
    name: 'an open event request, the proposal as sent',
    who: 'chef',
    path: async (data) => `/open-requests/${(await data.eventProposal()).requestId}`,
    ready: (page) => main(page).getByRole('table'),
  },
];

checkScreens('event requests and proposals', SCREENS);
