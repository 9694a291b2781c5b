import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#domain/cart/cart.ts';
import { vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { messagesEn } from '#domain/i18n/messages.en.ts';
import { computeFees } from '#domain/orders/fees.ts';
import type { ServiceDish } from '#domain/orders/order.response.ts';
import type { SlotDay } from '#domain/availability/availability.response.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { setNow } from '../../../lib/clock.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { aServiceDish, anOrderQuote, someServiceSlots } from '../../../test/factories/checkout.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { toLocalInput } from '../checkout-values.ts';
import { clearCheckoutDraft } from '../checkout-draft.ts';
import { CheckoutForm } from './checkout-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
const NOW = Date.parse('2026-06-01T10:00:00');

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ITEMS: CartItem[] = [
  {
    productId: 1,
    productVolume: 2,
    title: 'Cepelinai',
    price: 4400,
    currencyUnit: 'EUR',
    baseServingsNumber: 4,
    servingsNumber: 8,
    preparationMinutes: 120,
    imageSrc: null,
    hourRate: 2200,
  },
];

/** The server's answer to /store/order-fees: the domain's own figures, so the test can tell the modes apart. */
function feesFor(body: URLSearchParams) {
  const payInCash = body.get('payInCash') === 'true';
  return computeFees([{ unitPriceCents: 4400, productVolume: 2, pricedByTime: true }], { payInCash });
}

function calls(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === path);
}

function bodyOf(call: Parameters<typeof fetch>) {
  return new URLSearchParams(String(call[1]!.body));
}

/** What GET /store/service-slots answers: the days and times the cart's chefs can take. */
let slotDays: SlotDay[];
const slotCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/store/service-slots?'));

let orderAnswer: () => Response;
/** What /store/order-fees says of each dish: by default what the cart says of it. */
let serviceDishes: ServiceDish[];

beforeEach(() => {
  // Each test is a fresh tab (checkout-draft.ts keeps the form per tab).
  sessionStorage.clear();
  setNow(() => NOW);
  serviceDishes = [aServiceDish()];
  slotDays = [
    { date: '2026-06-05', times: ['18:00', '18:30', '19:00'] },
    { date: '2026-06-06', times: ['12:00'] },
  ];
  fetchMock.mockReset();
  orderAnswer = () => json({ success: true, model: { order: { id: 42, sID: 'AB12CD34-rest' } } });
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/store/order-fees') {
      const fees = feesFor(new URLSearchParams(String(init!.body)));
      return json(okAnswer(anOrderQuote({ fees, dishes: serviceDishes })));
    }
    if (String(url) === '/store/order') return orderAnswer();
    if (String(url).startsWith('/store/service-slots?')) {
      return json(okAnswer({ slots: someServiceSlots({ days: slotDays }) }));
    }
    return json({ success: false }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(items: CartItem[] = ITEMS, { askEmail = false } = {}) {
  const onCreated = vi.fn();
  const utils = renderWithRouter(<CheckoutForm items={items} onCreated={onCreated} askEmail={askEmail} />, {
    path: '/checkout',
  });
  return { ...utils, onCreated };
}

function fillValid(skip: string[] = []) {
  const values: Record<string, string> = {
    'Address title': 'Home',
    'Street address': 'Gedimino pr. 1-5',
    City: 'Vilnius',
    'State or province': 'Vilniaus apskritis',
    'Postal code': 'LT-01103',
    Phone: '+37061234567',
  };
  for (const [label, value] of Object.entries(values)) {
    // Typing each letter is slow in jsdom; one input event per field is what the form reacts to
    // (what typing fires).
    if (!skip.includes(label)) fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
  if (!skip.includes('Service date and time')) {
    fireEvent.input(screen.getByLabelText('Service date and time'), {
      target: { value: '2026-06-05T18:30' },
    });
  }
}

const submit = () => screen.getByRole('button', { name: /Place order|Fix \d+ errors?/ });

describe('checkout prefills', () => {
  test("the address title starts as 'Home' and the county follows the city until one is typed", () => {
    renderForm();
    expect(screen.getByLabelText('Address title')).toHaveValue('Home');
    const city = screen.getByLabelText('City');
    const county = screen.getByLabelText('State or province');
    fireEvent.input(city, { target: { value: 'Kaunas' } });
    expect(county).toHaveValue('Kauno apskritis');
    fireEvent.input(city, { target: { value: 'Klaipėda' } });
    expect(county).toHaveValue('Klaipėdos apskritis');
    fireEvent.input(county, { target: { value: 'My own region' } });
    fireEvent.input(city, { target: { value: 'Vilnius' } });
    expect(county).toHaveValue('My own region');
  });

  const SAVED = [
    {
      title: 'Office',
      formatted_address: 'Konstitucijos pr. 7',
      city: 'Vilnius',
      state: 'Vilniaus apskritis',
      postalCode: '09308',
      phone: '+37061234567',
    },
  ];

  test("a signed-in customer's earlier address is offered and fills the fields", async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/secure/order-addresses'
        ? json({ success: true, model: { addresses: SAVED } })
        : answer(url, init),
    );
    const user = userEvent.setup();
    renderForm();
    const picker = await screen.findByLabelText('Use an earlier address');
    await user.selectOptions(picker, 'Office: Konstitucijos pr. 7, Vilnius');
    expect(screen.getByLabelText('Address title')).toHaveValue('Office');
    expect(screen.getByLabelText('Street address')).toHaveValue('Konstitucijos pr. 7');
    expect(screen.getByLabelText('City')).toHaveValue('Vilnius');
    expect(screen.getByLabelText('State or province')).toHaveValue('Vilniaus apskritis');
    expect(screen.getByLabelText('Postal code')).toHaveValue('09308');
    expect(screen.getByLabelText('Phone')).toHaveValue('+37061234567');
  });

  test('a guest is not asked about earlier addresses', () => {
    renderForm(ITEMS, { askEmail: true });
    expect(calls('/secure/order-addresses')).toHaveLength(0);
    expect(screen.queryByLabelText('Use an earlier address')).toBeNull();
  });
});

describe('checkout form validation (spec marketplace §2, §5)', () => {
  test('fields are required after trimming; the button turns red with the error count and the first field gets focus', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Address title'));
    await user.type(screen.getByLabelText('Address title'), '   ');
    await user.type(screen.getByLabelText('City'), '  ');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const button = await screen.findByRole('button', { name: 'Fix 7 errors' });
    expect(button.className).toContain('bg-danger');
    expect(screen.getByLabelText('Address title')).toHaveFocus();
    expect(screen.getByLabelText('Address title')).toHaveAccessibleDescription(
      expect.stringContaining('Address title is required'),
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Service date and time are required')).toBeInTheDocument();
    expect(calls('/store/order')).toHaveLength(0);
  });

  test('one error reads "Fix 1 error"; the first invalid field in screen order is focused and scrolled to', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderForm();
    fillValid(['Phone']);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Fix 1 error' })).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(phone);
  });

  test('editing a field clears its error and the count follows', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    // The address title comes prefilled: six fields are missing.
    await screen.findByRole('button', { name: 'Fix 6 errors' });
    await user.type(screen.getByLabelText('City'), 'K');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('City is required')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fix 5 errors' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '1');
    expect(screen.getByRole('button', { name: 'Fix 4 errors' })).toBeInTheDocument();
  });

  test('the service date must lie in the future (DESIGN §7)', async () => {
    const user = userEvent.setup();
    renderForm();
    fillValid(['Service date and time']);
    fireEvent.input(screen.getByLabelText('Service date and time'), {
      target: { value: '2026-05-31T18:30' },
    });
    await user.click(submit());
    expect(await screen.findByText('The service date must be in the future')).toBeInTheDocument();
    expect(screen.getByLabelText('Service date and time')).toHaveFocus();
  });

  test('the date input starts at the preparation time plus the chef\u2019s lead time, and a sooner time is refused before submitting', async () => {
    // The chef takes the first time the notice allows.
    slotDays = [{ date: '2026-06-01', times: ['14:00', '14:30'] }];
    const user = userEvent.setup();
    renderForm();
    // 10:00 now; Cepelinai take 120 minutes, the chef's lead time is 2 hours.
    const date = screen.getByLabelText('Service date and time');
    expect(date).toHaveAttribute('min', '2026-06-01T14:00');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('The earliest for this cart is'));
    fillValid(['Service date and time']);
    fireEvent.input(date, { target: { value: '2026-06-01T13:59' } });
    await user.click(submit());
    expect(
      await screen.findByText(
        'The service date is too soon: Cepelinai needs 4 h 0 min of notice (its preparation time and the chef\u2019s lead time)',
      ),
    ).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(calls('/store/order')).toHaveLength(0);
    fireEvent.input(date, { target: { value: '2026-06-01T14:00' } });
    await user.click(submit());
    await waitFor(() => expect(calls('/store/order')).toHaveLength(1));
  });

  test('the earliest named is the first time the chefs take, not the notice alone: at 23:00 no night time', async () => {
    setNow(() => vilniusInstant('2026-06-01', '23:00')!);
    renderForm();
    const date = screen.getByLabelText('Service date and time');
    // The notice alone would allow 03:00; the chefs' first time is 5 June at 18:00.
    const first = vilniusInstant('2026-06-05', '18:00')!;
    await waitFor(() => expect(date).toHaveAttribute('min', toLocalInput(first)));
    const shown = new Date(first).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining(`The earliest for this cart is ${shown}`),
    );
  });

  test('the server\u2019s preparation times count over the cart\u2019s, and an address outside a chef\u2019s city is refused before submitting', async () => {
    serviceDishes = [aServiceDish({ preparationMinutes: 180, chefCity: 'Kaunas' })];
    slotDays = [{ date: '2026-06-01', times: ['15:00'] }];
    const user = userEvent.setup();
    renderForm();
    const date = screen.getByLabelText('Service date and time');
    await waitFor(() => expect(date).toHaveAttribute('min', '2026-06-01T15:00'));
    fillValid(['Service date and time']);
    fireEvent.input(date, { target: { value: '2026-06-05T18:30' } });
    await user.click(submit());
    expect(
      await screen.findByText('The chef of Cepelinai cooks only in Kaunas. Choose an address in that city'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(calls('/store/order')).toHaveLength(0);
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'KAUNAS' } });
    await user.click(submit());
    await waitFor(() => expect(calls('/store/order')).toHaveLength(1));
  });

  test('the error count uses Lithuanian plural forms', async () => {
    await i18n.changeLanguage('lt');
    const t = i18n.t as unknown as (key: string, options: object) => string;
    expect(t('checkout.fixErrors', { count: 1 })).toBe('Ištaisykite 1 klaidą');
    expect(t('checkout.fixErrors', { count: 3 })).toBe('Ištaisykite 3 klaidas');
    expect(t('checkout.fixErrors', { count: 10 })).toBe('Ištaisykite 10 klaidų');
    expect(t('checkout.fixErrors', { count: 21 })).toBe('Ištaisykite 21 klaidą');

    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Pateikti užsakymą' }));
    expect(await screen.findByRole('button', { name: 'Ištaisykite 6 klaidas' })).toBeInTheDocument();
    expect(screen.getByText('Būtinas miestas')).toBeInTheDocument();
  });
});

describe('checkout fees (DESIGN §5)', () => {
  test('the summary shows the server fees; turning pay-in-cash off asks /store/order-fees again and shows the prepayment', async () => {
    const user = userEvent.setup();
    renderForm();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(calls('/store/order-fees')).toHaveLength(1));
    const first = bodyOf(calls('/store/order-fees')[0]!);
    expect(first.get('payInCash')).toBe('true');
    expect(JSON.parse(first.get('items')!)).toEqual([{ productId: 1, productVolume: 2 }]);
    await waitFor(() => expect(within(summary).getByText('€12.46')).toBeInTheDocument());
    expect(within(summary).queryByText('Chef prepayment (50%)')).toBeNull();
    // The subtotal and what the chef is paid at the service.
    expect(within(summary).getAllByText('€88.00', { selector: 'dd' })).toHaveLength(2);

    // The two choices named for what they are; either way the chef is paid the rest in cash.
    const choices = screen.getByRole('group', { name: 'How you pay' });
    const cash = within(choices).getByRole('radio', { name: /^All in cash at the service/ });
    const prepay = within(choices).getByRole('radio', {
      name: /^50% now by card, the rest in cash at the service/,
    });
    expect(cash).toBeChecked();
    expect(cash).toHaveAccessibleDescription(/only the portal’s fee/);
    expect(within(summary).getByText('Pay the chef in cash at the service')).toBeInTheDocument();
    await user.click(prepay);
    expect(prepay).toBeChecked();
    await waitFor(() => expect(calls('/store/order-fees')).toHaveLength(2));
    expect(bodyOf(calls('/store/order-fees')[1]!).get('payInCash')).toBe('false');
    expect(await within(summary).findByText('Chef prepayment (50%)')).toBeInTheDocument();
    // online: prepayment 4400, gateway round(3% of 5610) = 168, pay now 5778, to the chef 4400.
    expect(await within(summary).findByText('€57.78')).toBeInTheDocument();
    expect(
      within(summary).getByText('Pay the chef in cash at the service').nextElementSibling,
    ).toHaveTextContent('€44.00');
  });

  test('a failed fee calculation says so and can be retried', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/store/order-fees' ? json({ success: false }, 400) : json({ success: false }, 404),
    );
    renderForm();
    expect(await screen.findByText('Failed to calculate order fees. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the form kept for the tab (Back from the PIN page, a reload)', () => {
  const keyOf = (call: Parameters<typeof fetch>) =>
    (call[1]!.headers as Record<string, string>)['Idempotency-Key'];

  test('filled, placed, unmounted and mounted again: every field is back and Place order sends the same key', async () => {
    const user = userEvent.setup();
    const first = renderForm(ITEMS, { askEmail: true });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'guest@example.com' } });
    fillValid();
    await user.click(screen.getByLabelText('Catering required'));
    await user.type(screen.getByLabelText('Special instructions'), 'Ring twice');
    await user.click(submit());
    await waitFor(() => expect(first.onCreated).toHaveBeenCalled());
    first.unmount();

    const second = renderForm(ITEMS, { askEmail: true });
    expect(screen.getByLabelText('E-mail')).toHaveValue('guest@example.com');
    expect(screen.getByLabelText('Street address')).toHaveValue('Gedimino pr. 1-5');
    expect(screen.getByLabelText('City')).toHaveValue('Vilnius');
    expect(screen.getByLabelText('Postal code')).toHaveValue('LT-01103');
    expect(screen.getByLabelText('Phone')).toHaveValue('+37061234567');
    expect(screen.getByLabelText('Service date and time')).toHaveValue('2026-06-05T18:30');
    expect(screen.getByLabelText('Catering required')).toBeChecked();
    expect(screen.getByLabelText('Special instructions')).toHaveValue('Ring twice');
    await user.click(submit());
    await waitFor(() => expect(second.onCreated).toHaveBeenCalled());
    const keys = calls('/store/order').map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  }, 20_000);

  test('a changed cart starts the fields afresh; after payment the next checkout is empty, under a new key', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    fillValid();
    await user.click(submit());
    await waitFor(() => expect(first.onCreated).toHaveBeenCalled());
    first.unmount();

    const changed = renderForm([{ ...ITEMS[0]!, productVolume: 3 }]);
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    changed.unmount();

    const again = renderForm();
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    fillValid();
    again.unmount();
    clearCheckoutDraft(); // what the payment step's success does
    const paid = renderForm();
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    fillValid();
    await user.click(submit());
    await waitFor(() => expect(paid.onCreated).toHaveBeenCalled());
    const keys = calls('/store/order').map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  }, 20_000);
});

describe('creating the order (DESIGN §4 atomic order with Idempotency-Key)', () => {
  test('sends every field and line once, with an Idempotency-Key, and hands over the order', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    fillValid();
    await user.type(screen.getByLabelText('Special instructions'), '  Nut allergy  ');
    await user.dblClick(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 42, sID: 'AB12CD34-rest' }));
    expect(calls('/store/order')).toHaveLength(1);
    const [call] = calls('/store/order');
    const headers = call![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[\w-]{8,100}$/);
    const body = bodyOf(call!);
    expect(Object.fromEntries(body)).toMatchObject({
      title: 'Home',
      city: 'Vilnius',
      postalCode: 'LT-01103',
      phone: '+37061234567',
      formatted_address: 'Gedimino pr. 1-5',
      payInCash: 'true',
      cateringRequired: 'false',
      commentary: 'Nut allergy',
      serviceDeliveryDate: String(Date.parse('2026-06-05T18:30') / 1000),
    });
    expect(JSON.parse(body.get('items')!)).toEqual([{ productId: 1, productVolume: 2 }]);
  });

  test('a retry after a failure reuses the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    orderAnswer = () =>
      json({ success: false, messages: [{ message: 'boom', code: 'errors.serverError' }] }, 500);
    const { onCreated } = renderForm();
    fillValid();
    await user.click(submit());
    expect(await screen.findByText('Failed to create order. Please try again.')).toBeInTheDocument();
    orderAnswer = () => json({ success: true, model: { order: { id: 43, sID: 'X-1' } } });
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 43, sID: 'X-1' }));
    const keys = calls('/store/order').map(
      (call) => (call[1]!.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  test('a dish that can no longer be ordered is named from the cart; a server field error lands on its field', async () => {
    const user = userEvent.setup();
    orderAnswer = () =>
      json(
        {
          success: false,
          messages: [
            { message: 'x', code: 'orders.dishUnavailable', params: { title: '#1', productId: 1 } },
            { message: 'x', code: 'orders.dishUnavailable', field: 'productId' },
          ],
        },
        409,
      );
    const { onCreated } = renderForm();
    fillValid();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A dish in your cart is no longer available: Cepelinai',
    );

    orderAnswer = () =>
      json(
        {
          success: false,
          messages: [
            { message: 'Please correct the highlighted fields.', code: 'errors.validationFailed' },
            { message: 'x', code: 'pages.checkout.serviceDateInPast', field: 'serviceDeliveryDate' },
          ],
        },
        400,
      );
    await user.click(submit());
    expect(await screen.findByText('The service date must be in the future')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix 1 error' })).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('a time another customer took meanwhile (409) shows on the date field and the times are asked for again', async () => {
    orderAnswer = () =>
      json(
        {
          success: false,
          messages: [{ message: 'This time is no longer available', code: 'pages.checkout.slotTaken' }],
        },
        409,
      );
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    await screen.findByRole('grid');
    expect(slotCalls()).toHaveLength(1);
    fillValid();
    await user.click(submit());
    const date = screen.getByLabelText('Service date and time');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(expect.stringContaining(messagesEn.pages.checkout.slotTaken)),
    );
    expect(date).toHaveFocus();
    await waitFor(() => expect(slotCalls()).toHaveLength(2));
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('too many unpaid orders (429) says so, and what to do, instead of "Failed to create order"', async () => {
    orderAnswer = () =>
      json(
        {
          success: false,
          messages: [
            {
              message: 'Too many unpaid orders',
              code: 'pages.checkout.tooManyUnpaidOrders',
              params: { hours: 24 },
            },
          ],
        },
        429,
      );
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    fillValid();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many unpaid orders were placed from here in the last 24 hours. Pay for one of them, or try again later',
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('submitting with an empty cart says "Cart is empty" and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart is empty');
    expect(calls('/store/order')).toHaveLength(0);
  });
});

describe('a guest gives the e-mail the order-linking PIN goes to', () => {
  test('signed-in customers are not asked', () => {
    renderForm();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  test('a guest must give a valid e-mail; it is handed on, not sent with the order', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm(ITEMS, { askEmail: true });
    const email = screen.getByLabelText('E-mail');
    fillValid();
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Fix 1 error' })).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'ona@');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calls('/store/order')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' Ona@Example.LT ');
    await user.click(submit());
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ id: 42, sID: 'AB12CD34-rest' }, 'ona@example.lt'),
    );
    expect(bodyOf(calls('/store/order')[0]!).has('email')).toBe(false);
    expect(String(calls('/store/order')[0]![1]!.body)).not.toContain('ona');
  });
});

describe("the service day and time come from the chefs' open slots", () => {
  test("the cart's dishes are asked for from today in Vilnius; only the answered days can be chosen", async () => {
    renderForm();
    const grid = await screen.findByRole('grid', { name: /Service day, June 2026/ });
    const query = new URL(String(slotCalls()[0]![0]), 'http://x').searchParams;
    expect(JSON.parse(query.get('items')!)).toEqual([{ productId: 1 }]);
    expect(query.get('from')).toBe('2026-06-01');
    const open = within(grid).getByRole('button', { name: 'Friday, 5 June 2026' });
    expect(open).not.toHaveAttribute('aria-disabled');
    const closed = within(grid).getByRole('button', { name: 'Thursday, 4 June 2026, not available' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    // Choosing a day the chefs cannot take shows no times.
    await userEvent.click(closed);
    expect(screen.queryByRole('group', { name: /Times on/ })).not.toBeInTheDocument();
  });

  test('a day, then a time: the service date field holds that Vilnius time, and the order is placed with it', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    const grid = await screen.findByRole('grid');
    await user.click(within(grid).getByRole('button', { name: 'Friday, 5 June 2026' }));
    const times = screen.getByRole('group', { name: 'Times on Friday 5 June' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['18:00', '18:30', '19:00']);
    await user.click(within(times).getByRole('button', { name: '18:30' }));
    expect(within(times).getByRole('button', { name: '18:30' })).toHaveAttribute('aria-pressed', 'true');
    const instant = vilniusInstant('2026-06-05', '18:30')!;
    expect(screen.getByLabelText('Service date and time')).toHaveValue(toLocalInput(instant));

    fillValid(['Service date and time']);
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodyOf(calls('/store/order')[0]!).get('serviceDeliveryDate')).toBe(String(instant / 1000));
  });

  test('no open day in the next two months says so', async () => {
    slotDays = [];
    renderForm();
    expect(await screen.findByText(/have no free time in the next two months/)).toBeInTheDocument();
  });
});
