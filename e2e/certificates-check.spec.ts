import { DEMO, expect, signInThroughApi, test } from './fixtures.ts';

/**
 * "Certificates checked" on a chef's page only once an operator has looked at the certificates and
 * recorded it in the console (who, when), and gone again when the operator takes that back.
 */

/** A demo chef whose diploma nobody has looked at yet (server/db/demo/demo-catalog.ts), and one checked. */
const UNCHECKED = 'rasa-zalia';
const CHECKED = 'chez-elise';

test('the certificates badge follows the operator’s check, and its taking back', async ({
  page,
  request,
}) => {
  const store = await (await request.post('/store/products', { form: { nickname: UNCHECKED } })).json();
  expect(store.success, JSON.stringify(store)).toBe(true);
  const userId = store.model.merchant.userId as string;
  const badge = (name = 'Certificates checked') =>
    page.getByRole('list', { name: /^(Badges|Ženkleliai)$/ }).getByRole('button', { name, exact: true });

  // A visitor sees the badge where the demo operator checked a diploma, and none where nobody did.
  await page.goto(`/store/${CHECKED}`);
  await expect(badge()).toBeVisible();
  await page.goto(`/store/${UNCHECKED}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Certificates checked')).toHaveCount(0);

  await signInThroughApi(page, DEMO.operator);
  const consolePath = `/store-management?tab=applications&application=${userId}`;
  await page.goto(consolePath);
  const status = page.getByTestId('certificates-check');
  await expect(status).toHaveText(/^Not checked yet\./);
  await page.getByRole('button', { name: 'I have checked the certificates' }).click();
  await expect(status).toHaveText(new RegExp(`^Checked by ${DEMO.operator}, `));
  await expect(page.getByText(`Certificates checked by ${DEMO.operator}`)).toBeVisible();

  await page.goto(`/store/${UNCHECKED}`);
  await expect(badge()).toBeVisible();

  // Taken back, with a reason the audit keeps: the page loses the badge.
  await page.goto(consolePath);
  await page.getByRole('button', { name: 'Take the check back' }).click();
  await expect(page.getByText('Write a reason first.')).toBeVisible();
  await page.getByLabel('Why the check is taken back').fill('The diploma is for a different course.');
  await page.getByRole('button', { name: 'Take the check back' }).click();
  await expect(status).toHaveText(/^Not checked yet\./);
  await expect(page.getByText(`Certificate check taken back by ${DEMO.operator}`)).toBeVisible();
  await expect(page.getByText('The diploma is for a different course.')).toBeVisible();
  await page.goto(`/store/${UNCHECKED}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Certificates checked')).toHaveCount(0);

  // In Lithuanian the badge reads "Sertifikatai patikrinti".
  await page.context().addCookies([{ name: 'language', value: 'lt', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('language', 'lt'));
  await page.goto(`/store/${CHECKED}`);
  await expect(badge('Sertifikatai patikrinti')).toBeVisible();
});
