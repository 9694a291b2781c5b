import type { APIRequestContext, Page } from '@playwright/test';
import { splitSubmission, type Answer } from '#domain/onboarding/answer-rules.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  earliestService,
  reachServiceDay,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';

async function signInAsOperatorThroughUi(page: Page) {
  await page.goto('/signin?source=regular_login');
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO.operator);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/store-management$/);
}

/** A new account that submits the chef questionnaire through the API, as the web app does. */
async function submitApplication(request: APIRequestContext, email: string) {
  const registered = await request.post('/register', {
    form: { identityKey: email, type: 'email', password: 'Kepsnys7x' },
  });
  expect(registered.ok()).toBe(true);
  await request.post('/secure/user-info', { form: { firstName: 'Jonas', lastName: 'Atmestinis' } });
  const answers: Answer[] = [
    { questionId: 1, answerType: 'option', optionId: 1 },
    { questionId: 2, answerType: 'option', optionId: 3 },
    { questionId: 3, answerType: 'option', optionId: 5 },
    { questionId: 4, answerType: 'option', optionId: 16 },
    { questionId: 5, answerType: 'option', optionId: 21 },
    { questionId: 6, answerType: 'option', optionId: 26 },
    { questionId: 7, answerType: 'text', textValue: 'Kepu duoną savaitgaliais visai giminei.' },
    { questionId: 8, answerType: 'option', optionId: 27 },
    { questionId: 9, answerType: 'option', selectedOptions: [47] },
  ];
  const submitted = await request.post('/secure/merchant-info', { form: splitSubmission(answers) });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

/** A demo chef's dish ordered by a new customer, paid by card, confirmed and delivered: ready to complain about. */
async function deliveredDemoOrder(customer: APIRequestContext, chef: APIRequestContext) {
  const store = await (await customer.post('/store/products', { form: { nickname: 'onos-virtuve' } })).json();
  const productId = store.model.products[0].product.id as number;
  const serviceDate = await earliestService(customer);
  const placed = await customer.post('/store/order', {
    form: {
      items: JSON.stringify([{ productId, productVolume: 1 }]),
      serviceDeliveryDate: String(Math.floor(serviceDate.getTime() / 1000)),
      payInCash: 'false',
      title: 'Home',
      postalCode: 'LT-01100',
      state: 'K',
      city: 'Kaunas',
      phone: '+37061234567',
      formatted_address: 'Gedimino 1',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = (await placed.json()).model.order.id as number;
  const order = (await (await customer.get(`/secure/order?orderId=${orderId}`)).json()).model.order;
  const intent = (
    await (
      await customer.post('/secure/stripe-intent', { form: { orderId, amount: order.amountToPay } })
    ).json()
  ).model;
  const paid = await customer.post('/payments/sandbox/confirm', {
    form: { ...intent, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  // A card order is delivered from its service day on.
  await reachServiceDay(customer, serviceDate);
  // The rest of a card order is paid in cash: the chef enters the customer's hand-over PIN.
  for (const status of ['confirmed', 'delivered']) {
    const changed = await chef.post('/secure/order-status', {
      form: { orderId, status, ...(status === 'delivered' ? { handoverCode: order.handoverCode } : {}) },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return { orderId, itemId: order.orderItems[0].id as number, sID: order.sID as string };
}

test.describe('the operator console', () => {
  test('an operator signs in, reviews the pending demo application with its certificate and approves it', async ({
    page,
    browser,
  }) => {
    await signInAsOperatorThroughUi(page);
    await expect(page.getByRole('heading', { name: 'Store management', level: 1 })).toBeVisible();
    const applicationsTab = page.getByRole('tab', { name: /^Applications/ });
    await expect(applicationsTab).toHaveAttribute('aria-selected', 'true');
    await expect(applicationsTab).toHaveAccessibleName(/Applications, \d+ waiting/);

    await page.getByRole('button', { name: 'Review the application of Aistė Kairytė' }).click();
    await expect(page.getByRole('heading', { name: 'Application of Aistė Kairytė' })).toBeVisible();
    const certificate = page.getByRole('img', { name: /Certificate diplomas\.jpg/ });
    await expect(certificate).toBeVisible();
    // The image really loaded from the repository (staff may read certificates).
    await expect
      .poll(() => certificate.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(100);
    await expect(page.getByText('Waiting for a decision')).toBeVisible();

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Application approved. The chef was told by e-mail.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review the application of Aistė Kairytė' })).toHaveCount(
      0,
    );

    // The chef can now publish dishes and is listed on /mp.
    const chefContext = await browser.newContext();
    const chefPage = await chefContext.newPage();
    const authorized = await signInThroughApi(chefPage, DEMO.pendingChef);
    expect(authorized.legalInfo.valid).toBe(true);
    await chefPage.goto('/mp');
    await expect(chefPage.getByRole('link', { name: 'Create dish' }).first()).toBeVisible();
    const dish = await chefPage.request.post('/secure/product', {
      form: { title: 'Daržovių tartaletės', description: 'Sezoninės daržovės ant trapios tešlos.' },
    });
    expect(dish.ok(), await dish.text()).toBe(true);
    await expect(chefPage.getByText('Aistė Kairytė').first()).toBeVisible();
    await chefContext.close();
  });

  test('a rejected chef sees the operator\u2019s reason on their profile', async ({ page, browser }) => {
    const email = uniqueEmail('rejected-chef');
    const chefContext = await browser.newContext();
    const chefPage = await chefContext.newPage();
    await submitApplication(chefPage.request, email);

    await signInThroughApi(page, DEMO.operator);
    await page.goto('/store-management');
    await page.getByRole('button', { name: 'Review the application of Jonas Atmestinis' }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Write a reason first.')).toBeVisible();
    await page.getByLabel('Reason').fill('Please add your food business number from VMVT.');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Application rejected. The chef was told by e-mail.')).toBeVisible();

    await signInThroughApi(chefPage, email, 'Kepsnys7x');
    await chefPage.goto('/profile?chefProfile=true');
    await expect(chefPage.getByText('Please add your food business number from VMVT.')).toBeVisible();
    await chefContext.close();
  });

  test('complaints and withdrawals tabs work against their real endpoints', async ({ page, browser }) => {
    const customerContext = await browser.newContext();
    const chefContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    const chefPage = await chefContext.newPage();
    await signInThroughApi(customerPage, DEMO.customer);
    await signInThroughApi(chefPage, DEMO.chef);
    const { orderId, itemId, sID } = await deliveredDemoOrder(customerPage.request, chefPage.request);
    const complained = await customerPage.request.post('/secure/complaint', {
      form: { orderId, itemId, text: 'The soup arrived cold and half of it was missing.', photoIds: '[]' },
    });
    expect(complained.ok(), await complained.text()).toBe(true);

    await signInThroughApi(page, DEMO.operator);
    await page.goto('/store-management?tab=complaints');
    await expect(page.getByRole('tab', { name: /^Complaints, \d+ waiting/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // One order number everywhere: the console shows what the customer's pages show.
    const card = page.getByRole('article').filter({ hasText: `Order ${orderNumber(sID)}` });
    await expect(card.getByText('The soup arrived cold and half of it was missing.')).toBeVisible();
    await card.getByRole('radio', { name: 'No refund' }).check();
    await card.getByRole('button', { name: 'Resolve' }).click();
    await expect(card.getByText('Write a reason first.')).toBeVisible();
    await card.getByLabel('Reason').fill('The chef showed the delivery photo; the portion was complete.');
    await card.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('Complaint resolved. Both sides were told.')).toBeVisible();
    // The segmented filter: its radio buttons are visually hidden behind their labels.
    await page.locator('label', { hasText: /^Resolved$/ }).click();
    await expect(page.getByRole('radio', { name: 'Resolved' })).toBeChecked();
    const resolved = page.getByRole('article').filter({ hasText: `Order ${orderNumber(sID)}` });
    await expect(resolved.getByText(/No refund: The chef showed the delivery photo/)).toBeVisible();

    await page.getByRole('tab', { name: /^Withdrawals/ }).click();
    await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await expect(page.getByText('Could not load this list.')).toHaveCount(0);
    await expect(page.getByText('No withdrawals here.').or(page.getByRole('article').first())).toBeVisible();
    await customerContext.close();
    await chefContext.close();
  });

  test('customers see a clear refusal; the console passes axe in English and Lithuanian', async ({
    page,
  }) => {
    // Six axe runs over the console's biggest tabs: about 40 s alone, past a minute on a loaded CI.
    test.setTimeout(120_000);
    await signInThroughApi(page, DEMO.customer);
    await page.goto('/store-management');
    await expect(page.getByRole('heading', { name: 'This area is for operators' })).toBeVisible();
    expect((await page.request.get('/secure/store-management/applications')).status()).toBe(403);

    await signInThroughApi(page, DEMO.operator);
    for (const language of ['en', 'lt'] as const) {
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      await page.goto('/store-management');
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(page.locator('.animate-shimmer')).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('tab', { name: language === 'en' ? /^Orders/ : /^Užsakymai/ }).click();
      await expect(page.getByRole('search')).toBeVisible();
      await expectAccessible(page);
      // Keyboard: arrows move between tabs (Orders, then Event requests).
      await page.getByRole('tab', { selected: true }).press('ArrowRight');
      await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(
        language === 'en' ? /^Event requests/ : /^Renginių užklausos/,
      );
      await expectAccessible(page);
    }
  });
});
