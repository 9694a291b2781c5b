import type { Browser, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';

/**
 * A customer asks a question before ordering (signing in on the way), the
 * chef answers, both see unread counts and mails; a phone number in the unconfirmed thread is hidden
 * from the chef; the chef reports the message and an operator hides it.
 */
const ONA = 'onos-virtuve';
const PHONE = '+370 612 34567';
const QUESTION = `Can you make the cepelinai without pork? Call me on ${PHONE}`;
const ANSWER = 'Yes, I can make them with mushrooms instead.';

interface Mail {
  subject: string;
  text: string;
}
async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return (await response.json()).model.mails as Mail[];
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
  return page;
}

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

test('a question before ordering: ask, answer, unread counts, mails, a hidden phone, a report resolved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A new customer: the account exists, the browser is signed out.
  const email = uniqueEmail('asker');
  const registered = await page.request.post('/register', {
    form: { identityKey: email, type: 'email', password: 'Kepsnys7x' },
  });
  expect(registered.ok()).toBe(true);
  await page.request.post('/secure/user-info', { form: { firstName: 'Dalia', lastName: 'Klausėja' } });
  await page.request.post('/logout');
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));

  // On the chef page, "Ask the chef" sends a visitor to sign in and back to the conversation.
  await page.goto(`/store/${ONA}`);
  await page.getByRole('link', { name: 'Ask the chef' }).click();
  await expect(page).toHaveURL(/\/signin\?source=regular_login&returnTo=/);
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to write to the chef' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Kepsnys7x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const threadUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('status').filter({ hasText: 'are hidden until you order' })).toBeVisible();

  // The customer asks; they see what they wrote, and that the chef sees it without the number.
  await page.getByRole('textbox', { name: 'Your message' }).fill(QUESTION);
  await page.getByRole('button', { name: 'Send' }).click();
  const list = page.getByRole('list', { name: /^Messages with / });
  await expect(list).toContainText(PHONE);
  await expect(list).toContainText('sees this without the phone number until the order is confirmed');
  await expectAccessible(page);

  // The chef gets one mail, without the number, and an unread count in the bell and the inbox.
  await expect
    .poll(async () => (await mailsTo(page, DEMO.chef)).filter((m) => /Dalia/.test(m.subject)).length)
    .toBe(1);
  const chefMail = (await mailsTo(page, DEMO.chef)).find((m) => /Dalia/.test(m.subject))!;
  expect(chefMail.text).toContain(threadUrl);
  expect(chefMail.text).not.toMatch(/612\s*34567/);

  const chef = await newPage(browser);
  await signInThroughApi(chef, DEMO.chef);
  await chef.goto('/messages');
  const row = chef.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Dalia K\./ });
  await expect(row).toContainText('1 unread');
  await expect(bell(chef)).toHaveAccessibleName(/unread/);
  await row.click();
  // The number is hidden from the chef, with the reason.
  const chefList = chef.getByRole('list', { name: /^Messages with Dalia K\./ });
  await expect(chefList).toContainText('Call me on •••');
  await expect(chefList).not.toContainText('612');
  await expect(chefList).toContainText('Hidden until the order is confirmed: phone number.');
  await chef.getByRole('textbox', { name: 'Your message' }).fill(ANSWER);
  await chef.getByRole('button', { name: 'Send' }).click();
  await expect(chefList).toContainText(ANSWER);

  // The customer sees the answer arrive (polling), and the mail.
  await expect(list).toContainText(ANSWER, { timeout: 30_000 });
  await expect
    .poll(async () => (await mailsTo(page, email)).filter((m) => /New message from/.test(m.subject)).length)
    .toBe(1);
  // Another page: the bell counts nothing unread (the thread was open), the inbox shows the answer.
  await page.goto('/messages');
  await expect(page.getByRole('list', { name: 'Conversations' })).toContainText(ANSWER);

  // The chef reports the customer's message.
  await chefList.getByRole('button', { name: 'Report this message' }).click();
  await chef.getByRole('radio', { name: 'Asks to deal outside the platform' }).check();
  await chef.getByRole('button', { name: 'Send report' }).click();
  await expect(chef.getByText('Reported. An operator will look at it.')).toBeVisible();

  // The operator finds it from the console and hides it; both sides then see it removed.
  const operator = await newPage(browser);
  await signInThroughApi(operator, DEMO.operator);
  await operator.goto('/store-management?tab=messages');
  await operator.getByRole('link', { name: 'Open reported messages' }).click();
  await expect(operator).toHaveURL(/\/messages\/reports$/);
  const report = operator.getByRole('article').filter({ hasText: QUESTION });
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: 'Show the conversation' }).click();
  await expect(report.getByRole('region', { name: 'The conversation, read-only' })).toContainText(ANSWER);
  await expectAccessible(operator);
  await report.getByRole('button', { name: 'Hide the message' }).click();
  await operator.getByRole('radio', { name: 'Resolved' }).check({ force: true });
  await expect(operator.getByRole('article').filter({ hasText: 'Message hidden by' }).first()).toBeVisible();

  await page.goto(threadUrl);
  await expect(page.getByRole('list', { name: /^Messages with / })).toContainText(
    'This message was removed by an operator.',
  );
  await expect(page.getByRole('list', { name: /^Messages with / })).not.toContainText(PHONE);
  await chef.context().close();
  await operator.context().close();
});

test('the dish page asks about the dish; a stranger cannot open someone else’s conversation', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, DEMO.customer, DEMO_PASSWORD);
  const store = await (await page.request.post('/store/products', { form: { nickname: ONA } })).json();
  const productId = store.model.products[0].product.id as number;
  await page.goto(`/product-detail/${productId}`);
  await page.getByRole('link', { name: 'Ask the chef about this dish' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: /^See / })).toBeVisible();
  const threadUrl = new URL(page.url()).pathname;

  const stranger = await newPage(browser);
  const email = uniqueEmail('stranger');
  await stranger.request.post('/register', {
    form: { identityKey: email, type: 'email', password: 'Kepsnys7x' },
  });
  await signInThroughApi(stranger, email, 'Kepsnys7x');
  await stranger.goto(threadUrl);
  await expect(stranger.getByText('This conversation was not found, or it is not yours.')).toBeVisible();
  await stranger.context().close();
});
