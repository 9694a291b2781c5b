import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';
import { CHEF_LEAD_TIME_HOURS } from '#domain/orders/service-rules.ts';

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

/** The newest 6-digit PIN mailed to `email`, read from the development outbox. */
export async function readPin(request: APIRequestContext, email: string): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()).model.mails as { text: string }[];
      pin = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return pin;
    })
    .toBeTruthy();
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

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
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
      // The demo chef whose dishes the journeys order (Ona) cooks in Kaunas (issue 19).
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
 * A service date later today, as early as the service rules allow (issue 19: the dish's preparation
 * plus the chef's lead time), for a card order a journey delivers at once (issue 17: from its service
 * day on). Run within that many hours of midnight in Vilnius, the date falls on tomorrow and the
 * delivery is refused: these journeys need a daytime run.
 */
export function serviceLaterToday(preparationMinutes = ONA_LONGEST_PREPARATION_MINUTES): Date {
  return new Date(Date.now() + (preparationMinutes + CHEF_LEAD_TIME_HOURS * 60 + 5) * 60_000);
}

const vilniusDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' });

/**
 * Whether a service later today (`serviceLaterToday`) falls on tomorrow in Vilnius: in the last
 * hours of a Vilnius day a card order cannot be delivered the same day (issue 17), so the journeys
 * that deliver one are skipped then, and say why, instead of failing on the hour they run at.
 */
export function tooLateForServiceToday(preparationMinutes = ONA_LONGEST_PREPARATION_MINUTES): boolean {
  const service = serviceLaterToday(preparationMinutes);
  if (vilniusDay.format(service) !== vilniusDay.format(new Date())) return true;
  // The journeys' chefs cook 08:00-22:00 (server/db/demo/demo-availability.ts): none is booked at night.
  const hour = Number(vilniusHour.format(service)) % 24;
  return hour < 8 || hour >= 22;
}

const vilniusHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Vilnius',
  hour: '2-digit',
  hourCycle: 'h23',
});

export const DAYTIME_ONLY =
  'delivers a card order today: run within the Vilnius day, before its last hours (e2e/fixtures.ts)';
