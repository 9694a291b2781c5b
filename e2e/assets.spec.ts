import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, readPin, signInThroughApi, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'Kepsnys7x';

async function register(request: APIRequestContext, email: string) {
  const response = await request.post('/register', { form: { identityKey: email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A fresh account, signed in in this page (its own balance, so journeys never share one). */
async function signedInNewUser(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await register(page.request, email);
  await signInThroughApi(page, email, PASSWORD);
  return email;
}

test.describe('assets: buy, board and transfer', () => {
  test('a user buys assets with the sandbox card, sees them on /board and sends some by e-mail with the PIN', async ({
    page,
    request,
  }) => {
    const recipient = uniqueEmail('recipient');
    await register(request, recipient);
    const buyer = await signedInNewUser(page, 'buyer');

    await page.goto('/board');
    await expect(page.getByRole('heading', { level: 2, name: 'No credits yet' })).toBeVisible();
    await expect(page.getByTestId('asset-balance')).toHaveText('0 credits');

    // /buy: the converter starts at 100 assets = 20.00 EUR; the checkout's sandbox card form pays.
    await page.getByRole('link', { name: 'Buy', exact: true }).click();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(page.getByLabel('Number of credits')).toHaveValue('100');
    await expect(page.getByTestId('asset-price')).toHaveText('€20.00');
    await page.getByLabel('Number of credits').fill('150');
    await expect(page.getByTestId('asset-price')).toHaveText('€30.00');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €30.00' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    expect((await (await page.request.get('/secure/assets')).json()).model.volume).toBe(0);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay €30.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await expect(page.getByTestId('asset-balance-after')).toHaveText('Your balance is now 150 credits.');

    await page.getByRole('link', { name: 'See your balance' }).click();
    await expect(page).toHaveURL(/\/board$/);
    await expect(page.getByTestId('asset-balance')).toHaveText('150 credits');
    await expect(page.getByText('Bought by card')).toBeVisible();

    // /execute: a wrong e-mail is refused in the spec's words; then 40 go to the recipient.
    await page.getByRole('link', { name: 'Transfer', exact: true }).first().click();
    await expect(page).toHaveURL(/\/execute$/);
    await expect(page.getByLabel('Address type')).toHaveValue('3');
    await page.getByLabel('Destination address').fill('not-an-email');
    await page.getByLabel('Amount').fill('40');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Not valid email')).toBeVisible();
    await page.getByLabel('Amount').fill('400');
    await page.getByLabel('Destination address').fill(recipient);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The amount is above your balance (150)')).toBeVisible();
    await page.getByLabel('Amount').fill('40');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Enter the PIN' })).toBeVisible();
    const pin = await readPin(page.request, buyer);
    await page.getByRole('textbox', { name: 'PIN' }).fill(pin === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(page.getByText('The PIN is not valid. Check it and try again.')).toBeVisible();
    await page.getByRole('textbox', { name: 'PIN' }).fill(pin);
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer complete' })).toBeVisible();
    await expect(page.getByText(`40 credits were sent to ${recipient}.`)).toBeVisible();
    await expect(page.getByTestId('asset-balance-after')).toHaveText('Your balance is now 110 credits.');

    const received = await (await request.get('/secure/assets')).json();
    expect(received.model.volume).toBe(40);
    await page.getByRole('link', { name: 'See your balance' }).click();
    await expect(page.getByTestId('asset-balance')).toHaveText('110 credits');
    await expect(page.getByText(`to ${recipient}`)).toBeVisible();
  });

  test('the asset pages ask a visitor to sign in', async ({ page }) => {
    for (const path of ['/board', '/execute', '/buy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in to use credits' })).toBeVisible();
    }
  });

  for (const language of ['en', 'lt'] as const) {
    test(`/board, /execute and /buy have no serious accessibility problems (${language})`, async ({
      page,
    }) => {
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
      await signedInNewUser(page, `axe-${language}`);
      await page.goto('/board');
      await expect(page.getByTestId('asset-balance')).toBeVisible();
      await expectAccessible(page);
      await page.goto('/execute');
      await expect(page.locator('select[name="recipientAddressType"]')).toBeVisible();
      await expectAccessible(page);
      await page.goto('/buy');
      await expect(page.getByTestId('asset-price')).toBeVisible();
      await expectAccessible(page);
    });
  }
});
