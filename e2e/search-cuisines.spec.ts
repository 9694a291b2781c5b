import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Search and filters that find someone: on a phone, in English and in Lithuanian, a cuisine typed
 * by its name in either language finds its chefs, an English dish name finds a Lithuanian title,
 * and every category chip says how many chefs it finds before it is tapped.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const INTERFACES = [
  {
    language: 'en',
    search: 'Search chefs and dishes',
    category: 'Category',
    city: 'City',
    chip: { name: 'Lithuanian', count: /^Lithuanian ?, \d+ chefs?$/ },
    nobodyInVilnius: /^American ?, No chefs with this cuisine for the city and rate chosen yet$/,
  },
  {
    language: 'lt',
    search: 'Ieškoti šefų ir patiekalų',
    category: 'Kategorija',
    city: 'Miestas',
    chip: { name: 'Lietuvių', count: /^Lietuvių ?, \d+ šef(as|ai|ų)$/ },
    nobodyInVilnius: /^Amerikiečių ?, Pasirinktame mieste ir kainų ribose šios virtuvės šefų dar nėra$/,
  },
] as const;

const SEARCHES = [
  ['pizza', 'Rasa Žukauskaitė'],
  ['Lithuanian', 'Ona Petrauskienė'],
  ['Desertai', 'Ieva Balčiūnaitė'],
  ['Gruzinų', 'Giorgi Beridze'],
  ['khachapuri', 'Giorgi Beridze'],
] as const;

async function search(page: Page, box: string, text: string) {
  const input = page.getByRole('searchbox', { name: box });
  await input.fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

for (const ui of INTERFACES) {
  test(`a cuisine by its name in either language finds its chefs, on a phone in ${ui.language}`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), ui.language);
    await page.goto('/mp');
    const results = page.getByRole('region', { name: /^(Chefs|Šefai)$/ });

    for (const [text, chef] of SEARCHES) {
      await search(page, ui.search, text);
      await expect(results.getByRole('link', { name: chef }).first()).toBeVisible();
    }
    await page.getByRole('searchbox', { name: ui.search }).fill('');

    // Every chip says how many chefs it finds; with a city chosen, one that finds nobody there says so
    // (American: the demo's only American cook is in Kaunas and no journey makes another).
    const category = page.getByRole('group', { name: ui.category });
    const chips = category.getByRole('button');
    await expect(chips).toHaveCount(15);
    await expect(category.getByRole('button', { name: ui.chip.count })).toBeEnabled();
    for (const chip of await chips.all()) await expect(chip).toHaveAccessibleName(/, \d+ /);

    await page.getByLabel(ui.city).selectOption('Vilnius');
    await expect(page).toHaveURL(/city=Vilnius/);
    await expect(category.getByRole('button', { name: ui.nobodyInVilnius })).toBeDisabled();
    await page.getByLabel(ui.city).selectOption('Kaunas');
    const lithuanian = category.getByRole('button', { name: ui.chip.count });
    await expect(lithuanian).toBeEnabled();
    await lithuanian.click();
    await expect(page).toHaveURL(/kitchenType=lithuanian/);
    await expect(results.getByRole('link', { name: 'Ona Petrauskienė' }).first()).toBeVisible();
  });
}
