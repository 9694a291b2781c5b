import { DEMO, expect, signInThroughApi, test } from './fixtures.ts';

/**
 * "VMVT registered", with the chef's number, only once an operator has found the number in VMVT's
 * register and recorded it in the console; the console says why each badge is held or not.
 */

/** A demo chef whose number nobody has looked up yet, and one whose number was found. */
const UNCHECKED = 'rasa-zalia';
const CHECKED = 'chez-elise';

test('an operator checks a VMVT number and the badge appears, with the number, in English and Lithuanian', async ({
  page,
  request,
}) => {
  const store = await (await request.post('/store/products', { form: { nickname: UNCHECKED } })).json();
  expect(store.success, JSON.stringify(store)).toBe(true);
  const userId = store.model.merchant.userId as string;
  const number = store.model.merchant.foodBusinessNumber as string;
  const badge = (name = 'VMVT registered') =>
    page.getByRole('list', { name: /^(Badges|Ženkleliai)$/ }).getByRole('button', { name, exact: true });

  await page.goto(`/store/${CHECKED}`);
  await expect(badge()).toBeVisible();
  await page.goto(`/store/${UNCHECKED}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(badge()).toHaveCount(0);

  await signInThroughApi(page, DEMO.operator);
  const consolePath = `/store-management?tab=applications&application=${userId}`;
  await page.goto(consolePath);
  const standing = page.getByTestId('badge-standing');
  await expect(standing).toContainText('VMVT registered not held');
  const status = page.getByTestId('food-business-check');
  await expect(status).toHaveText(/^Not checked yet\./);
  await page.getByRole('button', { name: 'I found this number in the VMVT register' }).click();
  await expect(status).toHaveText(new RegExp(`^Found in the register by ${DEMO.operator}, `));
  await expect(standing).toContainText('VMVT registered held');
  await expect(page.getByText(`VMVT number found in the register by ${DEMO.operator}`)).toBeVisible();

  // The customer's view: the badge, and a tap says what it means, with the number.
  await page.goto(`/store/${UNCHECKED}`);
  await badge().hover();
  await expect(
    page.getByText(`The chef’s food-business number ${number} is in the register of VMVT`),
  ).toBeVisible();

  await page.context().addCookies([{ name: 'language', value: 'lt', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('language', 'lt'));
  await page.goto(`/store/${UNCHECKED}`);
  await badge('Registruotas VMVT').hover();
  await expect(page.getByText(`Šefo maisto tvarkymo subjekto numeris ${number} yra`)).toBeVisible();
  await page.goto(consolePath);
  await expect(page.getByTestId('food-business-check')).toHaveText(/^Registre rado /);
});
