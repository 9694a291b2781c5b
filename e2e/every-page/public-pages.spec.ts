import type { Page } from '@playwright/test';
import type { Language } from '#domain/constants.ts';
import { expect, uniqueEmail } from '../fixtures.ts';
import { checkScreens, h1, main, say, type Screen } from './check-screens.ts';
import { ONA, type TestData } from './test-data.ts';

const DAY = 86_400_000;

const SCREENS: Screen[] = [
  // Public pages (spec marketplace §2, spec accounts §2).
  {
    name: 'landing',
    who: 'visitor',
    path: '/',
    ready: (page) => main(page).locator('a[href^="/store/"]').first(),
  },
  {
    name: 'marketplace',
    who: 'visitor',
    path: '/mp',
    ready: (page) => main(page).locator(`a[href="/store/${ONA.store}"]`),
  },
  {
    name: 'chef store page',
    who: 'visitor',
    path: `/store/${ONA.store}`,
    ready: (page) => main(page).locator('a[href^="/product-detail/"]').first(),
  },
  { name: 'chef not found', who: 'visitor', path: '/store/no-such-chef-here', ready: h1 },
  {
    name: 'dish page',
    who: 'visitor',
    path: async (data) => `/product-detail/${await data.dishId()}`,
    ready: (page, language) =>
      page.getByRole('button', { name: say(language, /^Add to cart/, /^Į krepšelį/) }),
  },
  {
    name: 'about article',
    who: 'visitor',
    path: '/assets/about',
    ready: (page) => main(page).getByRole('heading', { level: 2 }).first(),
  },
  {
    name: 'privacy page',
    who: 'visitor',
    path: '/privacy',
    ready: (page) => main(page).getByRole('heading', { level: 2 }).first(),
  },
  {
    name: 'assistant, with an answer listing chefs',
    who: 'visitor',
    path: '/assistant',
    ready: (page) => main(page).getByRole('textbox'),
    then: async (page, language) => {
      const box = main(page).getByRole('textbox');
      await box.fill(say(language, 'Georgian chefs in Vilnius', 'Gruzinų virtuvės šefai Vilniuje'));
      await box.press('Enter');
      // The conversation stays for the tab's session: the Lithuanian pass's answer is the second.
      return page.locator('[data-status="received"]').nth(language === 'en' ? 0 : 1);
    },
  },
  {
    name: 'empty cart',
    who: 'visitor',
    path: '/cart',
    ready: (page) => main(page).locator('a[href="/mp"]').first(),
  },
  {
    name: 'cart with a dish',
    who: 'visitor',
    before: addDishToCart,
    path: '/cart',
    ready: (page) => main(page).locator('a[href^="/product-detail/"]').first(),
  },
  {
    name: 'checkout, then its validation errors',
    who: 'visitor',
    before: addDishToCart,
    path: '/checkout',
    ready: (page) => page.getByRole('complementary').getByRole('definition').first(),
    then: async (page, language) => {
      await page.getByRole('button', { name: say(language, 'Place order', 'Pateikti užsakymą') }).click();
      return page.getByRole('button', { name: say(language, /^Fix \d+ errors?$/, /^Ištaisykite \d+/) });
    },
  },
  {
    // The day picker, then a day's times.
    name: 'checkout, a service day chosen',
    who: 'visitor',
    before: addDishToCart,
    path: '/checkout',
    ready: (page) => page.getByRole('grid'),
    then: async (page, language) => {
      const open = () => page.getByRole('grid').locator('button:not([aria-disabled])').first();
      // Late on a month's last day its calendar may have no open day left: the next month has.
      if ((await open().count()) === 0)
        await page.getByRole('button', { name: say(language, 'Next month', 'Kitas mėnuo') }).click();
      await open().click();
      return page.getByRole('group', { name: say(language, /^Times on /, /^Laikai /) });
    },
  },
  {
    name: 'marketplace, chefs available on a day',
    who: 'visitor',
    path: `/mp?availableOn=${new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)}`,
    ready: (page) => main(page).locator('input[type="date"]'),
  },
  { name: 'availability, signed out', who: 'visitor', path: '/availability', ready: h1 },
  { name: 'sign-in, new account', who: 'visitor', path: '/signin?source=regular_registration', ready: h1 },
  {
    name: 'sign-in, password step of a new account',
    who: 'visitor',
    path: '/signin?source=regular_registration',
    ready: h1,
    then: async (page) => {
      await submitEmail(page, uniqueEmail('every-page'));
      return page.locator('input[type="password"]').nth(1);
    },
  },
  { name: 'sign-in with a password', who: 'visitor', path: '/signin?source=regular_login', ready: h1 },
  {
    name: 'sign-in with a PIN, then the PIN step',
    who: 'visitor',
    path: '/signin?source=one_time_pin',
    ready: h1,
    then: async (page) => {
      await submitEmail(page, uniqueEmail('every-page-pin'));
      return page.locator('input[autocomplete="one-time-code"]');
    },
  },
  {
    name: 'sign-in to link a guest order',
    who: 'visitor',
    path: async (data) => `/signin?source=order_linking&orderId=${await data.guestOrder()}`,
    ready: h1,
  },
  { name: 'older login', who: 'visitor', path: '/login', ready: h1 },
  { name: 'older registration', who: 'visitor', path: '/registration', ready: h1 },
  {
    name: 'chef registration form',
    who: 'visitor',
    path: '/chef-registration',
    ready: (page) => main(page).locator('input[type="checkbox"]').last(),
  },
  { name: 'page not found', who: 'visitor', path: '/no-such-page', ready: h1 },
  // What a visitor sees on the signed-in pages: a clear way to sign in.
  { name: 'orders, signed out', who: 'visitor', path: '/orders', ready: h1 },
  { name: 'profile, signed out', who: 'visitor', path: '/profile', ready: h1 },
  {
    name: 'credits, signed out',
    who: 'visitor',
    path: '/board',
    ready: (page) => main(page).getByRole('heading').first(),
  },
  {
    name: 'console, signed out',
    who: 'visitor',
    path: '/store-management',
    ready: (page) => main(page).getByRole('heading').first(),
  },
];

checkScreens('public pages, and what a visitor sees of the signed-in ones', SCREENS);

/** Types an e-mail on the sign-in form's first step and goes on to the second. */
async function submitEmail(page: Page, email: string) {
  const field = page.locator('input[type="email"]');
  await field.fill(email);
  await field.press('Enter');
}

/** The dish page's own button fills the cart, as a visitor does it. */
async function addDishToCart(page: Page, language: Language, data: TestData) {
  await page.goto(`/product-detail/${await data.dishId()}`);
  await page.getByRole('button', { name: say(language, /^Add to cart/, /^Į krepšelį/) }).click();
  await expect(page.getByRole('banner').locator('a[href="/cart"]')).toHaveAccessibleName(/1/);
}
