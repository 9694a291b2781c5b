import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CartItem } from '#domain/cart/cart.ts';
import { computeFees } from '#domain/orders/fees.ts';
import type { ServiceDish } from '#domain/orders/order.response.ts';
import type { SlotDay } from '#domain/availability/availability.response.ts';
import { setNow } from '../../../lib/clock.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { aServiceDish, anOrderQuote, someServiceSlots } from '../../../test/factories/checkout.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CheckoutForm } from './checkout-form.tsx';

// For the checkout form's tests: a stubbed server (fees, service slots, the order), the cart, and
// the steps every test takes (render, fill, submit).

export const fetchMock = vi.fn<typeof fetch>();
export const NOW = Date.parse('2026-06-01T10:00:00');

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const ITEMS: CartItem[] = [
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

export function calls(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === path);
}

export function bodyOf(call: Parameters<typeof fetch>) {
  return new URLSearchParams(String(call[1]!.body));
}

export const slotCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/store/service-slots?'));

/** The stubbed server's answers, set afresh before each test; a test changes them for its own. */
export const answers = {} as {
  /** What GET /store/service-slots answers: the days and times the cart's chefs can take. */
  slotDays: SlotDay[];
  orderAnswer: () => Response;
  /** What /store/order-fees says of each dish: by default what the cart says of it. */
  serviceDishes: ServiceDish[];
};

/** Each test of a file calling this starts in a fresh tab at NOW, against the stubbed server. */
export function stubCheckoutServer() {
  beforeEach(() => {
    // Each test is a fresh tab (checkout-draft.ts keeps the form per tab).
    sessionStorage.clear();
    setNow(() => NOW);
    answers.serviceDishes = [aServiceDish()];
    answers.slotDays = [
      { date: '2026-06-05', times: ['18:00', '18:30', '19:00'] },
      { date: '2026-06-06', times: ['12:00'] },
    ];
    fetchMock.mockReset();
    answers.orderAnswer = () => json({ success: true, model: { order: { id: 42, sID: 'AB12CD34-rest' } } });
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) === '/store/order-fees') {
        const fees = feesFor(new URLSearchParams(String(init!.body)));
        return json(okAnswer(anOrderQuote({ fees, dishes: answers.serviceDishes })));
      }
      if (String(url) === '/store/order') return answers.orderAnswer();
      if (String(url).startsWith('/store/service-slots?')) {
        return json(okAnswer({ slots: someServiceSlots({ days: answers.slotDays }) }));
      }
      return json({ success: false }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
}

export function renderForm(items: CartItem[] = ITEMS, { askEmail = false } = {}) {
  const onCreated = vi.fn();
  const utils = renderWithRouter(<CheckoutForm items={items} onCreated={onCreated} askEmail={askEmail} />, {
    path: '/checkout',
  });
  return { ...utils, onCreated };
}

export function fillValid(skip: string[] = []) {
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

export const submit = () => screen.getByRole('button', { name: /Place order|Fix \d+ errors?/ });
