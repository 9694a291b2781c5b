import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, readPin, signInThroughApi, test, uniqueEmail } from './fixtures.ts';

/** Approved demo chefs, one dish of each and the city each cooks in (server/db/demo/demo-catalog.ts). */
const ONA = { store: 'onos-virtuve', dish: 'Cepelinai su spirgučiais', city: 'Kaunas' };
const MANTAS = { store: 'mantas-ugnis', dish: 'Smash burgeriai', city: 'Kaunas' };
const GIORGI = { store: 'giorgi-supra', dish: 'Mcvadi', city: 'Vilnius' };
const COUNTY: Record<string, string> = { Kaunas: 'Kauno apskritis', Vilnius: 'Vilniaus apskritis' };

/** Opens the dish from its chef's page and adds it to the cart there (spec marketplace §2). */
async function addDishFromStore(page: Page, chef: { store: string; dish: string }) {
  await page.goto(`/store/${chef.store}`);
  await page.getByRole('link', { name: chef.dish, exact: true }).click();
  await expect(page).toHaveURL(/\/product-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: chef.dish })).toBeVisible();
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
}

/** A datetime-local value some days ahead, in the browser's own time zone. */
function futureLocal(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

/** The checkout form for an address in `city` (the chefs' city). */
async function fillCheckout(page: Page, { payInCash, city }: { payInCash: boolean; city: string }) {
  await page.getByLabel('Address title').fill('Home');
  await page.getByLabel('Street address').fill('Gedimino pr. 1-5');
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByLabel('State or province').fill(COUNTY[city]!);
  await page.getByLabel('Postal code').fill('LT-01103');
  await page.getByLabel('Phone', { exact: true }).fill('+37061234567');
  await page.getByLabel('Service date and time').fill(futureLocal(5));
  // The spec's "pay chef in cash" flag, as its two choices (on by default: all in cash).
  const cash = page.getByRole('radio', { name: /^All in cash at the service/ });
  await expect(cash).toBeChecked();
  if (!payInCash) await page.getByRole('radio', { name: /^50% now by card, the rest in cash/ }).check();
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay €\d+\.\d{2}$/ }).click();
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

test.describe('cart, checkout, payment and orders', () => {
  test('a customer fills the cart from two chefs, pays online with 4242 and sees the order as paid', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.customer);
    await addDishFromStore(page, ONA);
    await addDishFromStore(page, MANTAS);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: ONA.dish, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: MANTAS.dish, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Increase quantity of ${ONA.dish}` }).click();
    await expect(page.getByRole('group', { name: `Quantity of ${ONA.dish}` })).toContainText('2');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    // An address outside the chef's service area (Kaunas and the towns she lists)
    // is refused before anything is sent; the date
    // input starts where the dishes' preparation plus the chef's lead time allow.
    await fillCheckout(page, { payInCash: false, city: 'Vilnius' });
    await expect(page.getByLabel('Service date and time')).toHaveAttribute(
      'min',
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByLabel('City', { exact: true })).toHaveAccessibleDescription(
      `The chef of ${ONA.dish} does not serve Vilnius`,
    );
    await page.getByLabel('City', { exact: true }).fill(ONA.city);
    await page.getByLabel('State or province').fill(COUNTY[ONA.city]!);
    await expect(summary(page).getByText('Chef prepayment (50%)')).toBeVisible();
    // The figures of the cash mode stay on show, marked busy, until the server's online ones arrive.
    await expect(summary(page).locator('[aria-busy="true"]')).toHaveCount(0);
    const payNow = await summary(page)
      .getByText('Pay now by card')
      .locator('xpath=following-sibling::dd')
      .innerText();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?resumePayment=true&orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    // The amount to pay is the order's amountToPay, the same figure the summary showed as "pay now".
    await expect(page.getByRole('button', { name: `Pay ${payNow}` })).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(new RegExp(`/buy-complete\\?orderId=${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    // The order number every page and mail uses, not the database id.
    await expect(page.getByTestId('order-number')).toHaveText(/^[0-9A-F]{8}$/);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/mp');
    await expect(page.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    expect(await page.evaluate(() => localStorage.getItem('chef_cart'))).toBe('[]');

    await page.goto('/orders');
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/order/${orderId}"]`) });
    await expect(card).toBeVisible();
    // Half of each dish paid by card; the rest is still to pay the chef in cash: never just "Paid".
    await expect(card.getByRole('row', { name: new RegExp(ONA.dish) })).toContainText('To pay in cash: €');
    await expect(card.getByRole('row', { name: new RegExp(MANTAS.dish) })).toContainText('To pay in cash: €');
    await card.getByRole('link', { name: /View invoice/ }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByRole('region', { name: 'Payment information' })).toContainText(
      'Test card (sandbox)',
    );
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  });

  test('a declined card shows the provider message; the order is paid later by resume payment', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.customer);
    await addDishFromStore(page, GIORGI);
    await page.goto('/checkout');
    await fillCheckout(page, { payInCash: false, city: GIORGI.city });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Your card was declined.');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout\?resumePayment=true/);

    // Later: the order is pending, and its page offers to pay it.
    await page.goto(`/order/${orderId}`);
    await expect(page.getByText('This order is waiting for payment by card.')).toBeVisible();
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?resumePayment=true&orderId=${orderId}$`));
    await payWithCard(page, '4242424242424242');
    await expect(page).toHaveURL(new RegExp(`/buy-complete\\?orderId=${orderId}$`));

    await page.goto(`/order/${orderId}`);
    await expect(page.getByRole('region', { name: 'Payment information' })).toContainText(
      'To pay in cash: €',
    );
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  });

  test('a guest pays in cash, links the order with the e-mailed PIN and sees it; the chef sees it on the Sell tab', async ({
    page,
  }) => {
    await addDishFromStore(page, ONA);
    await page.goto('/checkout');
    // The guest gives the e-mail at checkout; the PIN is sent as sign-in opens.
    const email = uniqueEmail('guest-order');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await fillCheckout(page, { payInCash: true, city: ONA.city });
    await expect(summary(page).getByText('Chef prepayment (50%)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/signin\?source=order_linking&orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const pin = await readPin(page.request, email);
    await page.getByLabel('PIN', { exact: true }).fill(pin);
    await page.getByRole('button', { name: 'Link order' }).click();
    // The linked order goes straight on to paying the service fee by card.
    await expect(page).toHaveURL(new RegExp(`/checkout\\?resumePayment=true&orderId=${orderId}$`));
    await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();

    await page.goto('/orders');
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/order/${orderId}"]`) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('row', { name: new RegExp(ONA.dish) })).toContainText('Awaiting payment');
    await expect(page.getByRole('tab', { name: /^Sell/ })).toHaveCount(0);

    await signInThroughApi(page, DEMO.chef);
    await page.goto('/orders');
    const sell = page.getByRole('tab', { name: /^Sell, \d+ orders?$/ });
    await expect(sell).toBeVisible();
    await sell.click();
    await expect(sell).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/orders\?tab=sell$/);
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/order/${orderId}"]`) }),
    ).toBeVisible();
  });

  test('checkout validation: the error count, focus on the first field, and an empty cart goes to /mp', async ({
    page,
  }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/mp$/);

    await addDishFromStore(page, ONA);
    await page.goto('/checkout');
    // The title comes as 'Home' and the county follows the city.
    await expect(page.getByLabel('Address title')).toHaveValue('Home');
    await page.getByLabel('Address title').fill('');
    await page.getByLabel('City', { exact: true }).fill('Kaunas');
    await expect(page.getByLabel('State or province')).toHaveValue('Kauno apskritis');
    await page.getByRole('button', { name: 'Place order' }).click();
    // A guest is also asked for the e-mail, the first field.
    await expect(page.getByRole('button', { name: 'Fix 6 errors' })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Address title')).toHaveAccessibleDescription(/Address title is required/);
    await page.getByLabel('Address title').fill('Home');
    await expect(page.getByRole('button', { name: 'Fix 5 errors' })).toBeVisible();
  });

  for (const language of ['en', 'lt'] as const) {
    test(`axe finds no serious problems on /cart, /checkout and /orders (${language})`, async ({ page }) => {
      await signInThroughApi(page, DEMO.customer);
      await addDishFromStore(page, ONA);
      await page.evaluate((value) => localStorage.setItem('language', value), language);

      await page.goto('/cart');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.goto('/checkout');
      await expect(page.getByRole('complementary')).toBeVisible();
      await expectAccessible(page);
      await page
        .getByRole('button', { name: language === 'lt' ? 'Pateikti užsakymą' : 'Place order' })
        .click();
      await expect(
        page.getByRole('button', { name: language === 'lt' ? /^Ištaisykite/ : /^Fix/ }),
      ).toBeVisible();
      await expectAccessible(page);

      await page.goto('/orders');
      await expect(page.getByRole('tablist')).toBeVisible();
      await expectAccessible(page);
    });
  }
});
