import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { anApplication, okAnswer } from '../../../test/factories.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import '../texts.ts';
import { ApplicationDetail } from './application-detail.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function serve(application: ReturnType<typeof anApplication>) {
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/secure/store-management/application')
      ? json(okAnswer({ application }))
      : json(okAnswer({ legalInfo: null })),
  );
}
const decisions = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/secure/store-management/merchant-status');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test('approving a chef without a VMVT number asks for the number or a reason first', async () => {
  serve(anApplication({ foodBusinessNumber: null }));
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5_000 }));
  expect(
    await screen.findByText(
      'No VMVT number on file: ask the chef for it first, or write why they may start without it.',
    ),
  ).toBeInTheDocument();
  expect(decisions()).toEqual([]);

  await userEvent.type(screen.getByLabelText(/Reason/), 'Registration checked by phone.');
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await vi.waitFor(() => expect(decisions()).toHaveLength(1), { timeout: 5_000 });
  expect(String(decisions()[0]![1]!.body)).toContain('reason=Registration+checked+by+phone.');
});

test('a chef with a VMVT number is approved without a reason', async () => {
  serve(anApplication());
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5_000 }));
  await vi.waitFor(() => expect(decisions()).toHaveLength(1), { timeout: 5_000 });
});
