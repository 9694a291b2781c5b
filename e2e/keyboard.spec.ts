import type { Locator, Page } from '@playwright/test';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import { DEMO, DEMO_PASSWORD, dinnerIn, expect, signInThroughApi, test, uniqueEmail } from './fixtures.ts';

/**
 * Keyboard alone: sign-in, checkout with card payment, and the
 * chef questionnaire are completed with Tab, Shift+Tab, typing, Space and Enter only; no clicks.
 * Moving focus with Tab also proves the focus order reaches every control.
 */

/** Presses Tab until `target` has the focus (failing if it never gets it: a keyboard trap or a gap). */
async function tabTo(page: Page, target: Locator, { max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** The datetime-local field, typed segment by segment as Chromium's en-US picker takes it. */
async function typeDateTime(page: Page, target: Locator, date: Date) {
  await tabTo(page, target);
  const pad = (value: number) => String(value).padStart(2, '0');
  await page.keyboard.type(`${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`);
  await page.keyboard.press('Tab'); // to the time part
  await page.keyboard.type('0630P');
}

test.describe('keyboard only', () => {
  test('sign in with e-mail and password', async ({ page }) => {
    await page.goto('/signin?source=regular_login');
    await typeInto(page, page.getByLabel('E-mail', { exact: true }), DEMO.customer);
    await page.keyboard.press('Enter');
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('fill the cart, check out and pay by card', async ({ page }) => {
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/store/onos-virtuve');
    await tabTo(page, page.getByRole('link', { name: 'Kugelis', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product-detail\/\d+$/);
    // The address changes first; the chef page stays on screen until the dish page's code is in.
    await expect(page.getByRole('heading', { level: 1, name: 'Kugelis' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: /^Add to cart/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: /^Cart, \d+ items?$/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Proceed to checkout' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);

    await typeInto(page, page.getByLabel('Address title'), 'Home');
    await typeInto(page, page.getByLabel('Street address'), 'Gedimino pr. 1-5');
    await typeInto(page, page.getByLabel('City', { exact: true }), 'Kaunas'); // Ona cooks in Kaunas
    await typeInto(page, page.getByLabel('State or province'), 'Kauno apskritis');
    await typeInto(page, page.getByLabel('Postal code'), 'LT-01103');
    await typeInto(page, page.getByLabel('Phone', { exact: true }), '+37061234567');
    await typeDateTime(page, page.getByLabel('Service date and time'), dinnerIn(5));
    // The payment choices are a radio group: Tab reaches the chosen one, an arrow key changes it.
    const cash = page.getByRole('radio', { name: /^All in cash at the service/ });
    await tabTo(page, cash);
    await page.keyboard.press('ArrowDown');
    await expect(cash).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /^50% now by card/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeFocused();
    await typeInto(page, page.getByLabel('Card number'), '4242424242424242');
    await typeInto(page, page.getByLabel('Expiry (MM/YY)'), '1230');
    await typeInto(page, page.getByLabel('CVC'), '123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy-complete/);
    await expect(page.getByRole('heading', { name: 'Thank you! Your payment is complete' })).toBeVisible();
  });

  test('register as a chef and answer the questionnaire', async ({ page }) => {
    const questionnaire = chefQuestionnaire('en');
    const option = (questionId: number, index = 0) =>
      questionnaire.questions.find((question) => question.questionId === questionId)!.answerOptions![index]!
        .optionTitle;
    const heading = (questionId: number) =>
      page.getByRole('heading', {
        level: 2,
        name: questionnaire.questions.find((question) => question.questionId === questionId)!.questionTitle,
      });
    const choose = async (questionId: number, index = 0) => {
      await expect(heading(questionId)).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: option(questionId, index), exact: true }));
      await page.keyboard.press('Enter');
    };
    const next = async (name = 'Next') => {
      await tabTo(page, page.getByRole('button', { name, exact: true }));
      await page.keyboard.press('Enter');
    };

    await page.goto('/chef-registration');
    await typeInto(page, page.getByLabel('First name', { exact: true }), 'Rūta');
    await typeInto(page, page.getByLabel('Last name', { exact: true }), 'Klaviatūrienė');
    await typeInto(page, page.getByLabel('E-mail', { exact: true }), uniqueEmail('keyboard-chef'));
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
    await typeInto(page, page.getByLabel('City', { exact: true }), 'Vilnius'); // a native select picks by typing
    await typeInto(
      page,
      page.getByLabel('Phone', { exact: true }),
      `6${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    );
    await tabTo(page, page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Create chef account' }));
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByRole('button', { name: 'Start the questionnaire' }));
    await page.keyboard.press('Enter');
    await choose(1);
    await choose(2);
    await choose(3);
    await choose(4, 2); // training without a certificate to upload
    await choose(5);
    await choose(6);
    await expect(heading(7)).toBeFocused();
    await typeInto(page, page.getByRole('main').getByRole('textbox'), 'I cook for my family every weekend.');
    await next();
    await choose(8);
    await expect(heading(9)).toBeFocused();
    await tabTo(page, page.getByRole('checkbox', { name: option(9, 0) }));
    await page.keyboard.press('Space');
    await next();
    await expect(heading(10)).toBeFocused();
    await next();
    await expect(heading(11)).toBeFocused();
    await next('Submit');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your application is in' }),
    ).toBeVisible();
  });
});
