import type { APIRequestContext } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  dinnerIn,
  expect,
  expectAccessible,
  serverNow,
  signInThroughApi,
  test,
} from './fixtures.ts';

/**
 * An operator finds an event request that breaks the rules by its state and city,
 * opens it with its proposal, and closes it with a reason; the customer can no longer accept the
 * proposal, hears of it on the bell and reads the reason on her request's page; the chef who
 * proposed is told too, without it. In English and in Lithuanian.
 */

async function signedIn(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.post('/pw-login', {
    form: { identityKey: email, password: DEMO_PASSWORD, type: 'email' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

for (const language of ['en', 'lt'] as const) {
  const say = <T>(en: T, lt: T): T => (language === 'en' ? en : lt);

  test(`an operator filters event requests and closes one that breaks the rules (${language})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await signedIn(playwright, baseURL!, DEMO.customer);
    const chef = await signedIn(playwright, baseURL!, DEMO.chef);
    const serviceDate = dinnerIn(5, (await serverNow(customer)).getTime());
    const filed = await customer.post('/secure/event-request', {
      form: {
        serviceDate: String(Math.floor(serviceDate.getTime() / 1000)),
        city: 'Kaunas',
        address: 'Laisvės al. 10',
        guests: '30',
        budgetKind: 'total',
        budget: '90000',
        cuisines: '[]',
        allergens: '[]',
        occasion: 'business',
        note: 'Gaminsite salėje be virtuvės, ant dujinės viryklės.',
      },
    });
    expect(filed.ok(), await filed.text()).toBe(true);
    const requestId = (await filed.json()).model.request.id as number;
    const proposed = await chef.post('/secure/event-proposal', {
      form: {
        requestId: String(requestId),
        courses: JSON.stringify([{ title: 'Cepelinai', allergens: ['milk'] }]),
        includes: JSON.stringify(['shopping', 'cooking']),
        price: '85000',
        durationMinutes: '300',
      },
    });
    expect(proposed.ok(), await proposed.text()).toBe(true);
    const proposalId = (await proposed.json()).model.proposal.id as number;

    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await signInThroughApi(page, DEMO.operator);
    await page.goto('/store-management?tab=eventRequests');
    const panel = page.getByRole('tabpanel');
    await panel
      .getByRole('combobox', { name: say('State', 'Būsena') })
      .selectOption({ label: say('Open', 'Laukia pasiūlymų') });
    await panel.getByRole('searchbox', { name: say('City', 'Miestas') }).fill('Kaunas');
    await panel.getByRole('button', { name: say('Search', 'Ieškoti'), exact: true }).click();
    await expect(page).toHaveURL(/state=open/);
    await expect(page).toHaveURL(/city=Kaunas/);

    const detailsName = say(
      `Details of event request no. ${requestId}`,
      `Renginio užklausos nr. ${requestId} informacija`,
    );
    // The row holding its own Details button (a `has` locator is read inside each article).
    const row = panel.getByRole('article').filter({ has: page.getByRole('button', { name: detailsName }) });
    const details = row.getByRole('button', { name: detailsName });
    await details.click();
    await expect(row.getByRole('table')).toContainText('Ona');
    await expect(row.getByRole('table')).toContainText(say('Sent', 'Išsiųstas'));
    await expectAccessible(page);

    // The reason is required: nothing is sent without it.
    const close = row.getByRole('button', { name: say('Close request', 'Uždaryti užklausą') });
    await close.click();
    await expect(
      row.getByText(
        say(
          'Write why the request is closed: the customer reads it.',
          'Parašykite, kodėl užklausa uždaroma: klientas tai perskaitys.',
        ),
      ),
    ).toBeVisible();
    const reason = say(
      'Cooking in a hall without a kitchen is against the rules.',
      'Gaminti salėje be virtuvės draudžia taisyklės.',
    );
    await row.getByLabel(say('Reason', 'Priežastis')).fill(reason);
    await close.click();
    await expect(
      page.getByText(
        say(
          'The request is closed, and its customer is told.',
          'Užklausa uždaryta, o jos klientui pranešta.',
        ),
      ),
    ).toBeVisible();
    // It leaves the open ones; the closed ones hold it, with the reason and who closed it.
    await expect(row).toHaveCount(0);
    await panel
      .getByRole('combobox', { name: say('State', 'Būsena') })
      .selectOption({ label: say('Closed by staff', 'Uždarė komanda') });
    await panel.getByRole('button', { name: say('Search', 'Ieškoti'), exact: true }).click();
    await expect(page).toHaveURL(/state=closed/);
    await details.click();
    await expect(row.getByText(say('Closed by staff', 'Uždarė komanda'), { exact: true })).toBeVisible();
    await expect(row.getByText(reason).first()).toBeVisible();
    await expect(
      row.getByText(say(`Closed by ${DEMO.operator}`, `Uždaryta, priėmė ${DEMO.operator}`)),
    ).toBeVisible();
    await expect(close).toBeHidden();
    await expectAccessible(page);

    // The customer can no longer accept the proposal, and was told on the bell.
    const refused = await customer.post('/secure/event-proposal-accept', {
      form: { proposalId: String(proposalId), revision: '1' },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).messages[0].code).toBe('eventRequests.closedByStaff');
    const bell = (await (await customer.get('/secure/notifications')).json()).model.notifications as {
      kind: string;
      params: { requestId?: number; reason?: string };
    }[];
    expect(bell.find((notice) => notice.params.requestId === requestId)).toMatchObject({
      kind: 'eventRequestClosed',
      params: { reason },
    });
    // It is gone from the chef's list of open requests; she was told, without the reason.
    const open = (await (await chef.get('/secure/open-event-requests')).json()).model.requests as {
      id: number;
    }[];
    expect(open.map((one) => one.id)).not.toContain(requestId);
    const chefBell = (await (await chef.get('/secure/notifications')).json()).model.notifications as {
      kind: string;
      params: { requestId?: number; reason?: string };
    }[];
    const chefNotice = chefBell.find(
      (notice) => notice.kind === 'proposalRequestClosed' && notice.params.requestId === requestId,
    );
    expect(chefNotice).toBeTruthy();
    expect(chefNotice!.params.reason).toBeUndefined();

    // The customer's page says our team closed it, and why, and offers a new request.
    await signInThroughApi(page, DEMO.customer);
    await page.goto(`/event-requests/${requestId}`);
    await expect(
      page.getByText(
        say(
          'Our team closed this request, as it does not follow the marketplace rules. Chefs no longer see it.',
          'Mūsų komanda uždarė šią užklausą, nes ji neatitinka prekyvietės taisyklių. Šefai jos nebemato.',
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText(say(`The reason: ${reason}`, `Priežastis: ${reason}`))).toBeVisible();
    await expect(
      page.getByRole('link', { name: say('File a new request', 'Pateikti naują užklausą') }),
    ).toBeVisible();
    await expectAccessible(page);
    await Promise.all([customer.dispose(), chef.dispose()]);
  });
}
