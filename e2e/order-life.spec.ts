import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO,
  dishIdOf,
  expect,
  expectAccessible,
  placePaidOrder,
  earliestService,
  reachServiceDay,
  signInThroughApi,
  test,
  dinnerIn,
} from './fixtures.ts';

/** An approved demo chef and one of her dishes, priced by time (server/db/demo/demo-catalog.ts). */
const ONA = { store: 'onos-virtuve', dish: 'Cepelinai su spirgučiais' };

const itemsOf = (page: Page) => page.getByRole('region', { name: 'Dishes' });

async function openOrder(page: Page, orderId: number) {
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
}

test.describe('order life: confirm, deliver, rate, cancel, complain', () => {
  test('a chef confirms and delivers a cash order with the hand-over PIN; the customer rates it and the chef replies', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.customer);
    const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
    const orderId = await placePaidOrder(page.request, {
      productId,
      payInCash: true,
      serviceDate: dinnerIn(3),
    });

    // The customer's order page shows the PIN they give the chef at hand-over.
    await openOrder(page, orderId);
    const handover = page.getByRole('region', { name: 'Your hand-over PIN' });
    await expect(handover).toContainText('Give this PIN to the chef when you pay them');
    const pin = (await page.getByTestId('handover-code').innerText()).trim();
    expect(pin).toMatch(/^\d{6}$/);
    await expect(itemsOf(page)).toContainText('Placed');
    await expectAccessible(page);

    // The chef confirms from the Sell tab: no delivery yet (the table allows it only after confirming).
    await signInThroughApi(page, DEMO.chef);
    await page.goto('/orders?tab=sell');
    const card = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/order/${orderId}"]`) });
    const actions = card.getByRole('group', { name: `Actions for ${ONA.dish}` });
    await expect(actions.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    await actions.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The dish is confirmed. The customer is told.')).toBeVisible();
    await expect(card.getByRole('row', { name: new RegExp(ONA.dish) })).toContainText('Order confirmed');
    await expect(actions.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

    // Delivery on the order page asks for the PIN; a wrong one is refused with the server's words.
    await openOrder(page, orderId);
    await expect(page.getByRole('region', { name: 'Your hand-over PIN' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${ONA.dish} delivered?` });
    await expect(dialog).toContainText('in cash now. Take the cash, ask for the hand-over PIN');
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Enter the customer's hand-over PIN.");
    const pinField = dialog.getByLabel("Customer's hand-over PIN");
    await pinField.fill(pin === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The hand-over PIN does not match. Ask the customer for the PIN on their order page.',
    );
    await expect(pinField).toHaveAttribute('aria-invalid', 'true');
    await pinField.fill(pin);
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Marked as delivered.', { exact: false })).toBeVisible();
    await expect(itemsOf(page)).toContainText(/Delivered \d/);
    await expectAccessible(page);

    // The customer sees it delivered and the cash recorded, and rates the dish once.
    await signInThroughApi(page, DEMO.customer);
    await openOrder(page, orderId);
    await expect(itemsOf(page)).toContainText(/Delivered \d/);
    await expect(page.getByRole('region', { name: 'Your hand-over PIN' })).toContainText('Cash received on');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    const rating = page.getByRole('form', { name: `Rate ${ONA.dish}` });
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expect(rating.getByRole('alert')).toHaveText('Choose 1 to 5 stars.');
    // A star is picked by clicking it, as people do; the radio inside is what gets checked.
    await rating.locator('label').filter({ hasText: '5 stars' }).click();
    await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await rating.getByLabel('Comment (optional)').fill('Cepelinai kaip pas močiutę!');
    await expectAccessible(page);
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('Thank you! Your rating is published.')).toBeVisible();
    const review = page.getByRole('region', { name: 'Your review' });
    await expect(review).toContainText('Cepelinai kaip pas močiutę!');
    await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(rating).toHaveCount(0);

    // The dish page and the public chef page show the real rating and the review.
    await page.goto(`/product-detail/${productId}`);
    await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('Cepelinai kaip pas močiutę!');
    await page.goto(`/store/${ONA.store}`);
    await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent reviews' })).toContainText(
      'Cepelinai kaip pas močiutę!',
    );

    // The chef replies once on the order page; the reply shows under the review for both.
    await signInThroughApi(page, DEMO.chef);
    await openOrder(page, orderId);
    const theirs = page.getByRole('region', { name: "Customer's review" });
    await theirs.getByLabel('Your reply').fill('Ačiū, lauksime vėl!');
    await theirs.getByRole('button', { name: 'Publish reply' }).click();
    await expect(page.getByText('Your reply is published.')).toBeVisible();
    await expect(theirs).toContainText("The chef's reply");
    await expect(theirs.getByLabel('Your reply')).toHaveCount(0);
    await page.goto(`/store/${ONA.store}`);
    await expect(page.getByRole('region', { name: 'Recent reviews' })).toContainText('Ačiū, lauksime vėl!');
  });

  test('a late cancellation shows the 30 EUR penalty before it is confirmed and the recorded refund after', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.customer);
    const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
    const orderId = await placePaidOrder(page.request, {
      productId,
      payInCash: false,
      // The earliest service the rules allow is always less than 24 hours away: a late cancellation.
      serviceDate: await earliestService(page.request),
    });
    await openOrder(page, orderId);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText('less than 24 hours away');
    await expect(dialog).toContainText('Kept: Late cancellation penalty€30.00');
    await expect(dialog).toContainText('Refunded to your card');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('The order is cancelled.')).toBeVisible();
    const done = page.getByRole('region', { name: 'Order cancelled' });
    await expect(done).toContainText('Recorded refund');
    await expect(done).toContainText('Kept: Late cancellation penalty€30.00');
    await expect(itemsOf(page)).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The refund stays on the order after a reload, from the server's record.
    await page.reload();
    const payment = page.getByRole('region', { name: 'Payment information' });
    await expect(payment).toContainText('Cancelled less than 24 hours ahead');
    await expect(payment).toContainText('Sent to your card on');
  });

  test('a complaint with a photo holds the chef’s payout', async ({ page }) => {
    await signInThroughApi(page, DEMO.customer);
    const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
    const serviceDate = await earliestService(page.request);
    const orderId = await placePaidOrder(page.request, { productId, payInCash: false, serviceDate });
    // A card order is delivered from its service day on.
    await reachServiceDay(page.request, serviceDate);
    // The customer's hand-over PIN: the rest of a card order is paid in cash.
    const { handoverCode } = (await (await page.request.get(`/secure/order?orderId=${orderId}`)).json()).model
      .order as { handoverCode: string };
    // The chef confirms and delivers (the journey above does it through the screens).
    await signInThroughApi(page, DEMO.chef);
    for (const status of ['confirmed', 'delivered']) {
      const answer = await page.request.post('/secure/order-status', {
        form: { orderId: String(orderId), status, ...(status === 'delivered' ? { handoverCode } : {}) },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    }

    await signInThroughApi(page, DEMO.customer);
    await openOrder(page, orderId);
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const form = page.getByRole('form', { name: `Complaint about ${ONA.dish}` });
    await form.getByLabel('What went wrong?').fill('Too short');
    await form.getByRole('button', { name: 'Send complaint' }).click();
    await expect(form.getByRole('alert')).toHaveText('Write at least 10 characters.');
    await form
      .getByLabel('What went wrong?')
      .fill('The dumplings arrived cold and half of them were broken.');
    await form.getByRole('button', { name: 'Add photos' }).click();
    const upload = page.getByRole('dialog', { name: 'Add photos of the problem' });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    await upload
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'cold.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload).toHaveCount(0);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByText('Your complaint is sent.', { exact: false })).toBeVisible();
    const complaint = page.getByRole('region', { name: 'Your complaint' });
    await expect(complaint).toContainText('Complaint open');
    await expect(complaint).toContainText('The dumplings arrived cold');
    await expect(complaint.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

    // The chef sees it on the order and the payout held on their profile.
    await signInThroughApi(page, DEMO.chef);
    await openOrder(page, orderId);
    const theirs = page.getByRole('region', { name: "Customer's complaint" });
    await expect(theirs).toContainText('The payout for this dish is held');
    await theirs.getByLabel('Your side of the story').fill('They were hot when I handed them over at 18:30.');
    await theirs.getByRole('button', { name: 'Send response' }).click();
    await expect(page.getByText('Your response is saved.')).toBeVisible();
    await expect(theirs).toContainText("The chef's response");
    await expect(theirs.getByLabel('Your side of the story')).toHaveCount(0);
    await page.goto('/profile?chefProfile=true');
    const earnings = page.getByRole('region', { name: 'Your earnings' });
    await expect(earnings).toContainText('Held: a complaint is open');
    await expect(earnings.getByText('Held by complaints')).toBeVisible();
  });

  for (const language of ['en', 'lt'] as const) {
    test(`axe finds no serious problems on the order pages of both sides (${language})`, async ({ page }) => {
      await signInThroughApi(page, DEMO.customer);
      const productId = await dishIdOf(page.request, ONA.store, ONA.dish);
      const orderId = await placePaidOrder(page.request, {
        productId,
        payInCash: true,
        serviceDate: dinnerIn(3),
      });
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await openOrderIn(page, orderId, language);
      await expect(page.getByTestId('handover-code')).toBeVisible();
      await expectAccessible(page);

      await signInThroughApi(page, DEMO.chef);
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.goto('/orders?tab=sell');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page);
      await openOrderIn(page, orderId, language);
      await page.getByRole('button', { name: language === 'lt' ? 'Atsisakyti' : 'Decline' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      // Declining is the chef's cancellation: the customer gets back all they paid.
      await dialog
        .getByRole('button', {
          name: language === 'lt' ? 'Atsisakyti ir grąžinti pinigus' : 'Decline and refund',
        })
        .click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: language === 'lt' ? 'Patiekalai' : 'Dishes' }),
      ).toContainText(language === 'lt' ? 'Atšauktas' : 'Cancelled');
    });
  }
});

async function openOrderIn(page: Page, orderId: number, language: 'en' | 'lt') {
  await page.goto(`/order/${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(
    page.getByRole('heading', { level: 1, name: language === 'lt' ? /Užsakymas/ : /^Order / }),
  ).toBeVisible();
}
