import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { Language } from '#domain/constants.ts';
import { splitSubmission, type Answer } from '#domain/onboarding/answer-rules.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  dishIdOf,
  expect,
  expectAccessible,
  placePaidOrder,
  earliestService,
  reachServiceDay,
  serverNow,
  signInThroughApi,
  test,
  uniqueEmail,
  dinnerIn,
} from './fixtures.ts';

/**
 * Every page of both specifications (spec accounts §2, spec marketplace §2, DESIGN §4's operator
 * console), in English and in Lithuanian: the page's real content is shown, `<html lang>` follows
 * the language, every image has a text alternative, and axe finds no serious or critical problem.
 * One table, one loop. Pages that show data get it through the API first, as a user would have made it.
 */

type Who = 'visitor' | 'customer' | 'chef' | 'operator' | 'admin';

interface Screen {
  name: string;
  who: Who;
  /** The address; a function when the page needs data made through the API first. */
  path: string | ((data: TestData) => Promise<string>);
  /** Done once in the browser, in English, before opening `path` (e.g. a dish put in the cart on its page). */
  before?: (page: Page, language: Language, data: TestData) => Promise<void>;
  /** Shown only once the page has its real content, not the loading skeleton. */
  ready: (page: Page, language: Language) => Locator;
  /** A step inside the page checked too: a tab, a dialog, the next step of a form. */
  then?: (page: Page, language: Language) => Promise<Locator>;
}

const ONA = { store: 'onos-virtuve', dish: 'Kugelis' };
const DAY = 86_400_000;

/** The word a control shows in each language, for the few steps that must click one. */
const say = <T>(language: Language, en: T, lt: T): T => (language === 'en' ? en : lt);

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const panel = (page: Page) => page.getByRole('tabpanel');
/**
 * A console tab is open when its panel shows rows or its empty state (both follow the list's load).
 * Lists have a card layout for phones and a table from md up, so only the visible one counts.
 */
const consoleTab = (page: Page) =>
  panel(page).locator('article, li, tr, p, fieldset').filter({ visible: true }).first();

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

const ACCOUNTS: Record<Exclude<Who, 'visitor'>, string> = {
  customer: DEMO.customer,
  chef: DEMO.chef,
  operator: DEMO.operator,
  admin: DEMO.admin,
};

for (const screen of SCREENS) {
  // Both languages in one test: the session and the page's data are made once and serve both.
  test(screen.name, { tag: '@every-page' }, async ({ page, playwright, baseURL }) => {
    // Two languages, data made through the API and an axe pass each: 20-40 s in CI beside the
    // journeys, and the notifications panel crossed the default minute there.
    test.slow();
    const data = new TestData(page, playwright, baseURL!);
    try {
      // The stored preference (spec accounts §1), in place before the app's first script runs; the
      // Lithuanian pass changes it on the page itself, so the script only sets it when there is none.
      await page.addInitScript(
        () => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'),
      );
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(data);
      if (screen.who !== 'visitor') await signInThroughApi(page, ACCOUNTS[screen.who]);
      await screen.before?.(page, 'en', data);
      for (const language of ['en', 'lt'] as const) {
        await test.step(language, async () => {
          if (language !== 'en')
            await page.evaluate((lng) => localStorage.setItem('language', lng), language);
          await page.goto(path);
          await expectChecked(page, language, screen.ready(page, language));
          if (screen.then) await expectChecked(page, language, await screen.then(page, language));
        });
      }
    } finally {
      await data.dispose();
    }
  });
}

/** The page as it is now: content shown, no loading left, the right language, images described, axe clean. */
async function expectChecked(page: Page, language: Language, ready: Locator) {
  await expect(ready).toBeVisible();
  // Skeletons are aria-hidden shimmer blocks inside an aria-busy container; none may be left.
  await expect(page.locator('[aria-busy="true"], .animate-shimmer')).toHaveCount(0);
  // A page the server drew in the last language (its cookie) switches to the kept one after hydrating.
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  // Every image has an alt. An empty alt says "decorative", which must then be declared to assistive
  // technology too (aria-hidden on it or around it, or role presentation/none): an empty alt on its
  // own is more often a forgotten description than a decision.
  const undescribed = await page.locator('img').evaluateAll((images) =>
    images
      .filter((image) => {
        const alt = image.getAttribute('alt');
        if (alt === null) return true;
        if (alt.trim() !== '') return false;
        const role = image.getAttribute('role');
        return !(role === 'presentation' || role === 'none' || image.closest('[aria-hidden="true"]'));
      })
      .map((image) => image.outerHTML.slice(0, 160)),
  );
  expect(undescribed).toEqual([]);
  await expectAccessible(page);
}

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

/** The data a page needs, made through the API by the user who would have made it. */
class TestData {
  private contexts: APIRequestContext[] = [];
  private sessions = new Map<string, APIRequestContext>();

  constructor(
    private page: Page,
    private playwright: PlaywrightWorkerArgs['playwright'],
    private baseURL: string,
  ) {}

  /** A published dish of the approved demo chef. */
  dishId(): Promise<number> {
    return dishIdOf(this.page.request, ONA.store, ONA.dish);
  }

  /** An order of the demo customer, paid by card (a cash order: only its service fee). */
  async order({ payInCash, soonest = false }: { payInCash: boolean; soonest?: boolean }): Promise<number> {
    const customer = await this.signedIn(DEMO.customer);
    const now = await serverNow(customer);
    const serviceDate = soonest ? await earliestService(customer) : dinnerIn(3, now.getTime());
    const orderId = await placePaidOrder(customer, {
      productId: await this.dishId(),
      payInCash,
      serviceDate,
    });
    // A card order is delivered from its service day on: one to deliver reaches it.
    if (soonest) await reachServiceDay(customer, serviceDate);
    return orderId;
  }

  /** An order of the demo customer that waits for its card payment. */
  async unpaidOrder(): Promise<number> {
    return this.placeOrder(await this.signedIn(DEMO.customer));
  }

  /** An order placed by this browser as a guest, which it may then link to an account. */
  guestOrder(): Promise<number> {
    return this.placeOrder(this.page.request);
  }

  /** A card order the chef confirmed and delivered. */
  async deliveredOrder(): Promise<{ orderId: number; itemId: number }> {
    const orderId = await this.order({ payInCash: false, soonest: true });
    const customer = await this.signedIn(DEMO.customer);
    const order = (await (await customer.get(`/secure/order?orderId=${orderId}`)).json()).model.order;
    const chef = await this.signedIn(DEMO.chef);
    // The rest of a card order is paid in cash with the customer's hand-over PIN.
    for (const status of ['confirmed', 'delivered']) {
      const changed = await chef.post('/secure/order-status', {
        form: {
          orderId: String(orderId),
          status,
          ...(status === 'delivered' ? { handoverCode: order.handoverCode as string } : {}),
        },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
    }
    return { orderId, itemId: order.orderItems[0].id as number };
  }

  /** The demo customer's question to the demo chef, with a phone number in it; the thread's id. */
  async thread(): Promise<string> {
    const customer = await this.signedIn(DEMO.customer);
    const opened = await customer.post('/secure/message-thread', { form: { chefNickname: ONA.store } });
    expect(opened.ok(), await opened.text()).toBe(true);
    const threadId = (await opened.json()).model.thread.id as string;
    const sent = await customer.post('/secure/message', {
      form: { threadId, text: 'Ar galite be kiaulienos? Skambinkite +370 612 34567.' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    return threadId;
  }

  /** The chef's report of the customer's message, for the operators' list. */
  async reportedMessage(): Promise<void> {
    const threadId = await this.thread();
    const chef = await this.signedIn(DEMO.chef);
    const thread = (await (await chef.get(`/secure/message-thread?threadId=${threadId}`)).json()).model;
    const reported = await chef.post('/secure/message-report', {
      form: { messageId: String(thread.messages[0].id), reason: 'contactDetails' },
    });
    expect(reported.ok(), await reported.text()).toBe(true);
  }

  /** An open complaint about a delivered dish, for the operators' queue. */
  async complaint(): Promise<void> {
    const { orderId, itemId } = await this.deliveredOrder();
    const customer = await this.signedIn(DEMO.customer);
    const complained = await customer.post('/secure/complaint', {
      form: {
        orderId: String(orderId),
        itemId: String(itemId),
        text: 'The kugelis arrived cold and half of it was missing.',
        photoIds: '[]',
      },
    });
    expect(complained.ok(), await complained.text()).toBe(true);
  }

  /** The demo customer's event request in Ona's city, for any cuisine, three days ahead; its id. */
  async eventRequest(): Promise<number> {
    const customer = await this.signedIn(DEMO.customer);
    const serviceDate = dinnerIn(3, (await serverNow(customer)).getTime());
    const filed = await customer.post('/secure/event-request', {
      form: {
        serviceDate: String(Math.floor(serviceDate.getTime() / 1000)),
        city: 'Kaunas',
        address: 'Laisvės al. 10',
        guests: '10',
        budgetKind: 'perPerson',
        budget: '4000',
        cuisines: '[]',
        allergens: '["nuts"]',
        dietaryNeeds: 'Du vegetarai',
        occasion: 'birthday',
        note: 'Močiutei sueina 80.',
      },
    });
    expect(filed.ok(), await filed.text()).toBe(true);
    return (await filed.json()).model.request.id as number;
  }

  /** Ona's proposal for a new event request (one of her dishes and a course in words), revised once. */
  async eventProposal(): Promise<{ requestId: number; proposalId: number }> {
    const requestId = await this.eventRequest();
    const chef = await this.signedIn(DEMO.chef);
    const dishId = await this.dishId();
    const withDish = (price: number) => ({
      courses: JSON.stringify([
        { dishId },
        { title: 'Šaltibarščiai', description: 'Su karštomis bulvėmis', allergens: ['milk', 'eggs'] },
      ]),
      includes: JSON.stringify(['shopping', 'cooking', 'cleaning']),
      price: String(price),
      durationMinutes: '240',
      message: 'Vasariškas stalas.',
    });
    const proposed = await chef.post('/secure/event-proposal', {
      form: { requestId: String(requestId), ...withDish(45_000) },
    });
    expect(proposed.ok(), await proposed.text()).toBe(true);
    const proposalId = (await proposed.json()).model.proposal.id as number;
    // A revision, so the customer's page says what changed.
    const revised = await chef.post('/secure/event-proposal-revision', {
      form: { proposalId: String(proposalId), ...withDish(42_000) },
    });
    expect(revised.ok(), await revised.text()).toBe(true);
    return { requestId, proposalId };
  }

  /** A new chef's submitted application; returns the applicant's user id. */
  async application(): Promise<string> {
    const applicant = await this.context();
    const registered = await applicant.post('/register', {
      form: { identityKey: uniqueEmail('every-page-chef'), type: 'email', password: 'Kepsnys7x' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const userId = (await registered.json()).model.authorized.id as string;
    await applicant.post('/secure/user-info', { form: { firstName: 'Jurgita', lastName: 'Paraiškaitė' } });
    const answers: Answer[] = [
      { questionId: 1, answerType: 'option', optionId: 1 },
      { questionId: 2, answerType: 'option', optionId: 3 },
      { questionId: 3, answerType: 'option', optionId: 11 },
      { questionId: 4, answerType: 'option', optionId: 16 },
      { questionId: 5, answerType: 'option', optionId: 21 },
      { questionId: 6, answerType: 'option', optionId: 25 },
      { questionId: 7, answerType: 'text', textValue: 'Verdu cepelinus ir kepu pyragus šventėms.' },
      { questionId: 8, answerType: 'option', optionId: 27 },
      { questionId: 9, answerType: 'option', selectedOptions: [47] },
    ];
    const submitted = await applicant.post('/secure/merchant-info', { form: splitSubmission(answers) });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    return userId;
  }

  async dispose() {
    await Promise.all(this.contexts.map((context) => context.dispose()));
  }

  private async placeOrder(request: APIRequestContext): Promise<number> {
    const placed = await request.post('/store/order', {
      form: {
        items: JSON.stringify([{ productId: await this.dishId(), productVolume: 1 }]),
        serviceDeliveryDate: String(Math.floor(dinnerIn(3).getTime() / 1000)),
        payInCash: 'false',
        cateringRequired: 'false',
        title: 'Home',
        postalCode: 'LT-01103',
        state: 'Kauno apskritis',
        city: 'Kaunas',
        phone: '+37061234567',
        formatted_address: 'Gedimino pr. 1-5',
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    return (await placed.json()).model.order.id as number;
  }

  /** An API session of its own for `email` (kept apart from the page's cookies). */
  private async signedIn(email: string): Promise<APIRequestContext> {
    const cached = this.sessions.get(email);
    if (cached) return cached;
    const context = await this.context();
    const response = await context.post('/pw-login', {
      form: { identityKey: email, password: DEMO_PASSWORD, type: 'email' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    this.sessions.set(email, context);
    return context;
  }

  private async context(): Promise<APIRequestContext> {
    const context = await this.playwright.request.newContext({ baseURL: this.baseURL });
    this.contexts.push(context);
    return context;
  }
}
