import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { okAnswer } from '../../../test/factories/build.ts';
import { aPaymentIntent } from '../../../test/factories/checkout.ts';
import { aCardOrderToPay } from '../../../test/factories/orders.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { PaymentStep } from './payment-step.tsx';

/**
 * Stripe.js is a script the browser loads from Stripe; in jsdom it is replaced by a stand-in with the
 * surface @stripe/react-stripe-js uses (elements, create, mount, on, confirmPayment). The app's
 * code, React Stripe's Elements and the API calls are real.
 */
const stripeJs = vi.hoisted(() => ({
  /** Stripe.js is loaded once per key for the page's life, so each test names its own key. */
  key: 'pk_test_local',
  loadFails: false,
  loadedWith: [] as string[],
  elementsOptions: [] as Record<string, unknown>[],
  confirmPayment: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: async (key: string) => {
    stripeJs.loadedWith.push(key);
    if (stripeJs.loadFails) throw new Error('Failed to load Stripe.js');
    const noop = () => undefined;
    return {
      elements(options: Record<string, unknown>) {
        stripeJs.elementsOptions.push(options);
        return {
          update: noop,
          getElement: noop,
          create() {
            const handlers: Record<string, (event: unknown) => void> = {};
            return {
              mount(node: HTMLElement) {
                node.textContent = 'stripe payment frame';
                setTimeout(() => handlers.ready?.({ elementType: 'payment' }), 0);
              },
              on: (event: string, handler: (event: unknown) => void) => (handlers[event] = handler),
              off: noop,
              update: noop,
              destroy: noop,
            };
          },
        };
      },
      createToken: noop,
      createPaymentMethod: noop,
      confirmCardPayment: noop,
      confirmPayment: stripeJs.confirmPayment,
      registerAppInfo: noop,
      _registerWrapper: noop,
    };
  },
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ORDER = aCardOrderToPay();
const intentCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/secure/stripe-intent');

beforeEach(() => {
  stripeJs.loadFails = false;
  stripeJs.loadedWith = [];
  stripeJs.elementsOptions = [];
  stripeJs.confirmPayment.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/secure/order') return json(okAnswer({ order: ORDER }));
    if (path === '/payments/config') {
      return json({ success: true, model: { provider: 'stripe', publishableKey: stripeJs.key } });
    }
    if (path === '/secure/stripe-intent') {
      return json(okAnswer(aPaymentIntent({ id: 'pi_9', secret: 'pi_9_secret_x', provider: 'stripe' })));
    }
    return json({ success: false }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderStep() {
  const onPaid = vi.fn();
  renderWithRouter(<PaymentStep orderId="42" onPaid={onPaid} />, { path: '/checkout' });
  return { onPaid };
}

describe('payment step with Stripe configured (DESIGN §4: Stripe Elements)', () => {
  test('starts one payment for amountToPay, mounts Stripe Elements with its secret, and pays through Stripe', async () => {
    stripeJs.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'requires_capture' } });
    const user = userEvent.setup();
    const { onPaid } = renderStep();

    const pay = await screen.findByRole('button', { name: 'Pay €43.36' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByText('stripe payment frame')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull(); // no sandbox form: the card stays in Stripe's frame
    expect(stripeJs.loadedWith).toEqual(['pk_test_local']);
    expect(stripeJs.elementsOptions[0]).toMatchObject({ clientSecret: 'pi_9_secret_x', locale: 'en' });
    expect(intentCalls()).toHaveLength(1);
    expect(new URLSearchParams(String(intentCalls()[0]![1]!.body)).get('amount')).toBe('4336');

    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(42));
    const [confirmation] = stripeJs.confirmPayment.mock.calls[0]!;
    expect(confirmation).toMatchObject({
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/buy-complete?orderId=42` },
    });
  });

  test("a declined card shows Stripe's message and the customer can try again", async () => {
    stripeJs.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const user = userEvent.setup();
    const { onPaid } = renderStep();
    const pay = await screen.findByRole('button', { name: 'Pay €43.36' });
    await waitFor(() => expect(pay).toBeEnabled());

    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();

    stripeJs.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_9', status: 'requires_capture' },
    });
    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(42));
    expect(intentCalls()).toHaveLength(1); // the same payment, never a second authorisation
  });

  test('when Stripe.js cannot load, the customer is told and can retry', async () => {
    stripeJs.key = 'pk_test_offline';
    stripeJs.loadFails = true;
    const user = userEvent.setup();
    renderStep();
    expect(await screen.findByText('Card payments are not available right now.')).toBeInTheDocument();

    stripeJs.loadFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay €43.36' })).toBeInTheDocument();
    expect(stripeJs.loadedWith).toEqual(['pk_test_offline', 'pk_test_offline']);
  });
});
