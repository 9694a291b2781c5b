import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';
import { CHEF_LEAD_TIME_HOURS } from '#domain/orders/service-rules.ts';
import { vilniusDate, vilniusInstant } from '#domain/availability/vilnius-day.ts';

export { expect };

let counter = 0;
/** A unique address per call, so journeys never collide on one server. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const DEMO_PASSWORD = 'Virtuve2026';
export const DEMO = {
  customer: 'customer@demo.lt',
  operator: 'operator@demo.lt',
  admin: 'admin@demo.lt',
  /** An approved demo chef (store name onos-virtuve). */
  chef: 'onos-virtuve@demo.lt',
  /** A chef whose application waits for an operator. */
  pendingChef: 'aistes-stalas@demo.lt',
} as const;

/**
 * The newest PIN mailed to `email` (sign-in, order linking, a credit transfer), read from the
 * development outbox; mails about the hand-over PIN, which never carry one, are passed over. With
 * `after`, a PIN other than that one (a second sign-in), so an earlier mail is never read for it.
 */
export async function readPin(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()).model.mails as { text: string }[];
      pin = mails
        .filter((mail) => mail.text.includes('PIN') && !/hand-over|perdavimo/i.test(mail.text))
        .map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1])
        .find(Boolean);
      return pin !== undefined && pin !== after;
    })
    .toBe(true);
  return pin!;
}

/**
 * Signs in through the API from the page's own context (same cookies), then stores the profile the
 * way the web app does at sign-in; the app refreshes it from GET /secure/me on its next start, so
 * open a page after it. Use the real UI in journeys that test sign-in itself.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/pw-login', {
    form: { identityKey: email, password, type: 'email' },
  });
  expect(response.ok()).toBe(true);
  const authorized = (await response.json()).model.authorized;
  // Any document of the origin opens its storage; a plain file spares a whole page load per sign-in.
  await page.goto('/robots.txt');
  await page.evaluate((model) => {
    const { userInfo } = model;
    const name = [userInfo.firstName, userInfo.lastName].filter(Boolean).join(' ');
    localStorage.setItem(
      'profile',
      JSON.stringify({
        id: model.id,
        identityKey: model.identityKey,
        email: userInfo.email,
        identityType: model.identityType,
        role: model.role,
        name,
        fn: userInfo.firstName,
        ln: userInfo.lastName,
        nickname: userInfo.nickname,
      }),
    );
    localStorage.setItem('role', model.role);
    localStorage.setItem('valid', String(model.legalInfo.valid));
    localStorage.setItem('legalInfo', JSON.stringify(model.legalInfo));
    sessionStorage.setItem('lastActivityTimestamp', String(Date.now()));
  }, authorized);
  return authorized as { id: string; role: string; legalInfo: { valid: boolean } };
}

/** No serious or critical axe violations (WCAG 2 A and AA) on the page as it is now. */
export async function expectAccessible(page: Page) {
  // A fade still running (a summary dimmed while it updates) would be judged at half its contrast:
  // finite animations and transitions end first; endless ones (skeletons, spinners) are left alone.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Until the app has taken over a page the server rendered (server/plugins/first-screen.ts), a tap on
 * a button waits for it (web/public/tap-queue.js); the app has the page once its first commit is
 * done (`window.appReady`) and the server's data element is gone. Journeys act as a user who waits
 * for the page to be ready: goto and reload return then.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(
    (id) =>
      !document.getElementById('root') || // not a page of the app (robots.txt)
      ((window as { appReady?: boolean }).appReady === true && !document.getElementById(id)),
    FIRST_SCREEN_DATA_ID,
  );
}

/**
 * The server's time now. The journeys' server runs on a settable clock (playwright.config.ts:
 * TEST_CLOCK, and E2E_CLOCK to start it at a chosen hour), so any rule of the Vilnius day is read
 * from it, never from this machine's clock.
 */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const answer = await request.get('/test/clock');
  expect(answer.ok(), 'the server runs with TEST_CLOCK (playwright.config.ts)').toBe(true);
  return new Date((await answer.json()).model.now as string);
}

/**
 * Every page's browser runs on the server's time, so "today" is the same day on both sides; it is
 * set again on each goto and reload, after a journey moved the server's clock.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.clock.install({ time: await serverNow(page.request) });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const followServer = async () => page.clock.setSystemTime(await serverNow(page.request));
    page.goto = async (url, options) => {
      await followServer();
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      await followServer();
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});

/** The id of a chef's dish, by its title, from the public chef page's data. */
export async function dishIdOf(request: APIRequestContext, store: string, title: string): Promise<number> {
  const response = await request.post('/store/products', { form: { nickname: store } });
  expect(response.ok()).toBe(true);
  const products = (await response.json()).model.products as { product: { id: number; title: string } }[];
  const found = products.find((entry) => entry.product.title === title);
  expect(found, `${title} on ${store}`).toBeTruthy();
  return found!.product.id;
}

/**
 * Places an order for one dish as the signed-in user of `request` and pays what is due now with the
 * sandbox card 4242 (a cash order pays only the service fee by card). Returns the order id.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  { productId, payInCash, serviceDate }: { productId: number; payInCash: boolean; serviceDate: Date },
): Promise<number> {
  const placed = await request.post('/store/order', {
    form: {
      items: JSON.stringify([{ productId, productVolume: 1 }]),
      serviceDeliveryDate: String(Math.floor(serviceDate.getTime() / 1000)),
      payInCash: String(payInCash),
      cateringRequired: 'false',
      commentary: '',
      title: 'Home',
      postalCode: 'LT-01103',
      // The demo chef whose dishes the journeys order (Ona) cooks in Kaunas.
      state: 'Kauno apskritis',
      city: 'Kaunas',
      phone: '+37061234567',
      formatted_address: 'Gedimino pr. 1-5',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = (await placed.json()).model.order.id as number;
  const order = (await (await request.get(`/secure/order?orderId=${orderId}`)).json()).model.order;
  const intent = await request.post('/secure/stripe-intent', {
    form: { orderId: String(orderId), amount: String(order.amountToPay) },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { id, secret } = (await intent.json()).model as { id: string; secret: string };
  const paid = await request.post('/payments/sandbox/confirm', {
    form: { id, secret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return orderId;
}

/** The longest preparation time among the demo chef Ona's dishes (server/db/demo/demo-catalog.ts). */
export const ONA_LONGEST_PREPARATION_MINUTES = 120;

/**
 * The earliest service the rules allow (the dish's preparation plus the chef's lead time),
 * from the server's now: later today, or after midnight when the server's clock is late in a Vilnius
 * day. A journey that delivers it first reaches its day (`reachServiceDay`).
 */
export async function earliestService(
  request: APIRequestContext,
  preparationMinutes = ONA_LONGEST_PREPARATION_MINUTES,
): Promise<Date> {
  const now = await serverNow(request);
  const earliest = new Date(now.getTime() + (preparationMinutes + CHEF_LEAD_TIME_HOURS * 60 + 5) * 60_000);
  // The journeys' chefs cook 08:00-22:00 (server/db/demo/demo-availability.ts): a time in the night
  // moves to the next morning's opening.
  const day = vilniusDate(earliest.getTime());
  const opening = vilniusInstant(day, JOURNEY_KITCHEN.opens)!;
  if (earliest.getTime() < opening) return new Date(opening);
  if (earliest.getTime() >= vilniusInstant(day, JOURNEY_KITCHEN.lastService)!)
    return new Date(vilniusInstant(nextDay(day), JOURNEY_KITCHEN.opens)!);
  return earliest;
}

/**
 * A dinner service `days` ahead of `from` (the wall clock, or the server's now): 18:00 in Vilnius,
 * within every demo chef's hours, whatever the hour the journey runs at.
 */
export function dinnerIn(days: number, from = Date.now()): Date {
  return new Date(vilniusInstant(vilniusDate(from + days * 86_400_000), '18:00')!);
}

/** The hours the journeys' demo chefs cook (server/db/demo/demo-availability.ts, ALL_DAY_KITCHEN). */
const JOURNEY_KITCHEN = { opens: '08:00', lastService: '21:00' } as const;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * A card order is delivered from its service day on. When the service falls on a later
 * Vilnius day than the server's now (a journey run late in the evening), the server's clock moves to
 * a minute past that day's midnight, as if the night had passed; in the daytime nothing moves. The
 * browser follows on its next goto or reload.
 */
export async function reachServiceDay(request: APIRequestContext, serviceDate: Date): Promise<void> {
  const now = await serverNow(request);
  const day = vilniusDate(serviceDate.getTime());
  if (vilniusDate(now.getTime()) >= day) return;
  const to = new Date(vilniusInstant(day, '00:01')!);
  const moved = await request.post('/test/clock', { data: { to: to.toISOString() } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/**
 * Sets the server's clock to `at` (pages follow it on their next goto or reload) and answers how to
 * set it back to where it would have been without the visit, so the journeys after it run on the
 * real day: a journey that needs a date of the calendar (Christmas) visits it instead of waiting.
 * Set it back in an afterEach, which runs even when the journey failed or ran out of time.
 */
export async function visitServerTime(request: APIRequestContext, at: Date): Promise<() => Promise<void>> {
  const before = await serverNow(request);
  const startedAt = Date.now();
  const moved = await request.post('/test/clock', { data: { to: at.toISOString() } });
  expect(moved.ok(), await moved.text()).toBe(true);
  return async () => {
    const back = new Date(before.getTime() + (Date.now() - startedAt));
    const restored = await request.post('/test/clock', { data: { to: back.toISOString() } });
    expect(restored.ok(), await restored.text()).toBe(true);
  };
}
