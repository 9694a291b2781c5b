import type { Page } from '@playwright/test';
import { FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';
import { appReady, DEMO, dishIdOf, expect, signInThroughApi, test } from './fixtures.ts';

/**
 * The entry pages are drawn by react-dom/server and hydrated by the browser (web/entry-server.tsx,
 * web/app/start.tsx): in both languages, for a visitor and for a signed-in customer, the app takes
 * the server's elements over (the same nodes, not a second render from scratch) and React reports
 * no hydration mismatch, which it does as a console error or an uncaught error.
 */

const ONA = { store: 'onos-virtuve', dish: 'Kugelis' };
const HYDRATION_PROBLEM = /hydrat|did ?n[o']t match|#418|#419|#421|#422|#423|#425/i;

/** Every console error or warning and uncaught error of the page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
  return problems;
}

/** Marks the server's elements as soon as the document is parsed, before any script of the app. */
async function markServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of Array.from(document.querySelectorAll('#root h1, #root header, #root main')))
        (element as Element & { fromServer?: boolean }).fromServer = true;
    });
  });
}

for (const signedIn of [false, true]) {
  for (const language of ['en', 'lt'] as const) {
    test(`entry pages hydrate without a mismatch: ${language}, ${signedIn ? 'signed in' : 'visitor'}`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const dishId = await dishIdOf(request, ONA.store, ONA.dish);
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const page = await context.newPage();
      if (signedIn) await signInThroughApi(page, DEMO.customer);
      await markServerElements(page);
      const problems = problemsOf(page);

      for (const path of ['/', '/mp', `/store/${ONA.store}`, `/product-detail/${dishId}`]) {
        const html = await (await page.request.get(path)).text();
        expect(html, `${path} is drawn by the server`).toContain(FIRST_SCREEN_DATA_ID);
        await page.goto(path);
        await appReady(page);
        // Effects after hydration (the stored cart, the session refresh) have had their turn.
        await page.waitForTimeout(300);
        expect(
          problems.filter((text) => HYDRATION_PROBLEM.test(text)),
          path,
        ).toEqual([]);
        // Hydration kept the server's elements: a render from scratch would have replaced them.
        const kept = await page.evaluate(() =>
          Array.from(document.querySelectorAll('#root h1, #root header, #root main')).map(
            (element) => (element as Element & { fromServer?: boolean }).fromServer === true,
          ),
        );
        expect(kept.length, path).toBeGreaterThanOrEqual(3);
        expect(kept, `${path}: the server's elements are the app's`).not.toContain(false);
        if (signedIn) {
          await expect(page.getByRole('button', { name: /account menu|paskyros meniu/i })).toBeVisible();
        }
      }
      expect(problems, 'no console errors at all').toEqual([]);
      await context.close();
    });
  }
}

test('a first visit gets its browser language and hydrates cleanly in it', async ({ browser, baseURL }) => {
  // A Lithuanian browser, nothing kept: the server draws Lithuanian and the app stays in it.
  const fresh = await browser.newContext({ baseURL, locale: 'lt-LT' });
  const page = await fresh.newPage();
  const problems = problemsOf(page);
  await page.goto('/mp');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/šef/i);
  expect(problems).toEqual([]);
  await fresh.close();
});

test('a choice kept only in storage: the page hydrates in the language it was drawn in, then turns to the kept one', async ({
  browser,
  baseURL,
}) => {
  // An English browser whose storage keeps Lithuanian but lost the cookie: the server draws English.
  const kept = await browser.newContext({ baseURL, locale: 'en-GB' });
  await kept.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'lt'));
  const page = await kept.newPage();
  // A busy machine (as in a full lane): the page's parts hydrate one after another, slowly, so the
  // kept language's texts arrive while some are still the server's.
  const cdp = await kept.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const problems = problemsOf(page);
  await markServerElements(page);
  for (const path of ['/mp', `/store/${ONA.store}`]) {
    // Each page as a first visit: the cookie the last one set is gone again.
    await kept.clearCookies();
    await page.goto(path);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    await page.waitForTimeout(500);
    expect(
      problems.filter((text) => HYDRATION_PROBLEM.test(text)),
      path,
    ).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ona/);
  await page.goto('/mp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/šef/i);
  expect(problems, 'no console errors at all').toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toContain('language=lt');
  await kept.close();
});
