import type { Locator, Page } from '@playwright/test';
import type { Language } from '#domain/constants.ts';
import { DEMO, expect, expectAccessible, signInThroughApi, test } from '../fixtures.ts';
import { TestData } from './test-data.ts';

/**
 * Every page of both specifications (spec accounts §2, spec marketplace §2, DESIGN §4's operator
 * console), in English and in Lithuanian: the page's real content is shown, `<html lang>` follows
 * the language, every image has a text alternative, and axe finds no serious or critical problem.
 * One table per part of the site (the `*.spec.ts` beside this file), one loop (`checkScreens`).
 * Pages that show data get it through the API first, as a user would have made it.
 */

type Who = 'visitor' | 'customer' | 'chef' | 'operator' | 'admin';

export interface Screen {
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

/** The word a control shows in each language, for the few steps that must click one. */
export const say = <T>(language: Language, en: T, lt: T): T => (language === 'en' ? en : lt);

export const main = (page: Page) => page.getByRole('main');
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
export const panel = (page: Page) => page.getByRole('tabpanel');
/**
 * A console tab is open when its panel shows rows or its empty state (both follow the list's load).
 * Lists have a card layout for phones and a table from md up, so only the visible one counts.
 */
export const consoleTab = (page: Page) =>
  panel(page).locator('article, li, tr, p, fieldset').filter({ visible: true }).first();

const ACCOUNTS: Record<Exclude<Who, 'visitor'>, string> = {
  customer: DEMO.customer,
  chef: DEMO.chef,
  operator: DEMO.operator,
  admin: DEMO.admin,
};

/** One test per screen, tagged for the every-page run (scripts/e2e.sh), in a describe of `title`. */
export function checkScreens(title: string, screens: Screen[]) {
  test.describe(title, () => {
    for (const screen of screens) {
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
