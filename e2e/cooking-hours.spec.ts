import type { Page } from '@playwright/test';
import { DEFAULT_COOKING_HOURS, SLOT_MINUTES } from '#domain/availability/availability-settings.ts';
import { isPublicHoliday } from '#domain/availability/days-off.ts';
import { minutesOf, timeOf, vilniusDate, vilniusInstant } from '#domain/availability/vilnius-day.ts';
import type { Language } from '#domain/constants.ts';
import { expect, serverNow, signInThroughApi, test, visitServerTime } from './fixtures.ts';
import { newApprovedChef } from './new-chef.ts';

/**
 * A chef who never set cooking hours is booked on the default hours: never at night, never on a
 * public holiday; and, until they set their own, their working pages remind them and lead to the
 * editor.
 */

const UI = {
  en: {
    addToCart: /^Add to cart/,
    unavailable: 'not available',
    times: /^Times on /,
    night: 'Night',
    serviceDate: 'Service date and time',
    reminder: `Until you set your own cooking hours, customers can book you from ${DEFAULT_COOKING_HOURS.start} to ${DEFAULT_COOKING_HOURS.end} every day except public holidays.`,
    reminderLink: 'Set your cooking hours',
    editorTitle: 'Cooking hours',
    save: 'Save availability',
    saved: 'Your availability is saved.',
  },
  lt: {
    addToCart: /^Į krepšelį/,
    unavailable: 'neužsakoma',
    times: /^Laikai /,
    night: 'Naktis',
    serviceDate: 'Paslaugos data ir laikas',
    reminder: `Kol nenustatysite savo darbo laiko, klientai gali jus užsakyti kasdien nuo ${DEFAULT_COOKING_HOURS.start} iki ${DEFAULT_COOKING_HOURS.end}, išskyrus valstybines šventes.`,
    reminderLink: 'Nustatyti darbo laiką',
    editorTitle: 'Darbo laikas',
    save: 'Išsaugoti darbo laiką',
    saved: 'Jūsų darbo laikas išsaugotas.',
  },
} as const;

/** Every time a day offers on the default hours, in slot steps: 10:00 … 20:30. */
const DEFAULT_DAY_TIMES: string[] = [];
for (
  let minutes = minutesOf(DEFAULT_COOKING_HOURS.start);
  minutes < minutesOf(DEFAULT_COOKING_HOURS.end);
  minutes += SLOT_MINUTES
) {
  DEFAULT_DAY_TIMES.push(timeOf(minutes));
}

const useLanguage = (page: Page, language: Language) =>
  page.addInitScript((lng) => localStorage.setItem('language', lng), language);

/**
 * 05:00 in Vilnius on the next 21 December: a night hour (a kitchen open around the clock could be
 * booked from 08:00 today), with Christmas Eve, Christmas Day and the Second Day of Christmas in the
 * days the picker offers. Always ahead of the server's clock, so only the journey visits the date.
 */
async function beforeChristmas(page: Page): Promise<{ at: Date; today: string; christmas: string }> {
  const now = await serverNow(page.request);
  let year = Number(vilniusDate(now.getTime()).slice(0, 4));
  if (vilniusInstant(`${year}-12-21`, '05:00')! <= now.getTime()) year += 1;
  return {
    at: new Date(vilniusInstant(`${year}-12-21`, '05:00')!),
    today: `${year}-12-21`,
    christmas: `${year}-12-25`,
  };
}

test.describe('a chef who never set cooking hours: the slot picker on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  let setClockBack: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await setClockBack?.();
    setClockBack = undefined;
  });

  for (const language of ['en', 'lt'] as const) {
    test(`${language}: no night times and no slot on Christmas Day, at any hour of the run`, async ({
      page,
      baseURL,
    }) => {
      const ui = UI[language];
      // Made at the real time; only the booking visits December.
      const chef = await newApprovedChef(baseURL!, {
        dish: { title: `Cepelinai ${language} ${Date.now().toString(36)}`, preparationMinutes: 60 },
      });
      const dish = chef.dish!;
      await useLanguage(page, language);
      const { at, today, christmas } = await beforeChristmas(page);

      setClockBack = await visitServerTime(page.request, at);
      // What the server offers over the whole horizon: default hours only, no public holiday.
      const answer = await page.request.get('/store/service-slots', {
        params: { items: JSON.stringify([{ productId: dish.id }]), from: today, days: 62 },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      const days = (await answer.json()).model.slots.days as { date: string; times: string[] }[];
      expect(days.length).toBeGreaterThan(40);
      for (const day of days) {
        expect(isPublicHoliday(day.date), `${day.date} is a public holiday`).toBe(false);
        expect(day.times, day.date).toEqual(DEFAULT_DAY_TIMES);
      }
      expect(days.map((day) => day.date)).not.toContain(christmas);
      expect(days[0]!.date).toBe(today);

      await page.goto(`/product-detail/${dish.id}`);
      await page.getByRole('button', { name: ui.addToCart }).click();
      await expect(page.getByRole('banner').locator('a[href="/cart"]')).toHaveAccessibleName(/1/);
      await page.goto('/checkout');
      const grid = page.getByRole('grid');
      await expect(grid).toBeVisible();

      // Christmas Day (and the days around it) cannot be chosen.
      for (const date of [christmas, `${christmas.slice(0, 8)}24`, `${christmas.slice(0, 8)}26`]) {
        const cell = grid.locator(`[data-date="${date}"]`);
        await expect(cell).toHaveAttribute('aria-disabled', 'true');
        await expect(cell).toHaveAccessibleName(new RegExp(`, ${ui.unavailable}$`));
      }
      // A tap on it chooses nothing.
      await grid.locator(`[data-date="${christmas}"]`).click({ force: true });
      await expect(page.getByRole('group', { name: ui.times })).toHaveCount(0);

      // The earliest the form names is the kitchen's opening, not the notice alone (08:00: the
      // dish's hour and two of lead time from 05:00).
      const dateField = page.getByLabel(ui.serviceDate, { exact: true });
      await expect
        .poll(() => dateField.evaluate((input: HTMLInputElement) => new Date(input.min).getTime()))
        .toBe(vilniusInstant(today, DEFAULT_COOKING_HOURS.start));

      // Today, at 05:00: nothing before the kitchen opens, nothing after it closes, no night part.
      const todayCell = grid.locator(`[data-date="${today}"]`);
      await expect(todayCell).not.toHaveAttribute('aria-disabled', 'true');
      await todayCell.click();
      const times = page.getByRole('group', { name: ui.times });
      await expect(times.getByRole('button')).toHaveText(DEFAULT_DAY_TIMES);
      await expect(times.getByRole('heading', { name: ui.night })).toHaveCount(0);
      await times.getByRole('button', { name: DEFAULT_DAY_TIMES[0] }).click();
      await expect(times.getByRole('button', { name: DEFAULT_DAY_TIMES[0] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  }
});

test.describe('a newly approved chef is reminded to set cooking hours', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const language of ['en', 'lt'] as const) {
    test(`${language}: the reminder leads to the editor and goes once hours are saved`, async ({
      page,
      baseURL,
    }) => {
      const ui = UI[language];
      const chef = await newApprovedChef(baseURL!);
      await useLanguage(page, language);
      await signInThroughApi(page, chef.email, chef.password);

      // On the chef's own page and on their orders.
      for (const path of [`/store/${chef.nickname}`, '/orders']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('hours-reminder')).toHaveText(`${ui.reminder} ${ui.reminderLink}`);
      }
      const reminder = page.getByTestId('hours-reminder');

      await reminder.getByRole('link', { name: ui.reminderLink }).click();
      await expect(page).toHaveURL(/\/availability$/);
      await expect(page.getByRole('heading', { level: 1, name: ui.editorTitle })).toBeVisible();
      await page.getByRole('button', { name: ui.save }).click();
      await expect(page.getByText(ui.saved)).toBeVisible();
      const saved = (await (await page.request.get('/secure/availability')).json()).model.availability;
      expect(saved.configured).toBe(true);

      // Gone on a fresh load of either page once it has settled (its hours read); before saving,
      // the same loads showed it.
      for (const path of ['/orders', `/store/${chef.nickname}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId('hours-reminder')).toHaveCount(0);
      }
    });
  }
});
