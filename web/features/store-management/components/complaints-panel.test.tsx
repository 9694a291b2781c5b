import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import '../texts.ts';
import { anOperatorComplaint } from '../../../test/factories/console.ts';
import { ComplaintsPanel } from './complaints-panel.tsx';
import { setNow } from '../../../lib/clock.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** 60 euro of dishes, 43.36 paid by card (the rest in cash to the chef), one earlier decision. */
const complaint = anOperatorComplaint({
  id: '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  text: 'The cepelinai were cold and undercooked.',
  createdTimestamp: Date.UTC(2026, 10, 20, 12),
  decisions: [
    {
      who: { userId: 'op1', email: 'op@example.com' },
      when: Date.UTC(2026, 10, 21),
      action: 'refunded-partially',
      reason: 'Earlier',
    },
  ],
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (String(url).startsWith('/secure/store-management/complaints')) {
      return json({ success: true, model: { complaints: [complaint] } });
    }
    return json({ success: true, model: { complaint: { ...complaint, status: 'resolved' } } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posted = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/secure/store-management/complaint-resolution');

test('the card names the order by its one number, and the decision log speaks words, not codes', async () => {
  renderWithRouter(<ComplaintsPanel />, { path: '/store-management' });
  const card = (await screen.findByRole('heading', { name: /Cepelinai/ })).closest('article')!;
  expect(within(card).getByText(/Order 0A1B2C3D/)).toBeInTheDocument();
  expect(within(card).getByText('Refunded in part by op@example.com')).toBeInTheDocument();
  expect(within(card).queryByText(/refunded-partially/)).toBeNull();
});

test('no decision or amount is preselected; a partial refund is capped by what was paid by card', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ComplaintsPanel />, { path: '/store-management' });
  await screen.findByRole('heading', { name: /Cepelinai/ });
  for (const name of ['Full refund', 'Partial refund', 'No refund']) {
    expect(screen.getByRole('radio', { name })).not.toBeChecked();
  }
  await user.type(screen.getByLabelText(/^Reason/), 'One portion was cold.');
  await user.click(screen.getByRole('button', { name: 'Resolve' }));
  expect(await screen.findByText('Choose a decision.')).toBeInTheDocument();
  expect(posted()).toHaveLength(0);

  await user.click(screen.getByRole('radio', { name: 'Partial refund' }));
  const amount = screen.getByRole('textbox', { name: 'Refund in euros' });
  expect(amount).toHaveValue('');
  // The hint names the card part (43.36), not the dish's 60 euro.
  expect(screen.getByText(/At most €43\.36/)).toBeInTheDocument();
  expect(screen.queryByText(/€60\.00:/)).toBeNull();
  await user.type(amount, '50');
  await user.click(screen.getByRole('button', { name: 'Resolve' }));
  expect(
    await screen.findByText('The refund can be at most €43.36, what was paid by card for this dish.'),
  ).toBeInTheDocument();
  expect(posted()).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, '10,50');
  await user.click(screen.getByRole('button', { name: 'Resolve' }));
  await waitFor(() => expect(posted()).toHaveLength(1));
  const body = String(posted()[0]![1]?.body);
  expect(body).toContain('outcome=partial');
  expect(body).toContain('refundAmount=1050');
});

test('a cash order has nothing paid by card for the dish: a partial refund is refused before sending', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async () =>
    json({
      success: true,
      model: { complaints: [{ ...complaint, item: { ...complaint.item, refundableMax: 0 } }] },
    }),
  );
  renderWithRouter(<ComplaintsPanel />, { path: '/store-management' });
  await screen.findByRole('heading', { name: /Cepelinai/ });
  await user.click(screen.getByRole('radio', { name: 'Partial refund' }));
  await user.type(screen.getByRole('textbox', { name: 'Refund in euros' }), '5');
  await user.type(screen.getByLabelText(/^Reason/), 'Cold.');
  await user.click(screen.getByRole('button', { name: 'Resolve' }));
  expect(
    await screen.findByText('Nothing was paid by card for this dish, so there is nothing to refund.'),
  ).toBeInTheDocument();
  expect(posted()).toHaveLength(0);
});

test('an unanswered complaint says until when the chef may answer, and once that passes that the operator may decide', async () => {
  // Opened 2026-11-20 12:00 UTC: the chef is asked to answer within 48 hours, by 22 November 14:00 Vilnius time.
  setNow(() => Date.UTC(2026, 10, 21, 12));
  const first = renderWithRouter(<ComplaintsPanel />, { path: '/store-management' });
  expect(await screen.findByText(/^Asked to answer by .*22.*14:00/)).toBeInTheDocument();
  first.unmount();

  setNow(() => Date.UTC(2026, 10, 23, 12));
  renderWithRouter(<ComplaintsPanel />, { path: '/store-management' });
  expect(
    await screen.findByText(/^Overdue since .*22.*14:00: you may decide without the chef's side\.$/),
  ).toBeInTheDocument();
});

test("an answered complaint shows the chef's side and no deadline", async () => {
  fetchMock.mockImplementation(async () =>
    json({
      success: true,
      model: { complaints: [{ ...complaint, chefResponse: 'They were hot when I left.' }] },
    }),
  );
  renderWithRouter(<ComplaintsPanel />, { path: '/store-management' });
  expect(await screen.findByText('They were hot when I left.')).toBeInTheDocument();
  expect(screen.queryByText(/Asked to answer by|Overdue since/)).toBeNull();
});
