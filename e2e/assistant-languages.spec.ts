import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Major 4: the assistant understands both languages whatever the interface, answers in
 * the language of the question, states the card's moment as checkout does, and says plainly when a
 * question is outside what it knows. On a phone, with the interface in English and in Lithuanian.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const conversation = (page: Page) => page.getByRole('region', { name: /^(Conversation|Pokalbis)$/ });

async function ask(page: Page, question: string, inputName: string) {
  const box = page.getByRole('textbox', { name: inputName });
  await box.fill(question);
  await box.press('Enter');
}

const INTERFACES = [
  {
    language: 'en',
    input: 'Your question',
    questions: [
      [
        'Kiek kainuoja jūsų paslauga?',
        /mokestis – 10,00 € ir 21 % PVM.*nuskaičiuojama, kai šefas patvirtina/,
      ],
      ['Kaip tapti šefu?', /šefo registraciją/],
      ['Ar galiu atšaukti užsakymą?', /grąžinama visa suma/],
    ],
    offTopic: ['weather in Vilnius tomorrow', /that is outside what I know/],
  },
  {
    language: 'lt',
    input: 'Jūsų klausimas',
    questions: [
      ['How much does your service cost?', /€10\.00 plus 21% VAT.*charged when a chef confirms/],
      ['How do I become a chef?', /Fill in the chef registration/],
      ['Can I cancel my order?', /full refund less/],
    ],
    offTopic: ['Kokie bus orai Vilniuje rytoj?', /tai ne mano žinių sritis/],
  },
] as const;

for (const ui of INTERFACES) {
  test(`with the interface in ${ui.language}, questions in the other language get answers in it (phone)`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), ui.language);
    await page.goto('/assistant');
    for (const [question, answer] of ui.questions) {
      await ask(page, question, ui.input);
      await expect(conversation(page).getByText(answer).last()).toBeVisible();
    }
    const [offTopic, polite] = ui.offTopic;
    await ask(page, offTopic, ui.input);
    await expect(conversation(page).getByText(polite).last()).toBeVisible();
    // Not a list of Vilnius chefs.
    await expect(page.getByRole('link', { name: /Giorgi Beridze/ })).toHaveCount(0);
    await page.screenshot({ path: `test-results/assistant-${ui.language}-phone.png`, fullPage: true });
  });
}
