import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInThroughApi, test } from './fixtures.ts';

/** Journeys of the landing page, the /assets/about article and the assistant. */

async function useLanguage(page: Page, language: 'en' | 'lt') {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
}

/** The message list, without the screen-reader copy of the newest answer. */
const conversation = (page: Page) => page.getByRole('region', { name: /^(Conversation|Pokalbis)$/ });

async function askAssistant(page: Page, question: string, inputName: string) {
  const box = page.getByRole('textbox', { name: inputName });
  await box.fill(question);
  await box.press('Enter');
}

test.describe('landing page', () => {
  test('its four links lead to their screens and the FAQ opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const faqFee = page.locator('details', { hasText: 'What does the portal charge?' });
    await expect(faqFee.getByText(/€10\.00 plus 21% VAT/)).toBeHidden();
    await faqFee.getByText('What does the portal charge?').click();
    await expect(faqFee.getByText(/€10\.00 plus 21% VAT \(€2\.10\)/)).toBeVisible();
    // Keyboard: the next question opens with Enter.
    const cancel = page.locator('details', { hasText: 'Can I cancel an order?' }).locator('summary');
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/€30\.00 penalty/)).toBeVisible();

    const links: [RegExp, RegExp][] = [
      [/^Browse chefs$/, /\/mp$/],
      [/^Create an account$/, /\/signin\?source=regular_registration$/],
      [/^Become a chef/, /\/chef-registration$/],
      [/^Sign in with a one-time PIN/, /\/signin\?source=one_time_pin$/],
    ];
    for (const [name, url] of links) {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    await page.goto('/');
    await page.getByRole('link', { name: 'How it works in detail' }).click();
    await expect(page).toHaveURL(/\/assets\/about$/);
    await expect(page.getByRole('heading', { level: 2, name: 'How prices are built' })).toBeVisible();
  });

  test('shows featured chefs from the live list', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Meet some of our chefs' });
    await expect(featured.getByRole('listitem')).toHaveCount(3);
    await featured.getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/store\//);
  });

  test('in Lithuanian', async ({ page }) => {
    await useLanguage(page, 'lt');
    await page.goto('/');
    const fee = page.locator('details', { hasText: 'Kiek kainuoja portalo paslauga?' });
    await fee.locator('summary').click();
    await expect(fee.getByText(/10,00 € ir 21 % PVM/)).toBeVisible();
  });
});

test.describe('about article', () => {
  test('has the sections as headings and the worked example in both languages', async ({ page }) => {
    await page.goto('/assets/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About personal chefs at home' })).toBeVisible();
    for (const name of [
      'What is a personal chef at home?',
      'How prices are built',
      'Cancellations and refunds',
      'How chefs are rated',
      'How to order',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/€43\.36 by card now/)).toBeVisible();

    await useLanguage(page, 'lt');
    await page.goto('/assets/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apie asmeninius šefus namuose' }),
    ).toBeVisible();
    await expect(page.getByText(/dabar kortele 43,36 €/)).toBeVisible();
  });
});

test.describe('assistant', () => {
  test('answers a fee question and a catalog question in English, with working links', async ({ page }) => {
    await page.goto('/assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
    // First visit: suggestions; one tap asks.
    await page.getByRole('button', { name: 'What does the portal charge?' }).click();
    await expect(
      conversation(page).getByText(/fixed information service fee of €10\.00 plus 21% VAT/),
    ).toBeVisible();

    await askAssistant(page, 'Georgian chefs in Vilnius under 30 euro an hour', 'Your question');
    const chef = page.getByRole('link', { name: "Open Giorgi Beridze's page" });
    await expect(chef).toBeVisible();
    await expect(page.getByRole('link', { name: /Ona Petrauskienė/ })).toHaveCount(0);
    await chef.click();
    await expect(page).toHaveURL(/\/store\/giorgi-supra$/);

    // A guest's conversation survives within the tab.
    await page.goBack();
    await expect(conversation(page).getByText(/fixed information service fee/)).toBeVisible();

    await askAssistant(page, 'What is the capital of Peru?', 'Your question');
    await expect(conversation(page).getByText(/that is outside what I know/)).toBeVisible();
  });

  test('answers in Lithuanian', async ({ page }) => {
    await useLanguage(page, 'lt');
    await page.goto('/assistant');
    await askAssistant(page, 'Kiek kainuoja portalo paslauga?', 'Jūsų klausimas');
    await expect(conversation(page).getByText(/mokestis – 10,00 € ir 21 % PVM/)).toBeVisible();
    await askAssistant(page, 'Gruzinų virtuvės šefai Vilniuje iki 30 eur/val.', 'Jūsų klausimas');
    await expect(page.getByRole('link', { name: 'Atverti šefo Giorgi Beridze puslapį' })).toBeVisible();
  });

  test('the input grows with its text, between 25 and 200 px', async ({ page }) => {
    await page.goto('/assistant');
    const box = page.getByRole('textbox', { name: 'Your question' });
    const height = async () => (await box.boundingBox())!.height;
    expect(await height()).toBeGreaterThanOrEqual(25);
    const single = await height();
    await box.fill('one\ntwo\nthree');
    expect(await height()).toBeGreaterThan(single);
    await box.fill(Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n'));
    expect(await height()).toBeLessThanOrEqual(200);
  });

  test("a signed-in customer's conversation is kept", async ({ page }) => {
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/assistant');
    await askAssistant(page, 'Is VAT included?', 'Your question');
    await expect(conversation(page).getByText(/The service fee carries 21% VAT/)).toBeVisible();
    await page.reload();
    await expect(conversation(page).getByText(/The service fee carries 21% VAT/)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const language of ['en', 'lt'] as const) {
    test(`landing, about and assistant pass axe in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/');
      await page.locator('details').first().locator('summary').click();
      const featured = language === 'en' ? 'Meet some of our chefs' : 'Susipažinkite su mūsų šefais';
      await expect(page.getByRole('region', { name: featured }).getByRole('link').first()).toBeVisible();
      await expectAccessible(page);
      await page.goto('/assets/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/assistant');
      await askAssistant(
        page,
        language === 'en' ? 'Is VAT included?' : 'Ar įskaičiuotas PVM?',
        language === 'en' ? 'Your question' : 'Jūsų klausimas',
      );
      await expect(page.locator('[data-status="received"]')).toBeVisible();
      await expectAccessible(page);
    });
  }
});
