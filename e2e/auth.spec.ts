import { DEMO, DEMO_PASSWORD, expect, expectAccessible, readPin, test, uniqueEmail } from './fixtures.ts';

test.describe('accounts and sign-in', () => {
  test('register with a password, land on /profile, log out, sign in again with the password', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/signin?source=regular_registration');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Kepsnys7x');
    await page.getByLabel('Confirm password', { exact: true }).fill('Kepsnys7y');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill('Kepsnys7x');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('profile')))!)).toMatchObject({
      email,
      identityKey: email,
      role: 'CUSTOMER',
    });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();
    expect((await page.request.get('/secure/me')).status()).toBe(401);

    await page.goto('/signin?source=regular_login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Kepsnys7x');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect((await page.request.get('/secure/me')).status()).toBe(200);
  });

  test('a wrong password shows the spec\u2019s message on the e-mail field', async ({ page }) => {
    await page.goto('/signin?source=regular_login');
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO.customer);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const email = page.getByLabel('E-mail', { exact: true });
    await expect(email).toHaveAccessibleDescription('The credentials you entered are not valid.');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('sign in with a PIN read from the e-mail outbox', async ({ page }) => {
    const email = uniqueEmail('pin');
    await page.goto('/signin?source=one_time_pin');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const pin = await readPin(page.request, email);
    await page.getByLabel('PIN', { exact: true }).fill(pin);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const me = await (await page.request.get('/secure/me')).json();
    expect(me.model.authorized).toMatchObject({ identityKey: email, verified: true, role: 'CUSTOMER' });
  });

  test('an operator lands on /store-management after sign-in', async ({ page }) => {
    await page.goto('/signin?source=regular_login');
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO.operator);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/store-management$/);
  });

  test('the older /login screen (ENTER STORE) signs in with a password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ENTER STORE' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register with our chat assistant' })).toHaveAttribute(
      'href',
      '/assistant',
    );
    await page.getByLabel('E-mail', { exact: true }).first().fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('switching to Lithuanian changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/signin?source=regular_registration');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Language: EN' }).click();
    await page.getByRole('menuitemradio', { name: 'Lietuvių' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Kalba: LT' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('lt');
  });

  for (const language of ['en', 'lt'] as const) {
    test(`sign-in pages have no serious accessibility problems (${language})`, async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
      for (const path of ['/', '/signin', '/signin?source=one_time_pin', '/login', '/registration']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      }
    });
  }
});

test.describe('an account registered by someone else (finding 5)', () => {
  test('the owner\u2019s PIN sign-in ends the stranger\u2019s session; the owner sets a password on /profile', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('pretaken');
    const stranger = await browser.newContext();
    const registered = await stranger.request.post('/register', {
      form: { identityKey: email, password: 'Svetimas-7x' },
    });
    expect(registered.status()).toBe(200);
    expect((await stranger.request.get('/secure/me')).status()).toBe(200);

    await page.goto('/signin?source=one_time_pin');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('PIN', { exact: true }).fill(await readPin(page.request, email));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect((await stranger.request.get('/secure/me')).status()).toBe(401);
    await stranger.close();

    const card = page.getByRole('region', { name: 'Password' });
    await card.getByLabel('New password').fill('Savas-Slaptas8');
    await card.getByRole('button', { name: 'Save password' }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Your password is saved. Your other devices are signed out.',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.goto('/signin?source=regular_login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Svetimas-7x');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
      'The credentials you entered are not valid.',
    );
    await page.getByLabel('Password', { exact: true }).fill('Savas-Slaptas8');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('sign-in feedback on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a first PIN sign-in is welcomed as new, and the toast leaves the page heading readable', async ({
    page,
  }) => {
    const email = uniqueEmail('phone-pin');
    await page.goto('/signin?source=one_time_pin');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('PIN', { exact: true }).fill(await readPin(page.request, email));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const toast = page.locator('[data-toast="success"]');
    await expect(toast).toHaveText('Welcome! Your account is ready.');
    const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
    const box = await toast.boundingBox();
    expect(heading && box).toBeTruthy();
    const overlaps = box!.y < heading!.y + heading!.height && heading!.y < box!.y + box!.height;
    expect(overlaps, 'the toast covers the heading').toBe(false);
  });
});
