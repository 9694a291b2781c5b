import { request as playwrightRequest, type Page } from '@playwright/test';
import type { Language } from '#domain/constants.ts';
import { expect, readPin, test, uniqueEmail } from './fixtures.ts';
import { newApprovedChef } from './new-chef.ts';

/**
 * A guest on a phone places an order, presses the browser's Back on the PIN page and finds the
 * checkout as they left it, also after a reload; Place order again leads to the same order, and the
 * chef has exactly one. A chef of the journey's own, so their orders are only the journey's.
 */

const UI = {
  en: {
    addToCart: /^Add to cart/,
    email: 'E-mail',
    title: 'Address title',
    street: 'Street address',
    city: 'City',
    state: 'State or province',
    postalCode: 'Postal code',
    phone: 'Phone',
    serviceDate: 'Service date and time',
    prepay: /^50% now by card/,
    catering: 'Catering required',
    commentary: 'Special instructions',
    placeOrder: 'Place order',
    times: /^Times on /,
    pin: 'PIN',
    linkOrder: 'Link order',
    payTitle: 'Pay for your order',
  },
  lt: {
    addToCart: /^Į krepšelį/,
    email: 'El. paštas',
    title: 'Adreso pavadinimas',
    street: 'Gatvės adresas',
    city: 'Miestas',
    state: 'Apskritis ar regionas',
    postalCode: 'Pašto kodas',
    phone: 'Telefonas',
    serviceDate: 'Paslaugos data ir laikas',
    prepay: /^50 % dabar kortele/,
    catering: 'Reikia maitinimo paslaugos',
    commentary: 'Papildomi pageidavimai',
    placeOrder: 'Pateikti užsakymą',
    times: /^Laikai /,
    pin: 'PIN kodas',
    linkOrder: 'Susieti užsakymą',
    payTitle: 'Apmokėkite užsakymą',
  },
} as const;

type Ui = (typeof UI)[Language];

/** What the guest typed, by the label of its field. */
function typed(ui: Ui, email: string) {
  return [
    [ui.email, email],
    [ui.title, 'Mamos butas'],
    [ui.street, 'Pilies g. 12-3'],
    [ui.city, 'Vilnius'],
    [ui.state, 'Vilniaus apskritis'],
    [ui.postalCode, 'LT-01123'],
    [ui.phone, '+37061234567'],
    [ui.commentary, 'Durų kodas 1234; alergija riešutams.'],
  ] as const;
}

/** Every field as the guest left it: the typed ones, the chosen time, how to pay, catering. */
async function expectCheckoutAsLeft(page: Page, ui: Ui, email: string, serviceDate: string, time: string) {
  for (const [label, value] of typed(ui, email)) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
  await expect(page.getByLabel(ui.serviceDate, { exact: true })).toHaveValue(serviceDate);
  await expect(
    page.getByRole('group', { name: ui.times }).getByRole('button', { name: time, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: ui.prepay })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: ui.catering })).toBeChecked();
}

async function mailCount(page: Page, email: string): Promise<number> {
  const answer = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await answer.json()).model.mails as unknown[]).length;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const language of ['en', 'lt'] as const) {
  test(`${language}: Back from the PIN page keeps the checkout, and Place order again is the same order`, async ({
    page,
    baseURL,
  }) => {
    const ui = UI[language];
    const chef = await newApprovedChef(baseURL!, {
      dish: { title: `Kibinai ${language} ${Date.now().toString(36)}`, preparationMinutes: 60 },
    });
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);

    await page.goto(`/product-detail/${chef.dish!.id}`);
    await page.getByRole('button', { name: ui.addToCart }).click();
    await expect(page.getByRole('banner').locator('a[href="/cart"]')).toHaveAccessibleName(/1/);
    await page.goto('/checkout');

    const email = uniqueEmail(`back-${language}`);
    for (const [label, value] of typed(ui, email)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    // The last time of the first open day.
    await page.getByRole('grid').locator('button[data-date]:not([aria-disabled])').first().click();
    const times = page.getByRole('group', { name: ui.times }).getByRole('button');
    await times.last().click();
    const time = await times.last().innerText();
    await expect(times.last()).toHaveAttribute('aria-pressed', 'true');
    const serviceDate = await page.getByLabel(ui.serviceDate, { exact: true }).inputValue();
    expect(serviceDate).not.toBe('');
    await page.getByRole('radio', { name: ui.prepay }).check();
    await page.getByRole('checkbox', { name: ui.catering }).check();

    await page.getByRole('button', { name: ui.placeOrder }).click();
    await expect(page).toHaveURL(/\/signin\?source=order_linking&orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await expect(page.getByLabel(ui.pin, { exact: true })).toBeVisible();

    // Back: the checkout as it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectCheckoutAsLeft(page, ui, email, serviceDate, time);

    // A reload keeps it too.
    await page.reload();
    await expectCheckoutAsLeft(page, ui, email, serviceDate, time);

    // Place order again: the same order, not a second one; its PIN page mails a new PIN.
    const mailsBefore = await mailCount(page, email);
    await page.getByRole('button', { name: ui.placeOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?source=order_linking&orderId=${orderId}$`));
    await expect.poll(() => mailCount(page, email)).toBeGreaterThan(mailsBefore);
    await page.getByLabel(ui.pin, { exact: true }).fill(await readPin(page.request, email));
    await page.getByRole('button', { name: ui.linkOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?resumePayment=true&orderId=${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: ui.payTitle })).toBeVisible();

    // The guest's orders and the chef's: one each, that order.
    const mine = (await (await page.request.get('/secure/orders')).json()).model.orders as { id: number }[];
    expect(mine.map((order) => order.id)).toEqual([Number(orderId)]);
    const chefApi = await playwrightRequest.newContext({ baseURL });
    try {
      const signedIn = await chefApi.post('/pw-login', {
        form: { identityKey: chef.email, password: chef.password, type: 'email' },
      });
      expect(signedIn.ok()).toBe(true);
      const sold = (await (await chefApi.get('/secure/seller-orders')).json()).model.orders as {
        id: number;
      }[];
      expect(sold.map((order) => order.id)).toEqual([Number(orderId)]);
    } finally {
      await chefApi.dispose();
    }
  });
}
