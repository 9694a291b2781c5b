import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dinnerIn, expect, signInThroughApi, test } from './fixtures.ts';

/**
 * A dish saved at step 1 is the chef's draft. The editor says everything that is missing, "Enabled"
 * starts unticked, visitors do not see it and the API refuses to order it; once it has a price (by
 * time or fixed), its details with allergens and a photo (and is enabled), it is live. A fixed price
 * stays the price whatever the preparation time. On a phone, in en and lt.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Texts = Record<string, Record<string, unknown>>;
/** The catalogue's texts (dish page, allergen names) with the dish editor's. */
const texts = (language: 'en' | 'lt'): Texts => ({
  ...(JSON.parse(readFileSync(`web/features/catalog/i18n/${language}.json`, 'utf8')) as Texts),
  ...(JSON.parse(readFileSync(`web/features/dishes/i18n/${language}.json`, 'utf8')) as Texts),
});

async function jpeg(background: string): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

async function storeTitles(page: Page, nickname: string): Promise<string[]> {
  const response = await page.request.post('/store/products', { form: { nickname } });
  const products = (await response.json()).model.products as { product: { title: string } }[];
  return products.map((entry) => entry.product.title);
}

const CASES = [
  { language: 'en', chef: 'giorgi-supra', pricing: 'time' },
  { language: 'lt', chef: 'chez-elise', pricing: 'fixed' },
  { language: 'en', chef: 'ievos-kepiniai', pricing: 'fixed' },
] as const;

for (const { language, chef, pricing } of CASES) {
  test(`an unfinished dish stays the chef's draft until complete (${language}, ${pricing} price, phone)`, async ({
    page,
    browser,
  }) => {
    const ui = texts(language);
    const editor = ui.dishEditor as Record<string, Record<string, string>> & Record<string, string>;
    const dishTexts = (ui.catalog as Record<string, Record<string, string>>).dish!;
    const allergenNames = (ui.catalog as Record<string, Record<string, string>>).allergens!;
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await signInThroughApi(page, `${chef}@demo.lt`);
    const title = `Draft ${language} ${Date.now().toString(36)}`;

    await page.goto('/product');
    const main = page.getByRole('tabpanel', { name: editor.tabs!.main });
    // Nothing saved yet: every part is missing, and "Enabled" is not ticked.
    const missing = page.getByTestId('dish-missing').getByRole('listitem');
    await expect(missing).toHaveText([
      editor.completeness!.price!,
      editor.completeness!.details!,
      editor.completeness!.allergens!,
      editor.completeness!.photo!,
    ]);
    const enabled = main.getByRole('checkbox', { name: editor.fields!.active });
    await expect(enabled).not.toBeChecked();

    // Step 1 only, enabled: still a draft.
    await main.getByLabel(editor.fields!.title!, { exact: true }).fill(title);
    await main.getByLabel(editor.fields!.description!, { exact: true }).fill('Layered, baked, shared.');
    await enabled.check();
    if (pricing === 'fixed') {
      await main
        .getByRole('radio', {
          name: new RegExp((editor.pricing as unknown as Record<string, string>).fixed!),
        })
        .check();
      // A fixed price must be typed in before the step saves.
      await main.getByRole('button', { name: editor.save }).click();
      await expect(main.getByText(editor.fixedPriceRequired!)).toBeVisible();
      await main.getByLabel(editor.fields!.price!, { exact: true }).fill(language === 'lt' ? '15,00' : '15');
    }
    await main.getByRole('button', { name: editor.save }).click();
    await expect(page.getByRole('tab', { name: editor.tabs!.details })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Priced by time, the price comes with the details' preparation time.
    await expect(missing).toHaveCount(pricing === 'fixed' ? 3 : 4);
    await page.screenshot({ path: `test-results/unfinished-dish-${language}-draft.png`, fullPage: true });

    // Visitors neither see it nor can order it.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visitorRequest = visitorPage.request;
    expect(await storeTitles(visitorPage, chef)).not.toContain(title);
    const own = await page.request.post('/store/products', { form: { nickname: chef } });
    const draft = ((await own.json()).model.products as { product: { id: number; title: string } }[]).find(
      (entry) => entry.product.title === title,
    )!.product;
    const refused = await visitorRequest.post('/store/order', {
      form: {
        items: JSON.stringify([{ productId: draft.id, productVolume: 1 }]),
        serviceDeliveryDate: String(Math.floor(dinnerIn(10).getTime() / 1000)),
        payInCash: 'false',
        title: 'Home',
        postalCode: 'LT-01103',
        state: 'Vilniaus apskritis',
        city: 'Vilnius',
        phone: '+37061234567',
        formatted_address: 'Gedimino pr. 1-5',
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).messages[0].code).toBe('orders.dishIncomplete');

    // Step 2: details with allergens; only the photo is missing now.
    const details = page.getByRole('tabpanel', { name: editor.tabs!.details });
    await details.getByLabel(editor.fields!.kitchenType!).selectOption('backery');
    await details.getByLabel(editor.fields!.preparationMinutes!).fill('60');
    await details.getByLabel(editor.fields!.servingsNumber!, { exact: true }).fill('4');
    await details.getByLabel(editor.fields!.calories!).fill('300');
    await details.getByLabel(editor.fields!.preparationDescription!).fill('Bake slowly.');
    await details.getByRole('checkbox', { name: allergenNames.eggs }).check();
    await details.getByRole('button', { name: editor.save }).click();
    await expect(page.getByRole('tab', { name: editor.tabs!.images })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(missing).toHaveText([editor.completeness!.photo!]);
    expect(await storeTitles(visitorPage, chef)).not.toContain(title);

    // Step 3: one photo. Complete and enabled: live.
    await page
      .getByTestId('dish-image-input')
      .setInputFiles([{ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c84') }]);
    await page.getByRole('button', { name: editor.images!.upload }).click();
    await expect(page).toHaveURL(/\/product-detail\/\d+$/, { timeout: 10_000 });
    await expect(page.getByText(dishTexts.active!, { exact: true })).toBeVisible();
    expect(await storeTitles(visitorPage, chef)).toContain(title);
    const live = await visitorRequest.get(`/store/product?productId=${draft.id}`);
    // 60 minutes at the chef's hourly rate, or the fixed EUR 15 whatever the time.
    expect((await live.json()).model.product).toMatchObject(
      pricing === 'fixed' ? { price: 1500, pricedByTime: false } : { pricedByTime: true },
    );
    await visitorPage.goto(`/store/${chef}`);
    await expect(visitorPage.getByRole('heading', { name: title })).toBeVisible();
    await visitorPage.screenshot({ path: `test-results/unfinished-dish-${language}-live.png` });
    await visitor.close();
  });
}
