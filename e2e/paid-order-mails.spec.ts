import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, dishIdOf, expect, readPin, signInThroughApi, test, uniqueEmail } from './fixtures.ts';

/**
 * The chef hears of an order only when it is paid, a guest goes from checkout to
 * the PIN step with the e-mail given at checkout (the PIN already sent), and after payment every
 * customer gets a receipt whose link is absolute. On a phone, in en and lt.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Language = 'en' | 'lt';
type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;
const CHECKOUT = {
  en: read('web/features/checkout/i18n/en.json'),
  lt: read('web/features/checkout/i18n/lt.json'),
};
const APP = { en: read('web/i18n/en.json'), lt: read('web/i18n/lt.json') };
/** One text of the checkout screens, by its key under `checkout.`. */
const ui = (language: Language, key: string) =>
  key
    .split('.')
    .reduce<string | Tree>((node, part) => (node as Tree)[part]!, CHECKOUT[language].checkout!) as string;
const say = (language: Language, en: string, lt: string) => (language === 'lt' ? lt : en);

const ONA = { store: 'onos-virtuve', dish: 'Cepelinai su spirgučiais' };

interface Mail {
  subject: string;
  text: string;
}
async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return (await response.json()).model.mails as Mail[];
}

/** A datetime-local value some days ahead, in the browser's own time zone. */
function futureLocal(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

async function addToCart(page: Page, language: Language) {
  await page.goto(`/product-detail/${await dishIdOf(page.request, ONA.store, ONA.dish)}`);
  await page
    .getByRole('button', { name: new RegExp(`^${say(language, 'Add to cart', 'Į krepšelį')}`) })
    .click();
  await expect(page.getByText(say(language, 'Added to your cart.', 'Įdėta į krepšelį.'))).toBeVisible();
}

async function fillCheckout(page: Page, language: Language, { payInCash }: { payInCash: boolean }) {
  const field = (key: string) => page.getByLabel(ui(language, key), { exact: true });
  await field('address.title').fill(ui(language, 'address.titleDefault'));
  // Ona cooks in Kaunas, and a chef with a city serves only there.
  await field('address.formattedAddress').fill('Laisvės al. 10-3');
  await field('address.city').fill('Kaunas');
  await field('address.state').fill('Kauno apskritis');
  await field('address.postalCode').fill('LT-44280');
  await field('address.phone').fill('+37061234567');
  await field('details.serviceDate').fill(futureLocal(5));
  const cash = page.getByRole('radio', { name: ui(language, 'details.allInCash') });
  await expect(cash).toBeChecked();
  if (!payInCash) await page.getByRole('radio', { name: ui(language, 'details.prepayHalf') }).check();
}

async function payWithCard(page: Page, language: Language) {
  await expect(page.getByRole('heading', { name: ui(language, 'payment.title') })).toBeVisible();
  await page.getByLabel(ui(language, 'payment.cardNumber'), { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(ui(language, 'payment.expiry'), { exact: true }).fill('12/30');
  await page.getByLabel(ui(language, 'payment.cvc'), { exact: true }).fill('123');
  await page.getByRole('button', { name: new RegExp(`^${say(language, 'Pay', 'Mokėti')} `) }).click();
}

/** The thank-you page sums up what was paid by card and what is owed in cash (minor). */
async function expectPaidSummary(
  page: Page,
  language: Language,
  order: { amountToPay: number; fees: { payToChef: number } },
) {
  await expect(page).toHaveURL(/\/buy-complete\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: ui(language, 'complete.title') })).toBeVisible();
  const summary = page.getByRole('definition');
  const euro = (cents: number) =>
    language === 'lt' ? `${(cents / 100).toFixed(2).replace('.', ',')} €` : `€${(cents / 100).toFixed(2)}`;
  await expect(page.getByText(ui(language, 'complete.paidByCard'), { exact: true })).toBeVisible();
  await expect(page.getByText(ui(language, 'complete.owedInCash'), { exact: true })).toBeVisible();
  await expect(summary.filter({ hasText: euro(order.amountToPay) })).toBeVisible();
  await expect(summary.filter({ hasText: euro(order.fees.payToChef) })).toBeVisible();
}

const chefNews = async (request: APIRequestContext, number: string) =>
  (await mailsTo(request, DEMO.chef)).filter((mail) => mail.subject.endsWith(` ${number}`));

for (const language of ['en', 'lt'] as const) {
  test(`a guest's order reaches the chef only once paid; the PIN is sent as sign-in opens (${language}, phone)`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await addToCart(page, language);
    await page.goto('/checkout');
    const email = uniqueEmail(`guest-${language}`);
    await page.getByLabel(ui(language, 'contact.email'), { exact: true }).fill(email);
    await fillCheckout(page, language, { payInCash: true });
    await page.getByRole('button', { name: ui(language, 'submit') }).click();

    // One step less: straight to the PIN, already sent to the checkout's e-mail, which is not in the URL.
    await expect(page).toHaveURL(/\/signin\?source=order_linking&orderId=\d+$/);
    expect(page.url()).not.toContain(encodeURIComponent(email));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const pinField = page.getByLabel(say(language, 'PIN', 'PIN kodas'), { exact: true });
    await expect(pinField).toBeVisible();
    await expect(page.getByLabel(say(language, 'E-mail', 'El. paštas'), { exact: true })).toHaveValue(email);
    const pin = await readPin(page.request, email);
    await page.screenshot({ path: `test-results/paid-order-mails-${language}-pin.png`, fullPage: true });

    // A guest who stopped here would leave the chef nothing: no mail about this order yet.
    const before = await mailsTo(page.request, DEMO.chef);
    await pinField.fill(pin);
    await page.getByRole('button', { name: (APP[language].auth as Tree).linkOrder as string }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?resumePayment=true&orderId=${orderId}$`));
    const order = (await (await page.request.get(`/secure/order?orderId=${orderId}`)).json()).model.order;
    const number = (order.sID as string).split('-')[0]!;
    expect(before.filter((mail) => mail.subject.endsWith(` ${number}`))).toEqual([]);
    expect(await chefNews(page.request, number)).toEqual([]);

    await payWithCard(page, language);
    await expectPaidSummary(page, language, order);
    await page.screenshot({ path: `test-results/paid-order-mails-${language}-thanks.png`, fullPage: true });

    // Paid: now the chef is told, once.
    await expect.poll(async () => (await chefNews(page.request, number)).length).toBe(1);
    const [news] = await chefNews(page.request, number);
    expect(news!.subject).toMatch(/^(New order|Naujas užsakymas) /);
    // And the guest, signed in by the PIN, has the receipt in the language they used.
    await expect
      .poll(async () => (await mailsTo(page.request, email)).map((mail) => mail.subject))
      .toContain(say(language, `Receipt for your order ${number}`, `Užsakymo ${number} kvitas`));
  });

  test(`a signed-in customer's receipt comes after payment, with everything and an absolute link (${language}, phone)`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await signInThroughApi(page, DEMO.customer);
    await addToCart(page, language);
    await page.goto('/checkout');
    // A signed-in customer is not asked for an e-mail.
    await expect(page.getByLabel(ui(language, 'contact.email'), { exact: true })).toHaveCount(0);
    await fillCheckout(page, language, { payInCash: false });
    await page.getByRole('button', { name: ui(language, 'submit') }).click();
    await expect(page).toHaveURL(/\/checkout\?resumePayment=true&orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const order = (await (await page.request.get(`/secure/order?orderId=${orderId}`)).json()).model.order;
    const number = (order.sID as string).split('-')[0]!;
    const receipts = async () =>
      (await mailsTo(page.request, DEMO.customer)).filter((mail) => mail.subject.includes(number));
    // Not paid yet: no "Total paid now", no receipt, nothing for the chef.
    expect(await receipts()).toEqual([]);
    expect(await chefNews(page.request, number)).toEqual([]);

    await payWithCard(page, language);
    await expectPaidSummary(page, language, order);

    await expect.poll(async () => (await receipts()).length).toBe(1);
    const [receipt] = await receipts();
    // The demo customer reads mail in their account's language; the receipt's words follow it.
    const mailLt = receipt!.subject.startsWith('Užsakymo');
    const euro = (cents: number) =>
      mailLt ? `${(cents / 100).toFixed(2).replace('.', ',')} €` : `€${(cents / 100).toFixed(2)}`;
    expect(receipt!.text).toContain(ONA.dish);
    expect(receipt!.text).toContain('Laisvės al. 10-3, Kaunas, LT-44280');
    expect(receipt!.text).toContain(
      `${mailLt ? 'Sumokėta kortele' : 'Paid by card'}: ${euro(order.amountToPay)}`,
    );
    expect(receipt!.text).toContain(
      `${mailLt ? 'Mokėti šefui grynaisiais per paslaugą' : 'To pay the chef in cash at the service'}: ${euro(order.fees.payToChef)}`,
    );
    expect(receipt!.text).toContain(mailLt ? 'Atšaukimas:' : 'Cancellation:');
    expect(receipt!.text).toMatch(mailLt ? /Paslaugos data: / : /Service date: /);
    const link = receipt!.text.match(/https?:\/\/\S+\/order\/\d+/)?.[0];
    expect(link, receipt!.text).toBe(`${new URL(link!).origin}/order/${orderId}`);
    expect(new URL(link!).port).toBe(new URL(page.url()).port);
    await expect.poll(async () => (await chefNews(page.request, number)).length).toBe(1);

    // The link opens the order (same server; the mail names it by PUBLIC_URL or localhost).
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  });
}
