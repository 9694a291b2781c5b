import { devices, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO, dishIdOf, expect, signInThroughApi, test } from './fixtures.ts';

/**
 * No lost taps: on a slow phone, a button of a server-drawn page is tapped the
 * moment it shows, long before the app has arrived. The tap must either take effect once the app is
 * ready or the button must show it is getting ready and then act (web/public/tap-queue.js); never
 * nothing. Each tap runs in a fresh browser context (empty caches) on a slow phone's profile:
 * 4x slower CPU, 150 ms latency, 1.6 Mbit/s down (Chrome DevTools Protocol).
 *
 * TAPS_PER_TARGET sets how many times each target is tapped: by default 20 (about 7
 * minutes for the three), 10 in CI, whose time the whole suite shares.
 */

const TAPS = Number(process.env.TAPS_PER_TARGET ?? (process.env.CI ? 10 : 20));
const ONA = { store: 'onos-virtuve', dish: 'Kugelis', name: 'Ona Petrauskienė' };
const PHONE = devices['Pixel 7'];

async function onSlowPhone(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * Opens `path` and taps `target` as soon as it is visible; answers whether the app was there yet.
 * A button (not a link, which the browser follows by itself) must show it is getting ready.
 */
async function tapAsSoonAsVisible(
  page: Page,
  path: string,
  target: (page: Page) => Locator,
  isButton = true,
) {
  await page.goto(path, { waitUntil: 'commit' });
  const button = target(page);
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  const appWasReady = await page.evaluate(() => (window as { appReady?: boolean }).appReady === true);
  await button.tap({ timeout: 30_000 });
  if (isButton && !appWasReady) {
    // Not ready: the button says it is getting ready, unless the app has come and acted already.
    const state = await page.evaluate(() => ({
      gettingReady: document.querySelector('[data-getting-ready][aria-busy="true"]') !== null,
      appReady: (window as { appReady?: boolean }).appReady === true,
    }));
    expect(state.gettingReady || state.appReady, 'the tapped button shows it is getting ready').toBe(true);
  }
  return appWasReady;
}

test.describe('no tap is lost on a slow phone', { tag: '@slow-phone' }, () => {
  test.describe.configure({ timeout: Math.max(60_000, TAPS * 20_000) });

  test("'Add to cart' on a dish page adds the dish, once", async ({ browser, baseURL, request }) => {
    const dishId = await dishIdOf(request, ONA.store, ONA.dish);
    let beforeApp = 0;
    for (let tap = 1; tap <= TAPS; tap += 1) {
      const { context, page } = await onSlowPhone(browser, baseURL!);
      const early = await tapAsSoonAsVisible(page, `/product-detail/${dishId}`, (p) =>
        p.getByRole('button', { name: /^Add to cart/ }),
      );
      if (!early) beforeApp += 1;
      await expect(page.getByText('Added to your cart.'), `tap ${tap}`).toBeVisible({ timeout: 30_000 });
      const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('chef_cart') ?? '[]').length);
      expect(lines, `tap ${tap}: one line in the cart`).toBe(1);
      await context.close();
    }
    console.warn(`'Add to cart': ${beforeApp} of ${TAPS} taps came before the app was ready; none lost`);
    expect(beforeApp, 'the test taps before the app is ready').toBeGreaterThan(0);
  });

  test("the landing page's menu opens", async ({ browser, baseURL }) => {
    let beforeApp = 0;
    for (let tap = 1; tap <= TAPS; tap += 1) {
      const { context, page } = await onSlowPhone(browser, baseURL!);
      const early = await tapAsSoonAsVisible(page, '/', (p) => p.getByRole('button', { name: 'Open menu' }));
      if (!early) beforeApp += 1;
      await expect(page.getByRole('dialog'), `tap ${tap}`).toBeVisible({ timeout: 30_000 });
      await context.close();
    }
    console.warn(`the menu: ${beforeApp} of ${TAPS} taps came before the app was ready; none lost`);
    expect(beforeApp, 'the test taps before the app is ready').toBeGreaterThan(0);
  });

  test("a chef card's tap opens the chef's page", async ({ browser, baseURL }) => {
    let beforeApp = 0;
    for (let tap = 1; tap <= TAPS; tap += 1) {
      const { context, page } = await onSlowPhone(browser, baseURL!);
      const early = await tapAsSoonAsVisible(
        page,
        '/mp',
        (p) => p.getByRole('link', { name: ONA.name }),
        false,
      );
      if (!early) beforeApp += 1;
      await expect(page, `tap ${tap}`).toHaveURL(new RegExp(`/store/${ONA.store}$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: ONA.name })).toBeVisible({ timeout: 30_000 });
      await context.close();
    }
    console.warn(`a chef card: ${beforeApp} of ${TAPS} taps came before the app was ready; none lost`);
  });

  test('a signed-in customer taps Add to cart early too', async ({ browser, baseURL, request }) => {
    const dishId = await dishIdOf(request, ONA.store, ONA.dish);
    const { context, page } = await onSlowPhone(browser, baseURL!);
    await signInThroughApi(page, DEMO.customer);
    await tapAsSoonAsVisible(page, `/product-detail/${dishId}`, (p) =>
      p.getByRole('button', { name: /^Add to cart/ }),
    );
    await expect(page.getByText('Added to your cart.')).toBeVisible({ timeout: 30_000 });
    await context.close();
  });
});
