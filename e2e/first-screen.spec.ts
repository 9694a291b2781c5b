import type { Browser, Page } from '@playwright/test';
import { FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';
import { DEMO, dishIdOf, expect, signInThroughApi, test } from './fixtures.ts';

/**
 * The entry pages' first screen comes from the server for visitors (server/plugins/first-screen.ts,
 * web/entry-server.tsx): shown before any script runs, in the visitor's language, and then taken
 * over by the app without a loading skeleton in between.
 */

const ONA = { store: 'onos-virtuve', name: 'Ona Petrauskienė', dish: 'Kugelis' };

/** A page as a phone sees it before the app's code has run: JavaScript off. */
async function withoutScripts(browser: Browser, baseURL: string, language?: 'lt') {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  if (language) await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  return context;
}

/** Records whether a loading skeleton ever appears while the page loads and the app takes over. */
async function watchForSkeletons(page: Page) {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[aria-busy="true"], .animate-shimmer');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      document.documentElement.dataset.sawSkeleton = 'true';
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

test.describe('the first screen from the server', () => {
  test('the landing page, the chef list, a chef and a dish show their content with scripts off', async ({
    browser,
    baseURL,
    request,
  }) => {
    const dishId = await dishIdOf(request, ONA.store, ONA.dish);
    const context = await withoutScripts(browser, baseURL!);
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home-cooked meals from chefs near you');
    await expect(page.getByRole('main').locator('a[href^="/store/"]').first()).toBeVisible();

    await page.goto('/mp');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your home chef' })).toBeVisible();
    await expect(page.getByRole('link', { name: ONA.name })).toBeVisible();

    await page.goto(`/store/${ONA.store}`);
    await expect(page.getByRole('heading', { level: 1, name: ONA.name })).toBeVisible();
    await expect(page.getByRole('link', { name: ONA.dish, exact: true })).toBeVisible();

    await page.goto(`/product-detail/${dishId}`);
    await expect(page.getByRole('heading', { level: 1, name: ONA.dish })).toBeVisible();
    await context.close();
  });

  test('in the language the visitor chose before', async ({ browser, baseURL }) => {
    const context = await withoutScripts(browser, baseURL!, 'lt');
    const page = await context.newPage();
    await page.goto('/mp');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('lt');
    await expect(page.getByRole('heading', { level: 1, name: 'Raskite savo namų šefą' })).toBeVisible();
    await context.close();
  });

  test('the app takes the page over with no skeleton in between, and then works', async ({ page }) => {
    await watchForSkeletons(page);
    await page.goto('/mp');
    await expect(page.locator(`#${FIRST_SCREEN_DATA_ID}`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: ONA.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.sawSkeleton)).toBeUndefined();

    // The filters are the app's: a click changes the address and the list without a page load.
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Georgian' }).click();
    await expect(page).toHaveURL(/kitchenType=georgian/);
    await expect(page.getByRole('link', { name: ONA.name })).toHaveCount(0);
    await page.getByRole('link', { name: 'Giorgi Beridze' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Giorgi Beridze' })).toBeVisible();
  });

  test("the app's code is asked for only once the page is drawn with its photos", async ({
    browser,
    baseURL,
  }) => {
    // A page without the server-time clock: an installed clock stands in for `performance`, whose
    // resource timings this reads.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // When each of the app's files was asked for, next to when the page finished loading.
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        document.documentElement.dataset.loadedAt = String(performance.now());
      });
    });
    await page.goto('/store/' + ONA.store);
    await expect(page.locator(`#${FIRST_SCREEN_DATA_ID}`)).toHaveCount(0);
    const { loadedAt, appFiles } = await page.evaluate(() => ({
      loadedAt: Number(document.documentElement.dataset.loadedAt),
      appFiles: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_app\/start-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(appFiles).toHaveLength(1);
    expect(appFiles[0]).toBeGreaterThan(loadedAt);
    await context.close();
  });

  test('a Lithuanian visitor keeps Lithuanian prices once the app has taken over', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'language', value: 'lt', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('language', 'lt'));
    await page.goto(`/store/${ONA.store}`);
    await expect(page.locator(`#${FIRST_SCREEN_DATA_ID}`)).toHaveCount(0);
    await expect(page.getByRole('main').getByText('22,00 €/val.').first()).toBeVisible();
  });

  test('a signed-in customer gets the page drawn by the server with their own top bar', async ({ page }) => {
    await signInThroughApi(page, DEMO.customer);
    const response = await page.request.get('/mp');
    const html = await response.text();
    expect(html).toContain(FIRST_SCREEN_DATA_ID);
    expect(html).toContain('aria-label="Account menu"');
    expect(html).not.toContain('href="/signin?source=regular_login"');
    // Drawn for them alone: no shared cache may keep it.
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    await page.goto('/mp');
    await expect(page.getByRole('link', { name: ONA.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
