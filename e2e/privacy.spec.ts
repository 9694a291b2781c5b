import fs from 'node:fs';
import { expect, expectAccessible, signInThroughApi, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'Kepsnys7x';

/** The words each step looks for, in both languages. */
const WORDS = {
  en: {
    section: 'Your data',
    download: 'Download my data (JSON)',
    delete: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Your password',
    deleted: 'Your account is deleted and you are signed out.',
    signIn: 'Sign in',
    heading: 'Privacy: your data',
  },
  lt: {
    section: 'Jūsų duomenys',
    download: 'Atsisiųsti mano duomenis (JSON)',
    delete: 'Ištrinti mano paskyrą',
    dialog: 'Ištrinti paskyrą?',
    password: 'Jūsų slaptažodis',
    deleted: 'Jūsų paskyra ištrinta, o jūs atjungti.',
    signIn: 'Prisijungti',
    heading: 'Privatumas: jūsų duomenys',
  },
} as const;

for (const language of ['en', 'lt'] as const) {
  const words = WORDS[language];
  test(`a customer downloads their data and deletes the account [${language}]`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const email = uniqueEmail(`privacy-${language}`);
    const registered = await page.request.post('/register', {
      form: { identityKey: email, password: PASSWORD },
    });
    expect(registered.ok()).toBe(true);
    await signInThroughApi(page, email, PASSWORD);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: words.section });
    await expect(section).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: words.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^namu-sefas-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data).toMatchObject({ format: 'namu-sefas-personal-data', profile: { email, role: 'CUSTOMER' } });
    expect(data.ordersAsCustomer).toEqual([]);

    await section.getByRole('button', { name: words.delete }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(words.password).fill(PASSWORD);
    await dialog.getByRole('button', { name: words.delete }).click();

    await expect(page).toHaveURL(/\/privacy\?deleted=1$/);
    await expect(page.getByRole('status').getByText(words.deleted)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: words.signIn, exact: true }),
    ).toBeVisible();
    expect((await page.request.get('/secure/me')).status()).toBe(401);
    const again = await page.request.post('/pw-login', { form: { identityKey: email, password: PASSWORD } });
    expect(again.status()).toBe(401);
  });
}
