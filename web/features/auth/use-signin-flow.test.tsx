import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import type { SigninHandover } from './signin-sources.ts';
import { useSigninFlow, type SigninFlowOptions } from './use-signin-flow.ts';
import { anAuthorized } from '../../test/factories/accounts.ts';
import { okAnswer } from '../../test/factories/build.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const AUTHORIZED = okAnswer({ authorized: anAuthorized() });

const PIN_SENT = {
  success: true,
  messages: [{ message: 'sent', code: 'pages.auth.oneTimePinSent', params: { email: 'ona@example.lt' } }],
};

/** The hook at /signin, with where the router is now beside it. */
function renderFlow(options: Partial<SigninFlowOptions> & Pick<SigninFlowOptions, 'source'>) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/signin']}>{children}</MemoryRouter>
    </AppProviders>
  );
  return renderHook(
    () => ({ flow: useSigninFlow({ chefProfile: false, ...options }), location: useLocation() }),
    { wrapper },
  );
}

type Rendered = ReturnType<typeof renderFlow>;

async function submit(rendered: Rendered) {
  await act(() => rendered.result.current.flow.onSubmit());
}

function typeEmail(rendered: Rendered, email = 'ona@example.lt') {
  act(() => rendered.result.current.flow.form.setValue('email', email));
}

function calledPaths(): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the step machine', () => {
  test('a password way in: a valid e-mail moves on without a call; back returns and forgets the password', async () => {
    const rendered = renderFlow({ source: 'regular_login' });
    expect(rendered.result.current.flow.step).toBe('email');
    typeEmail(rendered);
    await submit(rendered);
    expect(rendered.result.current.flow.step).toBe('secret');
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => rendered.result.current.flow.form.setValue('password', 'Slaptas1'));
    act(() => rendered.result.current.flow.back());
    expect(rendered.result.current.flow.step).toBe('email');
    expect(rendered.result.current.flow.form.getValues()).toMatchObject({
      email: 'ona@example.lt',
      password: '',
    });
  });

  test('an invalid e-mail stays at the e-mail step with its field error', async () => {
    const rendered = renderFlow({ source: 'regular_login' });
    typeEmail(rendered, 'not-an-email');
    await submit(rendered);
    expect(rendered.result.current.flow.step).toBe('email');
    expect(rendered.result.current.flow.form.formState.errors.email).toBeDefined();
  });

  test('a PIN way in mails the PIN at the e-mail step and keeps the server’s words as the notice', async () => {
    fetchMock.mockResolvedValueOnce(json(PIN_SENT));
    const rendered = renderFlow({ source: 'one_time_pin' });
    typeEmail(rendered);
    await submit(rendered);
    expect(calledPaths()).toEqual(['/one-time-pin']);
    expect(rendered.result.current.flow.step).toBe('secret');
    expect(rendered.result.current.flow.notice).toMatchObject({ code: 'pages.auth.oneTimePinSent' });
  });

  test('a refused PIN request stays at the e-mail step with the reason as the banner', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        { success: false, messages: [{ message: 'Too many', code: 'pages.auth.tooManyPinRequests' }] },
        429,
      ),
    );
    const rendered = renderFlow({ source: 'one_time_pin' });
    typeEmail(rendered);
    await submit(rendered);
    expect(rendered.result.current.flow.step).toBe('email');
    expect(rendered.result.current.flow.banner).toMatchObject({ code: 'pages.auth.tooManyPinRequests' });
  });
});

describe('order linking', () => {
  test('without an order id the submit says so and sends nothing', async () => {
    const rendered = renderFlow({ source: 'order_linking' });
    expect(rendered.result.current.flow.missingOrderId).toBe(true);
    typeEmail(rendered);
    await submit(rendered);
    expect(rendered.result.current.flow.banner).toEqual({ code: 'forms.validation.orderIdRequired' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('handed over from checkout: the PIN leaves once as it opens; the PIN then goes on to the payment', async () => {
    fetchMock.mockResolvedValueOnce(json(PIN_SENT));
    fetchMock.mockResolvedValueOnce(json(okAnswer({ authorized: anAuthorized(), orderId: 7 })));
    const handover: SigninHandover = { email: 'ona@example.lt', step: 'secret', sendPin: true };
    const rendered = renderFlow({ source: 'order_linking', orderId: 'o-7', handover });
    expect(rendered.result.current.flow.step).toBe('secret');
    await waitFor(() => expect(rendered.result.current.flow.notice).toBeDefined());
    rendered.rerender();
    expect(calledPaths()).toEqual(['/store/order-relation-request']);

    act(() => rendered.result.current.flow.form.setValue('pin', '123456'));
    await submit(rendered);
    expect(calledPaths()).toEqual(['/store/order-relation-request', '/store/relate-order-to-user']);
    await waitFor(() => expect(rendered.result.current.location.pathname).toBe('/checkout'));
    expect(rendered.result.current.location.search).toBe('?resumePayment=true&orderId=o-7');
  });
});

describe('navigation', () => {
  test('links to the other ways in keep the chef flag and where to continue', () => {
    const rendered = renderFlow({ source: 'regular_login', chefProfile: true, returnTo: '/store/ona' });
    expect(rendered.result.current.flow.linkTo('one_time_pin')).toBe(
      '/signin?source=one_time_pin&chefProfile=true&returnTo=%2Fstore%2Fona',
    );
  });

  test('a signed-in user continues to returnTo', async () => {
    fetchMock.mockResolvedValueOnce(json(AUTHORIZED));
    const rendered = renderFlow({ source: 'regular_login', returnTo: '/store/ona' });
    typeEmail(rendered);
    await submit(rendered);
    act(() => rendered.result.current.flow.form.setValue('password', 'Slaptas1'));
    await submit(rendered);
    expect(calledPaths()).toEqual(['/pw-login']);
    await waitFor(() => expect(rendered.result.current.location.pathname).toBe('/store/ona'));
  });

  test('"use a PIN instead" mails the PIN and hands over to the PIN way in at its second step', async () => {
    fetchMock.mockResolvedValueOnce(json(PIN_SENT));
    const rendered = renderFlow({ source: 'regular_login' });
    typeEmail(rendered);
    await act(() => rendered.result.current.flow.sendPinInstead());
    await waitFor(() => expect(rendered.result.current.location.search).toBe('?source=one_time_pin'));
    expect(rendered.result.current.location.state).toMatchObject({
      email: 'ona@example.lt',
      step: 'secret',
      notice: { code: 'pages.auth.oneTimePinSent' },
    });
  });
});
