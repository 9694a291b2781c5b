import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInThroughApi, test } from './fixtures.ts';

/** Journeys of the chef list, chef pages, dish pages and the dish editor (spec marketplace §2). */

async function jpeg(background: string, format: 'jpeg' | 'webp' = 'jpeg'): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = sharp({ create: { width: 400, height: 300, channels: 3, background } });
  return (format === 'webp' ? image.webp() : image.jpeg()).toBuffer();
}

async function useLanguage(page: Page, language: 'en' | 'lt') {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
}

test.describe('chef list (/mp)', () => {
  test('filters by kitchen type and city live in the URL, survive a reload and lead to a chef', async ({
    page,
  }) => {
    await page.goto('/mp');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your home chef' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ona Petrauskienė' })).toBeVisible();

    const category = page.getByRole('group', { name: 'Category' });
    await category.getByRole('button', { name: 'Georgian' }).click();
    await expect(page).toHaveURL(/kitchenType=georgian/);
    await page.getByLabel('City').selectOption('Vilnius');
    await expect(page).toHaveURL(/city=Vilnius/);
    await expect(page.getByRole('link', { name: 'Giorgi Beridze' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ona Petrauskienė' })).toHaveCount(0);

    await page.reload();
    await expect(category.getByRole('button', { name: 'Georgian' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('City')).toHaveValue('Vilnius');
    await expect(page.getByRole('link', { name: 'Giorgi Beridze' })).toBeVisible();

    await page.getByRole('link', { name: 'Giorgi Beridze' }).click();
    await expect(page).toHaveURL(/\/store\/giorgi-supra$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Giorgi Beridze' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/kitchenType=georgian.*city=Vilnius|city=Vilnius.*kitchenType=georgian/);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/mp$/);
    await expect(page.getByRole('link', { name: 'Ona Petrauskienė' })).toBeVisible();
  });

  test("searching 'kugelis' finds the chef who cooks it", async ({ page }) => {
    await page.goto('/mp');
    await page.getByRole('searchbox', { name: 'Search chefs and dishes' }).fill('kugelis');
    await expect(page).toHaveURL(/q=kugelis/);
    const results = page.getByRole('region', { name: 'Chefs' });
    await expect(results.getByRole('link', { name: 'Ona Petrauskienė' })).toBeVisible();
    await expect(results.getByRole('link')).toHaveCount(1);
    await results.getByRole('link', { name: 'Ona Petrauskienė' }).click();
    await expect(page).toHaveURL(/\/store\/onos-virtuve$/);
  });
});

test('a visitor opens a dish and adds it to the cart', async ({ page }) => {
  await page.goto('/store/onos-virtuve');
  await expect(page.getByRole('heading', { level: 1, name: 'Ona Petrauskienė' })).toBeVisible();
  await page.getByRole('link', { name: 'Kugelis', exact: true }).click();
  await expect(page).toHaveURL(/\/product-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kugelis' })).toBeVisible();
  // The real rating: the demo story's customers rated this dish.
  await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ })).toBeVisible();

  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Added to your cart.' });
  await expect(notice.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  // spec marketplace §9: the notice stays 3 seconds.
  await expect(notice).toHaveCount(0, { timeout: 6_000 });

  // The back button returns to the chef page the dish was opened from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/store\/onos-virtuve$/);
  // Adding from the chef page stays on it, with the same 3-second notice.
  await page.getByRole('button', { name: 'Add to cart: Kugelis' }).click();
  await expect(page).toHaveURL(/\/store\/onos-virtuve$/);
  const storeNotice = page.getByRole('status').filter({ hasText: 'Added to your cart.' });
  await expect(storeNotice.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(storeNotice).toHaveCount(0, { timeout: 6_000 });
});

test('an approved chef creates a dish through the three tabs and sees it on their page as Active', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO.chef);
  const title = `Šakotis ${Date.now().toString(36)}`;
  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a dish' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Details/ })).toHaveAttribute('aria-disabled', 'true');

  // Step 1: main info, with the domain's messages on a missing name.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Dish name is required')).toBeVisible();
  const main = page.getByRole('tabpanel', { name: /Main info/ });
  await main.getByLabel('Dish name').fill(title);
  await main.getByLabel('Description').fill('A tree cake baked layer by layer over an open fire.');
  // A new dish is a draft until enabled.
  const enabled = main.getByRole('checkbox', { name: /^Enabled/ });
  await expect(enabled).not.toBeChecked();
  await enabled.check();
  await main.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: details; allergens must be declared.
  await expect(page.getByRole('tab', { name: /Details/ })).toHaveAttribute('aria-selected', 'true');
  const details = page.getByRole('tabpanel', { name: /Details/ });
  await details.getByLabel('Kitchen type').selectOption('backery');
  await details.getByLabel('Preparation time (minutes)').fill('90');
  await details.getByLabel('Servings', { exact: true }).fill('8');
  await details.getByLabel('Calories (kcal)').fill('450');
  await details.getByLabel('Preparation description').fill('Batter poured onto a turning spit.');
  // Ingredients in the chef's order, each with a unit.
  const ingredients = [
    ['Kiaušiniai', '30', 'pcs', '30 pcs'],
    ['Sviestas', '1', 'kg', '1 kg'],
    ['Miltai', '800', 'g', '800 g'],
  ] as const;
  for (const [index, [name, amount, unit]] of ingredients.entries()) {
    if (index > 0) await details.getByRole('button', { name: 'Add ingredient' }).click();
    await details.getByLabel(`Ingredient ${index + 1}`, { exact: true }).fill(name);
    await details.getByLabel(`Amount of ingredient ${index + 1}`).fill(amount);
    await details.getByLabel(`Unit of ingredient ${index + 1}`).selectOption(unit);
  }
  await details.getByRole('button', { name: 'Save and continue' }).click();
  await expect(details.getByText('Declare the allergens, or choose "none".')).toBeVisible();
  await details.getByRole('checkbox', { name: 'Eggs' }).check();
  await details.getByRole('checkbox', { name: 'Milk' }).check();
  await details.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: a JPEG and a WebP, uploaded and related; then the dish page opens.
  await expect(page.getByRole('tab', { name: /Images/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('dish-image-input').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c84') },
    { name: 'side.webp', mimeType: 'image/webp', buffer: await jpeg('#4a8', 'webp') },
  ]);
  await expect(page.getByText('front.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByText('Photos saved. Opening the dish page…')).toBeVisible();
  await expect(page).toHaveURL(/\/product-detail\/\d+$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Photo \d of 2$/ })).toHaveCount(2);
  const listed = page
    .locator('details', { has: page.getByRole('heading', { name: 'Ingredients' }) })
    .getByRole('listitem');
  await expect(listed).toHaveText(ingredients.map(([name, , , shown]) => `${name}${shown}`));
  await expect(page.getByRole('link', { name: 'Edit dish' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);

  await page.goto('/store/onos-virtuve');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Edit: ${title}` })).toHaveAttribute('href', /\/product\/\d+$/);
  await expect(page.getByRole('link', { name: 'New dish' })).toBeVisible();
});

test('a chef who is not approved is sent away from /product and cannot save a dish', async ({ page }) => {
  await signInThroughApi(page, DEMO.pendingChef);
  await page.goto('/product');
  await expect(page).toHaveURL(/\/$/);
  const response = await page.request.post('/secure/product', {
    form: { title: 'Not yet', description: 'Waiting for approval' },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).messages[0].code).toBe('dishes.notApproved');
});

for (const language of ['en', 'lt'] as const) {
  test(`the chef list, a chef page and a dish page pass axe (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/mp?kitchenType=lithuanian');
    await expect(page.getByRole('link', { name: 'Ona Petrauskienė' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/store/onos-virtuve');
    await expect(page.getByRole('heading', { level: 1, name: 'Ona Petrauskienė' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kugelis', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Kugelis', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kugelis' })).toBeVisible();
    await expectAccessible(page);
  });
}
