import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  aConfirmedTransfer,
  anAssetBoard,
  aPurchaseState,
  aStartedPurchase,
  aTransferRequest,
} from '../../../test/factories/assets.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AssetBoard } from './asset-board.tsx';
import { BuyAssets, type CardForm } from './buy-assets.tsx';
import { TransferFlow } from './transfer-flow.tsx';

const fetchMock = vi.fn<typeof fetch>();
const calls: { path: string; body: string }[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers like the server: the request refuses 500 assets against a balance of 120, accepts 20. */
function server() {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0]!;
    const body = String(init?.body ?? '');
    calls.push({ path, body });
    if (path === '/secure/assets') return json(okAnswer(anAssetBoard({ volume: 120, entries: [] })));
    if (path === '/secure/asset-request') {
      const form = new URLSearchParams(body);
      if (form.get('volume') === '500') {
        return json(
          {
            success: false,
            messages: [
              { message: 'Please correct the highlighted fields.', code: 'errors.validationFailed' },
              {
                message: 'The amount is above your balance (120)',
                code: 'assets.insufficientBalance',
                field: 'volume',
                params: { balance: 120, field: 'volume' },
              },
            ],
            fieldErrors: { volume: 'invalid' },
          },
          409,
        );
      }
      return json(okAnswer(aTransferRequest({ recipientAddress: form.get('recipientAddress')! })));
    }
    if (path === '/secure/confirm-transfer') {
      return json(okAnswer(aConfirmedTransfer({ volume: 100 })));
    }
    if (path === '/secure/asset-purchase') {
      return json(okAnswer(init?.method === 'POST' ? aStartedPurchase() : aPurchaseState({ balance: 220 })));
    }
    return json({ success: false }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  server();
});
afterEach(() => vi.unstubAllGlobals());

describe('asset screens (spec marketplace §2, §4)', () => {
  test('/board shows the balance with its symbol and, with no activity yet, offers to buy', async () => {
    renderWithRouter(<AssetBoard />, { path: '/board' });
    expect(await screen.findByTestId('asset-balance')).toHaveTextContent('120 credits');
    expect(screen.getByTestId('asset-worth')).toHaveTextContent('Worth €24.00 at €0.20 per credit');
    expect(screen.getByRole('heading', { name: 'No credits yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Buy credits' })[0]).toHaveAttribute('href', '/buy');
  });

  test('/execute: "Not valid email" before any call, the server\u2019s refusal on its field, then PIN and success', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TransferFlow email="jonas@example.lt" />, { path: '/execute' });
    await user.type(screen.getByLabelText('Destination address'), 'ona@');
    await user.type(screen.getByLabelText('Amount'), '-3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Not valid email')).toBeInTheDocument();
    expect(screen.getByText('The amount must be greater than zero')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/secure/asset-request')).toBe(false);

    await user.clear(screen.getByLabelText('Destination address'));
    await user.type(screen.getByLabelText('Destination address'), 'ona@example.com');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The amount is above your balance (120)')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveFocus();

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Enter the PIN' })).toBeInTheDocument();
    expect(screen.getByText(/We e-mailed a 6-digit PIN to jonas@example\.lt\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(screen.getByText('PIN is required')).toBeInTheDocument();
    // Only digits are kept, also when a typed letter leaves the PIN as it was.
    await user.type(screen.getByRole('textbox', { name: 'PIN' }), '12a');
    expect(screen.getByRole('textbox', { name: 'PIN' })).toHaveValue('12');
    await user.type(screen.getByRole('textbox', { name: 'PIN' }), '3456');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('heading', { name: 'Transfer complete' })).toBeInTheDocument();
    expect(screen.getByTestId('asset-balance-after')).toHaveTextContent('Your balance is now 100 credits.');
    const confirm = calls.find((call) => call.path === '/secure/confirm-transfer')!;
    expect(new URLSearchParams(confirm.body).get('pin')).toBe('123456');
  });

  test('/buy: the converter starts at 100 assets for 20.00 EUR and follows the amount at 0.2 EUR each', async () => {
    const user = userEvent.setup();
    // The route hands in the checkout's card form; here a stand-in that shows what it was given.
    const cardForm = ({ amount }: { amount: number }) => <p>Card form for {amount} cents</p>;
    renderWithRouter(<BuyAssets cardForm={cardForm} />, { path: '/buy' });
    const volume = screen.getByLabelText('Number of credits');
    expect(volume).toHaveValue('100');
    expect(screen.getByTestId('asset-price')).toHaveTextContent('€20.00');
    await user.clear(volume);
    await user.type(volume, '7');
    expect(screen.getByTestId('asset-price')).toHaveTextContent('€1.40');
    await user.clear(volume);
    await user.type(volume, 'abc');
    expect(screen.getByTestId('asset-price')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByText('Enter the amount as a number')).toBeInTheDocument());
    await user.clear(volume);
    await user.type(volume, '7');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Card form for 140 cents')).toBeInTheDocument();
  });

  test('/buy: once the card form says paid, the purchase is read until credited and the new balance shown', async () => {
    const user = userEvent.setup();
    // A stand-in card form: starts the purchase's payment and reports it paid.
    const cardForm: CardForm = ({ startPayment, onPaid }) => (
      <button type="button" onClick={() => void startPayment().then(onPaid)}>
        Pay
      </button>
    );
    renderWithRouter(<BuyAssets cardForm={cardForm} />, { path: '/buy' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('asset-balance-after')).toHaveTextContent(
      'Your balance is now 220 credits.',
    );
    const started = calls.find((call) => call.path === '/secure/asset-purchase')!;
    expect(new URLSearchParams(started.body).get('volume')).toBe('100');
    expect(calls.filter((call) => call.path === '/secure/asset-purchase')).toHaveLength(2);
  });
});
