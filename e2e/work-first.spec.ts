import type { APIRequestContext, Page } from '@playwright/test';
import { orderNumber } from '#domain/orders/order-number.ts';
import {
  DEMO,
  dishIdOf,
  earliestService,
  expect,
  expectAccessible,
  placePaidOrder,
  reachServiceDay,
  signInThroughApi,
  test,
} from './fixtures.ts';

/** The demo chef Ona and one of her dishes (server/db/demo/demo-catalog.ts). */
const ONA = { store: 'onos-virtuve', dish: 'Cepelinai su spirgučiais' };

type Language = 'en' | 'lt';
const say = <T>(language: Language, en: T, lt: T): T => (language === 'en' ? en : lt);

/** The app's own way of showing a moment (web/features/orders/format.ts), in Vilnius time. */
function shownDateTime(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'lt-LT', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Vilnius',
  }).format(new Date(ms));
}

/**
 * An order of Ona's dish, paid by the demo customer, confirmed and delivered by Ona through the API
 * on its service day; the page is left signed in as the customer.
 */
async function deliveredOrder(page: Page) {
  await signInThroughApi(page, DEMO.customer);
  const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
  const serviceDate = await earliestService(page.request);
  const orderId = await placePaidOrder(page.request, { productId, payInCash: false, serviceDate });
  await reachServiceDay(page.request, serviceDate);
  const order = await orderOf(page.request, orderId);
  await signInThroughApi(page, DEMO.chef);
  for (const status of ['confirmed', 'delivered']) {
    const answer = await page.request.post('/secure/order-status', {
      form: {
        orderId: String(orderId),
        status,
        ...(status === 'delivered' && order.handoverCode ? { handoverCode: order.handoverCode } : {}),
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  await signInThroughApi(page, DEMO.customer);
  return { orderId, itemId: order.orderItems[0]!.id, number: orderNumber(order.sID) };
}

async function orderOf(request: APIRequestContext, orderId: number) {
  const answer = await request.get(`/secure/order?orderId=${orderId}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).model.order as {
    sID: string;
    handoverCode: string | null;
    orderItems: { id: number }[];
  };
}

/**
 * The customer rates the dish and complains about it, through the API (the order-life journey does
 * it on screen). Five stars: a lower rating could bring Ona under the rating rule and close her store
 * for the journeys after this one.
 */
async function ratedAndComplained(page: Page) {
  const order = await deliveredOrder(page);
  const form = { orderId: String(order.orderId), itemId: String(order.itemId) };
  const rated = await page.request.post('/secure/rate-order', {
    form: { ...form, rating: '5', comment: 'Skanu, tik atvėso.' },
  });
  expect(rated.ok(), await rated.text()).toBe(true);
  const complained = await page.request.post('/secure/complaint', {
    form: { ...form, text: 'Half of the dumplings arrived broken.', photoIds: '[]' },
  });
  expect(complained.ok(), await complained.text()).toBe(true);
  const complaint = (await complained.json()).model.complaint as { id: string; createdTimestamp: number };
  return { ...order, complaint };
}

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
}

test.describe('the chef finds her work first on /orders (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const language of ['en', 'lt'] as const) {
    test(`${language}: the complaint with its deadline and the review to reply to are at the top, one click away`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      const { orderId, number, complaint } = await ratedAndComplained(page);
      await signInThroughApi(page, DEMO.chef);
      await page.goto('/orders');

      const panel = page.getByRole('tabpanel');
      const needs = panel.getByRole('region', {
        name: say(language, /^Needs you\s*:\s*\d+ to do$/, /^Laukia jūsų\s*:\s*\d+/),
      });
      await expect(needs).toBeVisible();
      // First on the Sell tab: before any order.
      await expect(panel.getByRole('heading').first()).toHaveText(
        say(language, /^Needs you/, /^Laukia jūsų/),
      );
      const complaints = needs.getByRole('list', {
        name: say(language, /^Complaints to answer\s*:\s*\d+$/, /^Skundai, laukiantys atsakymo\s*:\s*\d+$/),
      });
      const mine = complaints.getByRole('listitem').filter({ hasText: number });
      const deadline = shownDateTime(complaint.createdTimestamp + 48 * 3_600_000, language);
      await expect(mine).toContainText(say(language, `Answer by ${deadline}`, `Atsakykite iki ${deadline}`));
      const reviews = needs.getByRole('list', {
        name: say(
          language,
          /^Reviews to reply to\s*:\s*\d+$/,
          /^Atsiliepimai, laukiantys atsakymo\s*:\s*\d+$/,
        ),
      });
      const myReview = reviews.getByRole('listitem').filter({ hasText: number });
      await expect(myReview).toContainText(say(language, '5 of 5 stars', '5 iš 5 žvaigždučių'));
      await expectAccessible(page);

      // One click (Enter on the focused link, as a keyboard user does) to the complaint on the order page.
      await mine
        .getByRole('link', {
          name: say(language, `Answer the complaint about ${ONA.dish}`, `Atsakyti į skundą: ${ONA.dish}`),
        })
        .focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}#complaint-${complaint.id}$`));
      const complaintRegion = page.getByRole('region', {
        name: say(language, "Customer's complaint", 'Kliento skundas'),
      });
      await expect(complaintRegion).toBeFocused();
      await expect(complaintRegion).toBeInViewport();
      await expect(complaintRegion).toContainText(
        say(language, `Answer by ${deadline}; after that`, `Atsakykite iki ${deadline}; vėliau`),
      );

      // And one click to the review.
      await page.goto('/orders');
      await myReview
        .getByRole('link', {
          name: say(language, `Reply to the review of ${ONA.dish}`, `Atsakyti į atsiliepimą: ${ONA.dish}`),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}#review-`));
      const reviewRegion = page.getByRole('region', {
        name: say(language, "Customer's review", 'Kliento atsiliepimas'),
      });
      await expect(reviewRegion).toBeFocused();
      await expect(reviewRegion).toBeInViewport();
      await expect(reviewRegion).toContainText('Skanu, tik atvėso.');
    });
  }

  test('en: once she has answered and replied, both leave Needs you and the bell says Done', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const { orderId, number } = await ratedAndComplained(page);
    await signInThroughApi(page, DEMO.chef);
    await page.goto(`/order/${orderId}`);
    const complaint = page.getByRole('region', { name: "Customer's complaint" });
    await complaint.getByLabel('Your side of the story').fill('They left my kitchen whole and hot.');
    await complaint.getByRole('button', { name: 'Send response' }).click();
    await expect(complaint).toContainText('They left my kitchen whole and hot.');
    const review = page.getByRole('region', { name: "Customer's review" });
    await review.getByLabel('Your reply').fill('Ačiū, kitą kartą bus karštesni!');
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await expect(review).toContainText("The chef's reply");

    await page.goto('/orders');
    const needs = page.getByRole('tabpanel').getByRole('region', { name: /^(Needs you|Nothing needs you)/ });
    await expect(needs).toBeVisible();
    await expect(needs).not.toContainText(number);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = page.getByRole('list', { name: 'Latest notifications' });
    await expect(
      bell.getByRole('link').filter({ hasText: `Complaint about ${ONA.dish} (order ${number})` }),
    ).toContainText('Done');
    await expect(
      bell.getByRole('link').filter({ hasText: `New review of ${ONA.dish}: 5 of 5 (order ${number})` }),
    ).toContainText('Done');
  });
});

test.describe('the customer finds Rate on /orders (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const language of ['en', 'lt'] as const) {
    test(`${language}: a delivered dish not rated yet offers Rate, which leads to the rating form`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      const { orderId, itemId } = await deliveredOrder(page);
      await page.goto('/orders');
      const card = page
        .getByRole('tabpanel')
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/order/${orderId}"]`) });
      const rate = card.getByRole('link', {
        name: say(language, `Rate: ${ONA.dish}`, `Įvertinti: ${ONA.dish}`),
      });
      await expect(rate).toBeVisible();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);

      await rate.tap();
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}#rate-${itemId}$`));
      const form = page.getByRole('form', {
        name: say(language, `Rate ${ONA.dish}`, `Įvertinkite: ${ONA.dish}`),
      });
      await expect(form).toBeFocused();
      await expect(form).toBeInViewport();
      await form
        .locator('label')
        .filter({ hasText: say(language, '5 stars', '5 žvaigždutės') })
        .click();
      await form.getByRole('button', { name: say(language, 'Send rating', 'Siųsti įvertinimą') }).click();
      await expect(
        page.getByText(
          say(language, 'Thank you! Your rating is published.', 'Ačiū! Jūsų įvertinimas paskelbtas.'),
        ),
      ).toBeVisible();

      // Rated: the list offers Rate no more for it.
      await page.goto('/orders');
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: say(language, /^Rate/, /^Įvertinti/) })).toHaveCount(0);
    });
  }
});
