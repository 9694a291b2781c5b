import type { Browser, Page } from '@playwright/test';
import { addDays, vilniusDate, weekdayOf } from '#domain/availability/vilnius-day.ts';
import { lithuanianPublicHolidays } from '#domain/availability/days-off.ts';
import { messagesEn } from '#domain/i18n/messages.en.ts';
import {
  appReady,
  DEMO,
  DEMO_PASSWORD,
  dishIdOf,
  expect,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';

/**
 * Journeys: a chef sets cooking hours, days off and capacity; a customer on a phone books
 * the last time of a day and a second customer, whose page still offered it, is told it was taken
 * and sees the day gone. A demo chef no other journey books (Yuki, Vilnius) keeps the rest unaffected.
 */
const YUKI = { store: 'yuki-sushi', email: 'yuki-sushi@demo.lt', dish: 'Sušių rinkinys', city: 'Vilnius' };
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The service day the journeys use: three or more days ahead (past any notice), not a public holiday. */
function serviceDay(): string {
  const today = vilniusDate(Date.now());
  const year = Number(today.slice(0, 4));
  const holidays = new Set(
    [...lithuanianPublicHolidays(year), ...lithuanianPublicHolidays(year + 1)].map((h) => h.date),
  );
  let day = addDays(today, 3);
  while (holidays.has(day)) day = addDays(day, 1);
  return day;
}

/** A day's full English name as the calendar says it ("Thursday, 3 December 2026"). */
function fullDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

const weekdayName = (date: string) => WEEKDAY_NAMES[Number(weekdayOf(date)) - 1]!;

/** The calendar's month showing `date` (the journeys' day may be in the next month). */
async function showMonthOf(page: Page, date: string) {
  const monthName = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  if (!((await grid.getAttribute('aria-label')) ?? '').includes(monthName)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('grid', { name: `Service day, ${monthName}` })).toBeVisible();
}

async function putDishInCart(page: Page, dishId: number) {
  await page.goto(`/product-detail/${dishId}`);
  await appReady(page);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByRole('banner').locator('a[href="/cart"]')).toHaveAccessibleName(/1/);
}

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill('Gedimino pr. 1-5');
  await page.getByLabel('City', { exact: true }).fill(YUKI.city);
  await page.getByLabel('State or province').fill('Vilniaus apskritis');
  await page.getByLabel('Postal code').fill('LT-01103');
  await page.getByLabel('Phone', { exact: true }).fill('+37061234567');
}

async function newPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test.describe('availability', () => {
  const day = serviceDay();
  const dayOff = addDays(day, 7);

  test('a chef sets cooking hours, days off with the public holidays, and one service a day', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await signInThroughApi(page, YUKI.email, DEMO_PASSWORD);
    // The account menu leads to the screen.
    await page.goto('/mp');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Cooking hours' }).click();
    await expect(page).toHaveURL(/\/availability$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cooking hours' })).toBeVisible();

    // Only the journey's weekday, 18:00 to 19:00 (the times 18:00 and 18:30).
    const target = weekdayName(day);
    for (const name of WEEKDAY_NAMES) {
      await page.getByRole('switch', { name, exact: true }).setChecked(name === target);
    }
    await page.getByLabel(`${target}, hours 1, from`).selectOption('18:00');
    await page.getByLabel(`${target}, hours 1, to`).selectOption('19:00');

    // A day off a week later, then Lithuania's public holidays in one click (the demo chef may have
    // them already: the screen then says so).
    await page.getByLabel('Day off', { exact: true }).fill(dayOff);
    await page.getByRole('button', { name: 'Add day off' }).click();
    await expect(page.getByRole('button', { name: `Remove day off ${fullDate(dayOff)}` })).toBeVisible();
    await page.getByRole('button', { name: 'Add Lithuanian public holidays' }).click();
    await expect(page.getByText(/public holidays? of the next 12 months/)).toBeVisible();

    await page.getByLabel('Services per day').selectOption('1');
    await page.getByLabel('Minimum notice (hours)').fill('3');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Your availability is saved.')).toBeVisible();

    // What was saved is what the screen shows again, and what the server keeps.
    await page.reload();
    await expect(page.getByRole('switch', { name: target, exact: true })).toBeChecked();
    const other = WEEKDAY_NAMES.find((name) => name !== target)!;
    await expect(page.getByRole('switch', { name: other, exact: true })).not.toBeChecked();
    await expect(page.getByLabel(`${target}, hours 1, to`)).toHaveValue('19:00');
    await expect(page.getByLabel('Services per day')).toHaveValue('1');
    await expect(page.getByRole('button', { name: `Remove day off ${fullDate(dayOff)}` })).toBeVisible();
    const saved = (await (await page.request.get('/secure/availability')).json()).model.availability;
    expect(saved.configured).toBe(true);
    expect(saved.weeklyHours[weekdayOf(day)]).toEqual([{ start: '18:00', end: '19:00' }]);
    expect(saved.daysOff).toContain(dayOff);
    expect(saved.daysOff).toContain(`${Number(day.slice(0, 4)) + 1}-01-01`);
    expect(saved.servicesPerDay).toBe(1);
    expect(saved.leadTimeHours).toBe(3);

    // A wrong value is refused on its section before anything is sent.
    await page.getByLabel('Minimum notice (hours)').fill('500');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByLabel('Minimum notice (hours)')).toHaveAccessibleDescription(
      /Must be at most 168/,
    );
  });

  test('a customer on a phone books the last time of the day; a second customer sees it gone', async ({
    browser,
    baseURL,
    page: second,
  }) => {
    const dishId = await dishIdOf(second.request, YUKI.store, YUKI.dish);

    // The second customer (a guest) opens the checkout first: the day is still offered.
    await putDishInCart(second, dishId);
    await second.goto('/checkout');
    await showMonthOf(second, day);
    const secondDay = second.getByRole('button', { name: fullDate(day), exact: true });
    await expect(secondDay).toBeVisible();

    // The first customer, on a phone, takes the day's last time.
    const { context, page: phone } = await newPhone(browser, baseURL!);
    try {
      await signInThroughApi(phone, DEMO.customer);
      await putDishInCart(phone, dishId);
      await phone.goto('/checkout');
      await appReady(phone);
      await fillAddress(phone);
      await showMonthOf(phone, day);
      await phone.getByRole('button', { name: fullDate(day), exact: true }).click();
      const times = phone.getByRole('group', { name: /^Times on / });
      await expect(times.getByRole('button')).toHaveText(['18:00', '18:30']);
      await times.getByRole('button', { name: '18:30' }).click();
      await expect(times.getByRole('button', { name: '18:30' })).toHaveAttribute('aria-pressed', 'true');
      await expect(phone.getByLabel('Service date and time')).not.toHaveValue('');
      await phone.getByRole('button', { name: 'Place order' }).click();
      await expect(phone).toHaveURL(/resumePayment=true&orderId=\d+/);
    } finally {
      await context.close();
    }

    // The second customer still had the day on screen: placing the order says it was taken, and
    // the calendar, asked again, no longer offers the day.
    await fillAddress(second);
    await second.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('avail-guest'));
    await secondDay.click();
    await second
      .getByRole('group', { name: /^Times on / })
      .getByRole('button', { name: '18:00' })
      .click();
    await second.getByRole('button', { name: 'Place order' }).click();
    await expect(second.getByLabel('Service date and time')).toHaveAccessibleDescription(
      new RegExp(messagesEn.pages.checkout.slotTaken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(second.getByRole('button', { name: `${fullDate(day)}, not available` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // And on a fresh visit too.
    await second.reload();
    await showMonthOf(second, day);
    await expect(second.getByRole('button', { name: `${fullDate(day)}, not available` })).toBeVisible();
  });

  test('the chef page shows the next available date, and /mp filters by an available day', async ({
    page,
  }) => {
    await page.goto(`/store/${YUKI.store}`);
    // Yuki's next open day is the journeys' day a week later (that day is full, the next a day off).
    await expect(page.getByText(/^Next available: /)).toBeVisible();

    // The day Yuki is full: the search finds Yuki only without the date.
    await page.goto(`/mp?q=Yuki&availableOn=${day}`);
    await expect(page.getByLabel('Available on')).toHaveValue(day);
    await expect(page.getByRole('heading', { name: 'No chefs match' })).toBeVisible();
    await page.getByLabel('Available on').fill('');
    await expect(page).toHaveURL(/\/mp\?q=Yuki$/);
    await expect(page.getByRole('main').locator(`a[href="/store/${YUKI.store}"]`)).toBeVisible();
  });
});
