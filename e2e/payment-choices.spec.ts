import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { orderNumber } from '#domain/orders/order-number.ts';
import { DEMO, dinnerIn, dishIdOf, expect, placePaidOrder, signInThroughApi, test } from './fixtures.ts';

/**
 * The two payment choices named for what they are (all in cash at the service, or 50% now by card
 * and the rest in cash), and each dish's money state, on the summary, the thank-you page, the order
 * page and the chef's Sell tab; in en and lt. Service dates are days ahead: the server's clock is
 * the wall clock.
 */
type Language = 'en' | 'lt';
type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;
const TEXTS = {
  checkout: {
    en: read('web/features/checkout/i18n/en.json'),
    lt: read('web/features/checkout/i18n/lt.json'),
  },
  orders: { en: read('web/features/orders/i18n/en.json'), lt: read('web/features/orders/i18n/lt.json') },
};
/** One text of a feature, by its full key ("checkout.details.allInCash"), with {{params}} filled in. */
function say(
  feature: keyof typeof TEXTS,
  language: Language,
  key: string,
  params: Record<string, string> = {},
): string {
  const text = key
    .split('.')
    .reduce<string | Tree>((node, part) => (node as Tree)[part]!, TEXTS[feature][language]);
  return Object.entries(params).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, value),
    text as string,
  );
}
const euro = (language: Language, cents: number) =>
  language === 'lt' ? `${(cents / 100).toFixed(2).replace('.', ',')} €` : `€${(cents / 100).toFixed(2)}`;

const ONA = { store: 'onos-virtuve', dish: 'Cepelinai su spirgučiais' };
const DAY = 86_400_000;

function futureLocal(days: number): string {
  const date = new Date(Date.now() + days * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

async function checkout(page: Page, language: Language, choice: 'allInCash' | 'prepayHalf') {
  await page.goto(`/product-detail/${await dishIdOf(page.request, ONA.store, ONA.dish)}`);
  await page
    .getByRole('button', { name: new RegExp(`^${language === 'lt' ? 'Į krepšelį' : 'Add to cart'}`) })
    .click();
  await page.goto('/checkout');
  const field = (key: string) =>
    page.getByLabel(say('checkout', language, `checkout.${key}`), { exact: true });
  await field('address.title').fill('Home');
  await field('address.formattedAddress').fill('Laisvės al. 10-3');
  await field('address.city').fill('Kaunas');
  await field('address.state').fill('Kauno apskritis');
  await field('address.postalCode').fill('LT-44280');
  await field('address.phone').fill('+37061234567');
  await field('details.serviceDate').fill(futureLocal(4));
  const choices = page.getByRole('group', {
    name: say('checkout', language, 'checkout.details.paymentChoice'),
  });
  const radio = choices.getByRole('radio', {
    name: say('checkout', language, `checkout.details.${choice}`),
    exact: true,
  });
  await radio.check();
  await expect(radio).toBeChecked();
  // The summary: what is paid by card now and what is paid to the chef in cash at the service.
  const summary = page.getByRole('complementary', {
    name: say('checkout', language, 'checkout.summary.title'),
  });
  await expect(summary).toContainText(say('checkout', language, 'checkout.summary.payNow'));
  await expect(summary).toContainText(say('checkout', language, 'checkout.summary.payToChef'));
  const prepayment = summary.getByText(say('checkout', language, 'checkout.summary.prepayment'));
  await expect(prepayment).toHaveCount(choice === 'prepayHalf' ? 1 : 0);
  await choices.screenshot({ path: `test-results/payment-choices-${language}-${choice}-choices.png` });
  await summary.screenshot({ path: `test-results/payment-choices-${language}-${choice}-summary.png` });

  await page.getByRole('button', { name: say('checkout', language, 'checkout.submit') }).click();
  await expect(
    page.getByRole('heading', { name: say('checkout', language, 'checkout.payment.title') }),
  ).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page
    .getByLabel(say('checkout', language, 'checkout.payment.cardNumber'), { exact: true })
    .fill('4242 4242 4242 4242');
  await page.getByLabel(say('checkout', language, 'checkout.payment.expiry'), { exact: true }).fill('12/30');
  await page.getByLabel(say('checkout', language, 'checkout.payment.cvc'), { exact: true }).fill('123');
  await page.getByRole('button', { name: new RegExp(`^${language === 'lt' ? 'Mokėti' : 'Pay'} `) }).click();
  await expect(page).toHaveURL(new RegExp(`/buy-complete\\?orderId=${orderId}$`));
  return orderId;
}

test.describe('a customer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const language of ['en', 'lt'] as const) {
    test(`places an all-in-cash order and a 50%-now order and reads what each means (${language})`, async ({
      page,
    }) => {
      await signInThroughApi(page, DEMO.customer);
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
      for (const choice of ['allInCash', 'prepayHalf'] as const) {
        const orderId = await checkout(page, language, choice);
        const order = (await (await page.request.get(`/secure/order?orderId=${orderId}`)).json()).model
          .order as { sID: string; amountToPay: number; fees: { payToChef: number } };
        const number = orderNumber(order.sID);

        // Thank-you page: the order number (not the database id), the choice and the two amounts.
        await expect(page.getByTestId('order-number')).toHaveText(number);
        await expect(
          page.getByText(say('checkout', language, `checkout.details.${choice}`), { exact: true }),
        ).toBeVisible();
        await expect(
          page.getByText(say('checkout', language, 'checkout.complete.owedInCash'), { exact: true }),
        ).toBeVisible();
        await expect(
          page.getByRole('definition').filter({ hasText: euro(language, order.fees.payToChef) }),
        ).toBeVisible();
        await page.screenshot({ path: `test-results/payment-choices-${language}-${choice}-thanks.png` });

        // Order page: the choice named, the dish's money state, and the PIN with what it is for.
        await page.goto(`/order/${orderId}`);
        await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
        const summary = page.getByRole('region', {
          name: say('orders', language, 'orderPages.detail.summary'),
        });
        await expect(summary).toContainText(
          say('orders', language, `orderPages.detail.${choice === 'allInCash' ? 'inCash' : 'online'}`),
        );
        const toPay = say('orders', language, 'orderPages.money.toPayInCash', {
          amount: euro(language, order.fees.payToChef),
        });
        await expect(
          page.getByRole('region', { name: say('orders', language, 'orderPages.detail.items') }),
        ).toContainText(toPay);
        await expect(
          page.getByRole('region', { name: say('orders', language, 'orderPages.detail.payment') }),
        ).toContainText(toPay);
        await expect(
          page.getByText(say('orders', language, 'orderPages.payment.paid'), { exact: true }),
        ).toHaveCount(0);
        const handover = page.getByRole('region', {
          name: say('orders', language, 'orderLife.handover.title'),
        });
        await expect(handover).toContainText(
          say('orders', language, 'orderLife.handover.body', {
            amount: euro(language, order.fees.payToChef),
          }),
        );
        await expect(page.getByTestId('handover-code')).toHaveText(/^\d{6}$/);
        await handover.screenshot({ path: `test-results/payment-choices-${language}-${choice}-pin.png` });
        await page.screenshot({ path: `test-results/payment-choices-${language}-${choice}-order.png` });
        await page
          .getByRole('region', { name: say('orders', language, 'orderPages.detail.payment') })
          .screenshot({ path: `test-results/payment-choices-${language}-${choice}-payment.png` });
      }
    });
  }
});

test.describe('a chef at a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const language of ['en', 'lt'] as const) {
    test(`reads "to collect in cash", not "Paid", on the Sell tab (${language})`, async ({ page }) => {
      await signInThroughApi(page, DEMO.customer);
      const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
      const serviceDate = dinnerIn(3);
      const ids = {
        allInCash: await placePaidOrder(page.request, { productId, payInCash: true, serviceDate }),
        prepayHalf: await placePaidOrder(page.request, { productId, payInCash: false, serviceDate }),
      };
      const cash: Record<string, number> = {};
      for (const [choice, id] of Object.entries(ids)) {
        cash[choice] = (
          await (await page.request.get(`/secure/order?orderId=${id}`)).json()
        ).model.order.fees.payToChef;
      }

      await signInThroughApi(page, DEMO.chef);
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
      await page.goto('/orders?tab=sell');
      // The Sell tab is shown only once her sales have loaded: a failed load would leave Buy open.
      await expect(
        page.getByRole('tab', {
          name: new RegExp(`^${say('orders', language, 'orderPages.list.sell')}`),
          selected: true,
        }),
      ).toBeVisible();
      for (const [choice, id] of Object.entries(ids)) {
        const card = page
          .getByRole('tabpanel')
          .getByRole('article')
          .filter({ has: page.locator(`a[href="/order/${id}"]`) });
        const row = card.getByRole('row', { name: new RegExp(ONA.dish) });
        await expect(row).toContainText(
          say('orders', language, 'orderPages.money.toCollectInCash', {
            amount: euro(language, cash[choice]!),
          }),
        );
        await expect(row).not.toContainText(say('orders', language, 'orderPages.payment.paid'));
        await expect(card).toContainText(
          say('orders', language, `orderPages.card.${choice === 'allInCash' ? 'inCash' : 'byCardMethod'}`),
        );
      }
      await page
        .getByRole('tabpanel')
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/order/${ids.prepayHalf}"]`) })
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/payment-choices-${language}-sell.png` });
    });
  }
});
