import { checkScreens, main, panel, say, type Screen } from './check-screens.ts';
import { ONA } from './test-data.ts';

const SCREENS: Screen[] = [
  // An approved chef: the store, the dishes, the orders to execute, the earnings.
  {
    name: 'chef profile with earnings, then the video CV upload dialog',
    who: 'chef',
    path: '/profile?chefProfile=true',
    ready: (page) => page.getByRole('combobox').first(),
    then: async (page, language) => {
      const upload = say(
        language,
        /^(Upload a video CV|Replace video)$/,
        /^(Įkelti vaizdo CV|Pakeisti vaizdo įrašą)$/,
      );
      await page.getByRole('button', { name: upload }).click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'chef profile in full registration mode',
    who: 'chef',
    path: '/profile?source=regular_registration&chefProfile=true',
    ready: (page) => page.getByRole('combobox').first(),
  },
  {
    name: 'availability settings',
    who: 'chef',
    path: '/availability',
    ready: (page) => page.getByRole('switch').first(),
  },
  {
    name: 'availability, not a chef',
    who: 'customer',
    path: '/availability',
    ready: (page) => main(page).locator('a[href="/profile"]'),
  },
  {
    name: 'own store page',
    who: 'chef',
    path: `/store/${ONA.store}`,
    ready: (page) => main(page).locator('a[href^="/product/"]').first(),
  },
  {
    name: 'dish editor, new dish',
    who: 'chef',
    path: '/product',
    ready: (page) => page.getByRole('tabpanel').getByRole('textbox').first(),
  },
  {
    name: 'dish editor, an existing dish',
    who: 'chef',
    path: async (data) => `/product/${await data.dishId()}`,
    ready: (page) => page.getByRole('tabpanel').getByRole('textbox').first(),
  },
  {
    name: 'dish editor, details tab',
    who: 'chef',
    path: async (data) => `/product/${await data.dishId()}`,
    ready: (page) => page.getByRole('tabpanel').getByRole('textbox').first(),
    then: async (page) => {
      await page.getByRole('tab').nth(1).click();
      return page.getByRole('tabpanel').getByRole('combobox').first();
    },
  },
  {
    name: 'dish editor, images tab',
    who: 'chef',
    path: async (data) => `/product/${await data.dishId()}`,
    ready: (page) => page.getByRole('tabpanel').getByRole('textbox').first(),
    then: async (page) => {
      await page.getByRole('tab').nth(2).click();
      return page.getByTestId('dish-image-input');
    },
  },
  {
    name: 'orders to execute (Sell tab)',
    who: 'chef',
    path: async (data) => {
      await data.order({ payInCash: true });
      return '/orders?tab=sell';
    },
    ready: (page) => panel(page).getByRole('article').first(),
  },
  {
    name: 'order detail, chef side',
    who: 'chef',
    path: async (data) => `/order/${await data.order({ payInCash: false })}`,
    ready: (page, language) => page.getByRole('button', { name: say(language, 'Decline', 'Atsisakyti') }),
  },
];

checkScreens('an approved chef’s pages', SCREENS);
