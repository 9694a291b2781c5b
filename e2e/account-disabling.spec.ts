import { DEMO, expect, expectAccessible, signInThroughApi, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'Kepsnys7x';

test('an admin disables a customer from the console; the customer is signed out and cannot sign in', async ({
  page,
  request,
}) => {
  // The customer has an account and is signed in (the request fixture is her own browser).
  const email = uniqueEmail('disabled');
  const registered = await request.post('/register', {
    form: { identityKey: email, type: 'email', password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  expect((await request.get('/secure/me')).status()).toBe(200);

  await signInThroughApi(page, DEMO.admin);
  await page.goto('/store-management?tab=roles');
  const accounts = page.getByRole('region', { name: 'Disable or enable an account' });
  await accounts.getByLabel('Account e-mail').fill(email);
  await accounts.getByLabel('Account e-mail').press('Enter');
  await expect(accounts.getByRole('heading', { name: email })).toBeVisible();
  await expect(accounts.getByText('Active: the account can sign in.')).toBeVisible();

  // By keyboard: the button opens the confirmation, which wants a reason before it disables.
  const disable = accounts.getByRole('button', { name: `Disable the account of ${email}` });
  await disable.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Disable ${email}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Disable account', exact: true }).click();
  await expect(dialog.getByText('Write why the account is disabled.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Threatening messages to chefs.');
  await dialog.getByRole('button', { name: 'Disable account', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accounts.getByText(/^Disabled since/)).toBeVisible();
  await expect(accounts.getByText('Reason: Threatening messages to chefs.')).toBeVisible();
  // The decision is in the account's trail.
  await expect(accounts.getByText('Account disabled by admin@demo.lt')).toBeVisible();

  // Her browser's session ended on the server.
  expect((await request.get('/secure/me')).status()).toBe(401);

  // She tries to sign in with her password and is told why she cannot.
  await page.request.post('/logout');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin?source=regular_login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This account is disabled and cannot sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  expect((await page.request.get('/secure/me')).status()).toBe(401);
});
