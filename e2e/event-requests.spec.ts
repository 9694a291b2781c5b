import type { BrowserContext, Page } from '@playwright/test';
import { addDays, vilniusDate, vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { proposalFees } from '#domain/event-requests/proposal-money.ts';
import { formatEuro } from '#domain/money.ts';
import {
  appReady,
  expect,
  expectAccessible,
  readPin,
  serverNow,
  signInThroughApi,
  test,
  uniqueEmail,
  visitServerTime,
} from './fixtures.ts';
import { newApprovedChef, type NewChef } from './new-chef.ts';

/**
 * The second way to book, in English and in Lithuanian: a guest on a phone asks chefs to
 * propose a menu (signing in with an e-mailed PIN on the way, the request kept and sent on return);
 * two chefs on desktops find it and propose, one with one of her dishes and a course in words, the
 * other in words only; the customer compares them, asks the first a question in the request's own
 * thread, which she answers, sees the whole money breakdown, accepts and pays; the other chef reads on
 * her bell that another menu was chosen; the chosen one confirms the order on her Sell tab, delivers
 * it on the day with the customer's hand-over PIN, and the customer's rating shows on her page.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DISH = { title: 'Cepelinai su mėsa', preparationMinutes: 90 };
const QUESTION = 'Can the cepelinai be without nuts? Call me on +370 612 34567.';
const ANSWER = 'Yes: there are no nuts in my kitchen.';
const REVIEW = 'Močiutė liko sužavėta!';

test.use({ viewport: PHONE });

for (const language of ['en', 'lt'] as const) {
  const say = <T>(en: T, lt: T): T => (language === 'en' ? en : lt);
  const euro = (cents: number) => formatEuro(cents, language);

  test(`a guest on a phone asks for a menu, two chefs on desktops propose, the customer compares, asks, accepts and pays, and the dinner runs to a rated delivery (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // Chefs of their own for this journey: Lithuanian cooking in Vilnius on the default hours.
    const chef = await newApprovedChef(baseURL!, { city: 'Vilnius', dish: DISH });
    const rival = await newApprovedChef(baseURL!, { city: 'Vilnius' });
    const email = uniqueEmail(`event-guest-${language}`);
    // Two days ahead on the server's calendar at 18:00 (the form's default time): past the day of
    // notice chefs are given whatever the hour, and near enough to deliver without a long visit.
    const day = addDays(vilniusDate((await serverNow(page.request)).getTime()), 2);
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);

    // The landing page's way in.
    await page.goto('/');
    await page
      .getByRole('link', {
        name: new RegExp(`^${say('Ask chefs to propose a menu', 'Paprašykite šefų pasiūlyti meniu')}`),
      })
      .click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: say('Ask chefs to propose a menu', 'Paprašykite šefų pasiūlyti meniu'),
      }),
    ).toBeVisible();
    await page.getByLabel(say('Date', 'Data'), { exact: true }).fill(day);
    await page.getByLabel(say('City', 'Miestas'), { exact: true }).fill('Vilnius');
    await page.getByLabel(say('Number of guests', 'Svečių skaičius')).fill('8');
    await page.getByLabel(say('Budget per person (€)', 'Biudžetas vienam asmeniui (€)')).fill('50');
    await page.getByRole('checkbox', { name: say('Lithuanian', 'Lietuvių') }).check();
    await page.getByRole('checkbox', { name: say('Tree nuts', 'Riešutai'), exact: true }).check();
    await page
      .getByLabel(say('Occasion', 'Proga'), { exact: true })
      .selectOption({ label: say('Birthday', 'Gimtadienis') });
    await page
      .getByLabel(say('A note for the chefs (optional)', 'Pastaba šefams (neprivaloma)'))
      .fill('Grandmother turns 80.');
    await expectAccessible(page);
    await page.getByRole('button', { name: say('Sign in and send', 'Prisijungti ir siųsti') }).click();

    // Signing in with a PIN, told why; back on the form, the kept request is sent.
    await expect(page).toHaveURL(/\/signin\?source=one_time_pin/);
    await expect(
      page.getByText(say(/Sign in to send your request/, /Prisijunkite, kad išsiųstumėte užklausą/)),
    ).toBeVisible();
    await page.getByLabel(say('E-mail', 'El. paštas'), { exact: true }).fill(email);
    await page.getByRole('button', { name: say('Continue', 'Tęsti') }).click();
    const firstPin = await readPin(page.request, email);
    await page.getByLabel(say('PIN', 'PIN kodas'), { exact: true }).fill(firstPin);
    await page.getByRole('button', { name: say('Sign in', 'Prisijungti'), exact: true }).click();
    await expect(page).toHaveURL(/\/event-requests\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    const title = say('Birthday for 8 guests', 'Gimtadienis, 8 svečiai');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(say('No proposals yet', 'Pasiūlymų dar nėra'))).toBeVisible();
    await expect(page.getByText(say('Tree nuts', 'Riešutai'))).toBeVisible();

    const chefContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    const rivalContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    // The journeys after this one date their orders from today: the server's clock goes back.
    let setClockBack: (() => Promise<void>) | undefined;
    try {
      // The chef, on a desktop, finds it among her open requests and proposes.
      const chefPage = await desktopOf(chefContext, chef, language);
      await chefPage.getByRole('button', { name: say('Account menu', 'Paskyros meniu') }).click();
      await chefPage.getByRole('menuitem', { name: say('Open requests', 'Atviros užklausos') }).click();
      await expect(
        chefPage.getByRole('heading', { level: 1, name: say('Open requests', 'Atviros užklausos') }),
      ).toBeVisible();
      await chefPage.locator(`a[href="/open-requests/${requestId}"]`).click();
      await expect(chefPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The address stays with the customer; the chef sees the city and the note.
      await expect(chefPage.getByText('Grandmother turns 80.')).toBeVisible();

      const first = chefPage.getByRole('group', { name: say('Course 1', '1 patiekalas') });
      await first.getByRole('radio', { name: say('One of my dishes', 'Vienas iš mano patiekalų') }).check();
      await first.getByLabel(say('Dish', 'Patiekalas'), { exact: true }).selectOption({ label: DISH.title });
      await chefPage.getByRole('button', { name: say('Add a course', 'Pridėti patiekalą') }).click();
      const second = chefPage.getByRole('group', { name: say('Course 2', '2 patiekalas') });
      await second.getByLabel(say('Course name', 'Patiekalo pavadinimas')).fill('Šaltibarščiai');
      await second.getByRole('checkbox', { name: say('Milk', 'Pienas') }).check();
      await second.getByRole('checkbox', { name: say('Eggs', 'Kiaušiniai') }).check();
      await chefPage.getByRole('checkbox', { name: say('Serving', 'Patiekimas') }).check();
      await chefPage.getByLabel(say('Total price for 8 guests (€)', 'Visa kaina 8 svečiams (€)')).fill('400');
      await chefPage
        .getByLabel(say('Time you need', 'Kiek laiko reikia'))
        .selectOption({ label: say('3 h', '3 val.') });
      await expectAccessible(chefPage);
      await chefPage.getByRole('button', { name: say('Send proposal', 'Siųsti pasiūlymą') }).click();
      await expect(
        chefPage.getByRole('heading', { name: say('Your proposal as sent', 'Jūsų išsiųstas pasiūlymas') }),
      ).toBeVisible();
      await expect(chefPage.getByRole('article', { name: chef.name })).toContainText(euro(40_000));

      // A second chef of the city answers too, on her desktop, with a menu in words only.
      const rivalPage = await desktopOf(rivalContext, rival, language);
      await rivalPage.goto(`/open-requests/${requestId}`);
      await expect(rivalPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const rivals = rivalPage.getByRole('group', { name: say('Course 1', '1 patiekalas') });
      await rivals.getByLabel(say('Course name', 'Patiekalo pavadinimas')).fill('Kugelis');
      await rivals.getByRole('checkbox', { name: say('Milk', 'Pienas') }).check();
      await rivalPage
        .getByLabel(say('Total price for 8 guests (€)', 'Visa kaina 8 svečiams (€)'))
        .fill('450');
      await rivalPage.getByRole('button', { name: say('Send proposal', 'Siųsti pasiūlymą') }).click();
      await expect(
        rivalPage.getByRole('heading', { name: say('Your proposal as sent', 'Jūsų išsiųstas pasiūlymas') }),
      ).toBeVisible();

      // The customer sees both proposals and asks the first chef in the request's own thread; the
      // phone number stays hidden.
      await page.reload();
      await expect(page.getByRole('article', { name: rival.name })).toContainText('Kugelis');
      const asking = page.getByRole('article', { name: chef.name });
      await asking
        .getByRole('link', { name: new RegExp(`^${say('Ask the chef', 'Paklausti šefo')}`) })
        .click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      const openRequest = say(
        `Open event request no. ${requestId}`,
        `Atidaryti renginio užklausą nr. ${requestId}`,
      );
      const thread = (of: typeof page) =>
        of.getByRole('list', { name: say(/^Messages with /, /^Žinutės su /) });
      await expect(page.getByRole('link', { name: openRequest })).toBeVisible();
      await page.getByRole('textbox', { name: say('Your message', 'Jūsų žinutė') }).fill(QUESTION);
      await page.getByRole('button', { name: say('Send', 'Siųsti'), exact: true }).click();
      await expect(thread(page)).toContainText(QUESTION);

      // The chef answers from her view of the request, in the same thread.
      await chefPage.getByRole('link', { name: say('Message the customer', 'Rašyti klientui') }).click();
      await expect(chefPage.getByRole('link', { name: openRequest })).toBeVisible();
      await expect(thread(chefPage)).toContainText('Can the cepelinai be without nuts?');
      await expect(thread(chefPage)).not.toContainText('612');
      await chefPage.getByRole('textbox', { name: say('Your message', 'Jūsų žinutė') }).fill(ANSWER);
      await chefPage.getByRole('button', { name: say('Send', 'Siųsti'), exact: true }).click();
      await expect(thread(chefPage)).toContainText(ANSWER);
      await expect(thread(page)).toContainText(ANSWER, { timeout: 30_000 });
      await page.getByRole('link', { name: openRequest }).click();

      // The customer compares: the menu with its allergens, the time, and what is paid when.
      await expect(page).toHaveURL(new RegExp(`/event-requests/${requestId}$`));
      const card = page.getByRole('article', { name: chef.name });
      await expect(card.getByText(euro(40_000), { exact: true }).first()).toBeVisible();
      await expect(card.getByText(euro(5_000), { exact: true })).toBeVisible(); // per guest
      await expect(card.getByText(say('3 h', '3 val.'), { exact: true })).toBeVisible();
      await expect(card.getByText(DISH.title)).toBeVisible();
      await expect(
        card.getByText(say('Allergens: Eggs, Milk', 'Alergenai: Kiaušiniai, Pienas')),
      ).toBeVisible();
      await expect(card.getByText(say('Serving', 'Patiekimas'))).toBeVisible();
      await expect(page.getByRole('article', { name: rival.name })).toContainText(euro(45_000));
      // The proposals scroll sideways inside their row on a phone; nothing in them (a screen reader's
      // hidden words included) may widen the page itself.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const byCard = proposalFees(40_000, { payInCash: false });
      const cash = proposalFees(40_000, { payInCash: true });
      const table = card.getByRole('table', { name: say('What you pay', 'Ką mokate') });
      const row = (label: string) =>
        table.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
      await expect(row(say('Service fee', 'Paslaugos mokestis'))).toContainText(
        `${euro(byCard.serviceFee)}${euro(cash.serviceFee)}`,
      );
      await expect(row(say('Prepayment', 'Išankstinis mokėjimas'))).toContainText(
        `${euro(byCard.prepayment)}${euro(0)}`,
      );
      await expect(row(say('Pay now by card', 'Mokėti dabar kortele'))).toContainText(
        `${euro(byCard.totalAmount)}${euro(cash.totalAmount)}`,
      );
      await expect(row(say('Pay the chef on the day', 'Sumokėti šefui renginio dieną'))).toContainText(
        `${euro(20_000)}${euro(40_000)}`,
      );
      await expectAccessible(page);

      // She accepts: the proposal becomes an order, paid at the checkout's payment step like any
      // other, half now by card: the prepayment and the service fee the card column showed.
      const accept = say('Accept this menu', 'Priimti šį meniu');
      await card.getByRole('button', { name: new RegExp(`^${accept}`) }).click();
      await card.getByRole('button', { name: say('Accept and go to payment', 'Priimti ir mokėti') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: say('Pay for your order', 'Apmokėkite užsakymą') }),
      ).toBeVisible();
      const pay = page.getByRole('button', { name: `${say('Pay', 'Mokėti')} ${euro(byCard.totalAmount)}` });
      await page.getByLabel(say('Card number', 'Kortelės numeris')).fill('4242 4242 4242 4242');
      await page.getByLabel(say('Expiry (MM/YY)', 'Galiojimo data (MM/MM)')).fill('12/30');
      await page.getByLabel(say('CVC', 'CVC kodas')).fill('123');
      await pay.click();
      await expect(page).toHaveURL(/\/buy-complete\?orderId=\d+$/);
      await expect(page.getByTestId('order-number')).toHaveText(/^[0-9A-F]{8}$/);
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
      // The request now says which menu was booked, and offers no other to accept.
      await page.goto(`/event-requests/${requestId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${accept}`) })).toHaveCount(0);

      // The other chef reads on her bell, politely, that another menu was chosen.
      await rivalPage.goto('/');
      await appReady(rivalPage);
      await rivalPage.getByRole('button', { name: say(/^Notifications/, /^Pranešimai/) }).click();
      await expect(
        rivalPage.getByRole('list', { name: say('Latest notifications', 'Naujausi pranešimai') }),
      ).toContainText(
        say(
          `The customer of event request no. ${requestId} (8 guests) chose another chef’s menu.`,
          `Renginio užklausos nr. ${requestId} (svečių skaičius: 8) klientas pasirinko kito šefo meniu.`,
        ),
      );

      // The chosen chef confirms it on her Sell tab, as any order.
      await chefPage.goto('/orders?tab=sell');
      const sold = chefPage
        .getByRole('tabpanel')
        .getByRole('article')
        .filter({ has: chefPage.locator(`a[href="/order/${orderId}"]`) });
      await sold
        .getByRole('group', { name: say(/^Actions for /, /^Veiksmai: /) })
        .getByRole('button', { name: say('Confirm', 'Patvirtinti') })
        .click();
      await expect(
        chefPage.getByText(
          say('The dish is confirmed. The customer is told.', 'Patiekalas patvirtintas. Klientui pranešta.'),
        ),
      ).toBeVisible();

      // On the day of the dinner, two days on, both come back and sign in again (a session ends
      // after a day without use); the customer's order link brings her back to it after her PIN.
      setClockBack = await visitServerTime(page.request, new Date(vilniusInstant(day, '00:01')!));
      await page.goto(`/order/${orderId}`);
      await expect(
        page.getByRole('heading', { level: 1, name: say('Login required', 'Reikia prisijungti') }),
      ).toBeVisible();
      await page.getByRole('link', { name: say('Go to login', 'Prisijungti') }).click();
      await page.getByLabel(say('E-mail', 'El. paštas'), { exact: true }).fill(email);
      await page
        .getByRole('link', { name: say('Sign in with a one-time PIN', 'Prisijungti vienkartiniu PIN kodu') })
        .click();
      await page.getByRole('button', { name: say('Continue', 'Tęsti') }).click();
      await page
        .getByLabel(say('PIN', 'PIN kodas'), { exact: true })
        .fill(await readPin(page.request, email, firstPin));
      await page.getByRole('button', { name: say('Sign in', 'Prisijungti'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
      // She reads the chef the PIN on her order page; the chef enters it as she takes the rest in cash.
      const pin = (await page.getByTestId('handover-code').innerText()).trim();
      expect(pin).toMatch(/^\d{6}$/);
      await signInThroughApi(chefPage, chef.email, chef.password);
      await chefPage.goto(`/order/${orderId}`);
      await chefPage.getByRole('button', { name: say('Mark delivered', 'Pažymėti pristatytą') }).click();
      const dialog = chefPage.getByRole('dialog', {
        name: say(/^Mark .+ delivered\?$/, /^Pažymėti pristatytą: .+\?$/),
      });
      await dialog.getByLabel(say("Customer's hand-over PIN", 'Kliento perdavimo PIN')).fill(pin);
      await dialog.getByRole('button', { name: say('Mark delivered', 'Pažymėti pristatytą') }).click();
      await expect(dialog).toHaveCount(0);

      // The customer rates the dinner on the order page; the chef's page shows the review.
      await page.reload();
      const rating = page.getByRole('form', { name: say(/^Rate /, /^Įvertinkite: /) });
      await rating
        .locator('label')
        .filter({ hasText: say('5 stars', '5 žvaigždutės') })
        .click();
      await rating.getByLabel(say('Comment (optional)', 'Komentaras (neprivalomas)')).fill(REVIEW);
      await rating.getByRole('button', { name: say('Send rating', 'Siųsti įvertinimą') }).click();
      await expect(
        page.getByText(say('Thank you! Your rating is published.', 'Ačiū! Jūsų įvertinimas paskelbtas.')),
      ).toBeVisible();
      await page.goto(`/store/${chef.nickname}`);
      await expect(
        page.getByRole('region', { name: say('Recent reviews', 'Naujausi atsiliepimai') }),
      ).toContainText(REVIEW);
    } finally {
      await setClockBack?.();
      await chefContext.close();
      await rivalContext.close();
    }
  });
}

/** A desktop page of the chef's own, signed in and showing the app in the journey's language. */
async function desktopOf(context: BrowserContext, chef: NewChef, language: 'en' | 'lt'): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await signInThroughApi(page, chef.email, chef.password);
  await page.goto('/');
  await appReady(page);
  return page;
}
