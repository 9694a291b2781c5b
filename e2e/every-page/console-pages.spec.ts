import { checkScreens, consoleTab, panel, type Screen } from './check-screens.ts';

const SCREENS: Screen[] = [
  // The operator console (DESIGN §4), one tab each; roles are the admin's.
  {
    name: 'console: applications',
    who: 'operator',
    path: '/store-management?tab=applications',
    ready: consoleTab,
  },
  {
    name: 'console: one application',
    who: 'operator',
    path: async (data) => `/store-management?tab=applications&application=${await data.application()}`,
    ready: (page) => panel(page).getByRole('heading').first(),
  },
  {
    name: 'console: flagged chefs',
    who: 'operator',
    path: '/store-management?tab=flagged',
    ready: consoleTab,
  },
  {
    name: 'console: complaints',
    who: 'operator',
    path: async (data) => {
      await data.complaint();
      return '/store-management?tab=complaints';
    },
    ready: (page) => panel(page).getByRole('article').first(),
  },
  {
    name: 'console: orders, one opened',
    who: 'operator',
    path: '/store-management?tab=orders',
    ready: (page) => panel(page).getByRole('article').first(),
    then: async (page) => {
      await panel(page).getByRole('article').first().getByRole('button', { expanded: false }).click();
      return panel(page).getByRole('article').first().getByRole('heading', { level: 4 }).first();
    },
  },
  {
    name: 'console: event requests, one opened with its proposals',
    who: 'operator',
    path: async (data) => {
      const { requestId } = await data.eventProposal();
      return `/store-management?tab=eventRequests&state=open&request=${requestId}`;
    },
    ready: (page) => panel(page).getByRole('table'),
  },
  { name: 'console: payouts', who: 'operator', path: '/store-management?tab=payouts', ready: consoleTab },
  { name: 'console: dishes', who: 'operator', path: '/store-management?tab=dishes', ready: consoleTab },
  {
    name: 'console: withdrawals',
    who: 'operator',
    path: '/store-management?tab=withdrawals',
    ready: consoleTab,
  },
  { name: 'console: roles', who: 'admin', path: '/store-management?tab=roles', ready: consoleTab },
];

checkScreens('the operator console, one tab each', SCREENS);
