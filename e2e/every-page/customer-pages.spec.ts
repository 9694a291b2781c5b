import { checkScreens, main, panel, say, type Screen } from './check-screens.ts';

const SCREENS: Screen[] = [
  // A signed-in customer.
  {
    name: 'profile',
    who: 'customer',
    path: '/profile',
    ready: (page) => page.locator('input[type="email"]'),
  },
  { name: 'orders', who: 'customer', path: '/orders', ready: (page) => panel(page) },
  {
    name: 'order detail with the hand-over PIN',
    who: 'customer',
    path: async (data) => `/order/${await data.order({ payInCash: true })}`,
    ready: (page) => page.getByTestId('handover-code'),
    then: async (page, language) => {
      await page.getByRole('button', { name: say(language, 'Cancel order', 'Atšaukti užsakymą') }).click();
      // The dialog works out the refund first; the generic check then waits for it.
      return page.getByRole('dialog');
    },
  },
  {
    name: 'delivered order with the rating form',
    who: 'customer',
    path: async (data) => `/order/${(await data.deliveredOrder()).orderId}`,
    ready: (page) => page.getByRole('form').first(),
  },
  {
    name: 'payment of a placed order',
    who: 'customer',
    path: async (data) => `/checkout?resumePayment=true&orderId=${await data.unpaidOrder()}`,
    ready: (page) => page.locator('input[autocomplete="cc-number"]'),
  },
  {
    name: 'payment complete',
    who: 'customer',
    path: async (data) => `/buy-complete?orderId=${await data.order({ payInCash: true })}`,
    ready: (page) => main(page).locator('a[href="/mp"]'),
  },
  {
    name: 'credits board',
    who: 'customer',
    path: '/board',
    ready: (page) => page.getByTestId('asset-balance'),
  },
  { name: 'buy credits', who: 'customer', path: '/buy', ready: (page) => page.getByTestId('asset-price') },
  {
    name: 'transfer credits',
    who: 'customer',
    path: '/execute',
    ready: (page) => page.locator('select[name="recipientAddressType"]'),
  },
  {
    name: 'notifications panel',
    who: 'customer',
    path: async (data) => {
      await data.order({ payInCash: true }); // "your order is placed" arrives in the bell
      return '/orders';
    },
    ready: (page) => panel(page),
    then: async (page) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^(Notifications|Pranešimai)/ })
        .click();
      return page.getByRole('list', { name: /^(Latest notifications|Naujausi pranešimai)$/ });
    },
  },
  {
    name: 'chef application intro, then its first question',
    who: 'customer',
    path: '/chef-registration',
    ready: (page, language) =>
      page.getByRole('button', { name: say(language, 'Start the questionnaire', 'Pradėti klausimyną') }),
    then: async (page, language) => {
      await page
        .getByRole('button', { name: say(language, 'Start the questionnaire', 'Pradėti klausimyną') })
        .click();
      return main(page).getByRole('heading', { level: 2 });
    },
  },
];

checkScreens('a signed-in customer’s pages', SCREENS);
