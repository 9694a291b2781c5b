import { DEMO, expect, signInThroughApi, test } from './fixtures.ts';

/**
 * The console on a 1280 px desktop, in its longer language: every tab is on screen (they wrap
 * onto a second row rather than hide past the edge), so an operator sees every queue's count.
 */
test.use({ viewport: { width: 1280, height: 900 } });

for (const language of ['en', 'lt'] as const) {
  test(`the console's tabs all fit at 1280 px (${language})`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/store-management');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(10);
    const list = await page.getByRole('tablist').boundingBox();
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(list!.x);
      expect(box.x + box.width).toBeLessThanOrEqual(list!.x + list!.width + 1);
    }
  });
}
