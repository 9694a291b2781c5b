import { checkScreens, h1, main, type Screen } from './check-screens.ts';

const SCREENS: Screen[] = [
  // Conversations.
  { name: 'messages, signed out', who: 'visitor', path: '/messages', ready: h1 },
  {
    name: 'messages inbox',
    who: 'customer',
    path: async (data) => {
      await data.thread();
      return '/messages';
    },
    ready: (page) => main(page).getByRole('list').first(),
  },
  {
    name: 'a conversation with a hidden phone number',
    who: 'customer',
    path: async (data) => `/messages/${await data.thread()}`,
    ready: (page) => main(page).locator('textarea'),
  },
  {
    name: 'a conversation, chef side',
    who: 'chef',
    path: async (data) => `/messages/${await data.thread()}`,
    ready: (page) => main(page).locator('textarea'),
  },
  {
    name: 'reported messages',
    who: 'operator',
    path: async (data) => {
      await data.reportedMessage();
      return '/messages/reports';
    },
    ready: (page) => main(page).getByRole('article').first(),
  },
];

checkScreens('conversations', SCREENS);
