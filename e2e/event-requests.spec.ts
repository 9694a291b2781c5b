import { request } from '@playwright/test';
import { addDays, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { proposalFees } from '#domain/event-requests/proposal-money.ts';
import { formatEuro } from '#domain/money.ts';
import {
  appReady,
  expect,
  expectAccessible,
  readPin,
  serverNow,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { newApprovedChef, type NewChef } from './new-chef.ts';

/**
 * Issue 31's second way to book: a guest on a phone asks chefs to propose a menu (signing in with an
 * e-mailed PIN on the way, the request kept and sent on return); a chef on a desktop finds it among
 * her open requests and proposes a menu of one of her dishes and a course in words; the customer
 * asks her a question in the request's own thread, which she answers; a second chef proposes too;
 * the customer sees the proposals with their whole money breakdown, accepts one and pays; the other
 * chef is told, and the chosen one confirms the order on her Sell tab. (Its delivery and rating are
 * an order's like any other: server/features/event-requests/proposal-acceptance.routes.test.ts.)
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DISH = { title: 'Cepelinai su mėsa', preparationMinutes: 90 };
const QUESTION = 'Can the cepelinai be without nuts? Call me on +370 612 34567.';
const ANSWER = 'Yes: there are no nuts in my kitchen.';

test.use({ viewport: PHONE });

test('a guest on a phone asks for a menu, a chef on a desktop proposes, the customer compares the breakdown, accepts and pays', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A chef of her own for this journey: Lithuanian cooking in Vilnius on the default hours.
  const chef = await newApprovedChef(baseURL!, { city: 'Vilnius', dish: DISH });
  const rival = await newApprovedChef(baseURL!, { city: 'Vilnius' });
  const email = uniqueEmail('event-guest');
  // Four days ahead on the server's calendar, at 18:00 (the form's default time).
  const day = addDays(vilniusDate((await serverNow(page.request)).getTime()), 4);
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));

  // The landing page's way in.
  await page.goto('/');
  await page.getByRole('link', { name: /^Ask chefs to propose a menu/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask chefs to propose a menu' })).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(day);
  await page.getByLabel('City', { exact: true }).fill('Vilnius');
  await page.getByLabel('Number of guests').fill('8');
  await page.getByLabel('Budget per person (€)').fill('50');
  await page.getByRole('checkbox', { name: 'Lithuanian' }).check();
  await page.getByRole('checkbox', { name: 'Tree nuts' }).check();
  await page.getByLabel('Occasion', { exact: true }).selectOption({ label: 'Birthday' });
  await page.getByLabel('A note for the chefs (optional)').fill('Grandmother turns 80.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in and send' }).click();

  // Signing in with a PIN, told why; back on the form, the kept request is sent.
  await expect(page).toHaveURL(/\/signin\?source=one_time_pin/);
  await expect(page.getByText(/Sign in to send your request/)).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('PIN', { exact: true }).fill(await readPin(page.request, email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/event-requests\/\d+$/);
  const requestId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday for 8 guests' })).toBeVisible();
  await expect(page.getByText('No proposals yet')).toBeVisible();
  await expect(page.getByText('Tree nuts')).toBeVisible();

  // The chef, on a desktop, finds it among her open requests and proposes.
  const chefContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  try {
    const chefPage = await chefContext.newPage();
    await chefPage.addInitScript(() => localStorage.setItem('language', 'en'));
    await signInThroughApi(chefPage, chef.email, chef.password);
    await chefPage.goto('/');
    await appReady(chefPage);
    await chefPage.getByRole('button', { name: 'Account menu' }).click();
    await chefPage.getByRole('menuitem', { name: 'Open requests' }).click();
    await expect(chefPage.getByRole('heading', { level: 1, name: 'Open requests' })).toBeVisible();
    await chefPage.locator(`a[href="/open-requests/${requestId}"]`).click();
    await expect(chefPage.getByRole('heading', { level: 1, name: 'Birthday for 8 guests' })).toBeVisible();
    // The address stays with the customer; the chef sees the city.
    await expect(chefPage.getByText('Grandmother turns 80.')).toBeVisible();

    const first = chefPage.getByRole('group', { name: 'Course 1' });
    await first.getByRole('radio', { name: 'One of my dishes' }).check();
    await first.getByLabel('Dish', { exact: true }).selectOption({ label: DISH.title });
    await chefPage.getByRole('button', { name: 'Add a course' }).click();
    const second = chefPage.getByRole('group', { name: 'Course 2' });
    await second.getByLabel('Course name').fill('Šaltibarščiai');
    await second.getByRole('checkbox', { name: 'Milk' }).check();
    await second.getByRole('checkbox', { name: 'Eggs' }).check();
    await chefPage.getByRole('checkbox', { name: 'Serving' }).check();
    await chefPage.getByLabel('Total price for 8 guests (€)').fill('400');
    await chefPage.getByLabel('Time you need').selectOption({ label: '3 h' });
    await expectAccessible(chefPage);
    await chefPage.getByRole('button', { name: 'Send proposal' }).click();
    await expect(chefPage.getByRole('heading', { name: 'Your proposal as sent' })).toBeVisible();
    await expect(chefPage.getByRole('article', { name: chef.name })).toContainText('€400.00');
    // A second chef of the city answers too (through the API: her screens were just shown).
    await proposeThroughApi(baseURL!, rival, requestId, 45_000);

    // The customer asks the chef in the request's own thread; the phone number stays hidden.
    await page.reload();
    const asking = page.getByRole('article', { name: chef.name });
    await asking.getByRole('link', { name: /^Ask the chef/ }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: `Open event request no. ${requestId}` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your message' }).fill(QUESTION);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: /^Messages with / })).toContainText(QUESTION);

    // The chef answers from her view of the request, in the same thread.
    await chefPage.getByRole('link', { name: 'Message the customer' }).click();
    await expect(chefPage.getByRole('link', { name: `Open event request no. ${requestId}` })).toBeVisible();
    const chefList = chefPage.getByRole('list', { name: /^Messages with / });
    await expect(chefList).toContainText('Can the cepelinai be without nuts?');
    await expect(chefList).not.toContainText('612');
    await chefPage.getByRole('textbox', { name: 'Your message' }).fill(ANSWER);
    await chefPage.getByRole('button', { name: 'Send' }).click();
    await expect(chefList).toContainText(ANSWER);
    await expect(page.getByRole('list', { name: /^Messages with / })).toContainText(ANSWER, {
      timeout: 30_000,
    });
    await page.getByRole('link', { name: `Open event request no. ${requestId}` }).click();

    // The customer sees the proposal: the menu with its allergens, the time, and what is paid when.
    await expect(page).toHaveURL(new RegExp(`/event-requests/${requestId}$`));
    const card = page.getByRole('article', { name: chef.name });
    await expect(card).toBeVisible();
    await expect(card.getByText('€400.00', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('€50.00', { exact: true })).toBeVisible(); // per guest
    await expect(card.getByText('3 h', { exact: true })).toBeVisible();
    await expect(card.getByText(DISH.title)).toBeVisible();
    await expect(card.getByText('Allergens: Eggs, Milk')).toBeVisible();
    await expect(card.getByText('Serving')).toBeVisible();
    const byCard = proposalFees(40_000, { payInCash: false });
    const cash = proposalFees(40_000, { payInCash: true });
    const table = card.getByRole('table', { name: 'What you pay' });
    const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row('Service fee')).toContainText(
      `${formatEuro(byCard.serviceFee)}${formatEuro(cash.serviceFee)}`,
    );
    await expect(row('Prepayment')).toContainText(`${formatEuro(byCard.prepayment)}${formatEuro(0)}`);
    await expect(row('Pay now by card')).toContainText(
      `${formatEuro(byCard.totalAmount)}${formatEuro(cash.totalAmount)}`,
    );
    await expect(row('Pay the chef on the day')).toContainText(`${formatEuro(20_000)}${formatEuro(40_000)}`);
    await expect(card.getByRole('button', { name: /^Accept this menu/ })).toBeVisible();
    await expectAccessible(page);

    // She accepts: the proposal becomes an order, paid at the checkout's payment step like any other,
    // half now by card: the prepayment and the service fee the card column showed.
    await card.getByRole('button', { name: /^Accept this menu/ }).click();
    await card.getByRole('button', { name: 'Accept and go to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${formatEuro(byCard.totalAmount)}` })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: `Pay ${formatEuro(byCard.totalAmount)}` }).click();
    await expect(page).toHaveURL(/\/buy-complete\?orderId=\d+$/);
    await expect(page.getByTestId('order-number')).toHaveText(/^[0-9A-F]{8}$/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    // The request now says which menu was booked, and offers no other to accept.
    await page.goto(`/event-requests/${requestId}`);
    await expect(page.getByRole('button', { name: /^Accept this menu/ })).toHaveCount(0);

    // The other chef is told, politely, that another menu was chosen.
    const rivalsNotices = await notificationsOf(baseURL!, rival);
    expect(rivalsNotices.map((notice) => [notice.kind, notice.params.requestId])).toContainEqual([
      'proposalNotChosen',
      requestId,
    ]);

    // The chosen chef confirms it on her Sell tab, as any order.
    await chefPage.goto('/orders?tab=sell');
    const sold = chefPage
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: chefPage.locator(`a[href="/order/${orderId}"]`) });
    await sold
      .getByRole('group', { name: /^Actions for / })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(chefPage.getByText('The dish is confirmed. The customer is told.')).toBeVisible();
  } finally {
    await chefContext.close();
  }
});

/** A chef's proposal sent through the API: one course in words, for `price` cents. */
async function proposeThroughApi(baseURL: string, chef: NewChef, requestId: number, price: number) {
  const api = await signedInApi(baseURL, chef);
  try {
    const sent = await api.post('/secure/event-proposal', {
      form: {
        requestId: String(requestId),
        courses: JSON.stringify([{ title: 'Kugelis', allergens: ['milk', 'eggs'] }]),
        includes: JSON.stringify(['shopping', 'cooking']),
        price: String(price),
        durationMinutes: '180',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

async function notificationsOf(baseURL: string, chef: NewChef) {
  const api = await signedInApi(baseURL, chef);
  try {
    return (await (await api.get('/secure/notifications')).json()).model.notifications as {
      kind: string;
      params: Record<string, unknown>;
    }[];
  } finally {
    await api.dispose();
  }
}

async function signedInApi(baseURL: string, chef: NewChef) {
  const api = await request.newContext({ baseURL });
  const signedIn = await api.post('/pw-login', {
    form: { identityKey: chef.email, password: chef.password, type: 'email' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return api;
}
