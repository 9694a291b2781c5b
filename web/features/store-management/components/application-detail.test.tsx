import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { okAnswer } from '../../../test/factories/build.ts';
import { anApplication } from '../../../test/factories/console.ts';
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

const CERTIFICATE = {
  id: 'f-diploma',
  name: 'diplomas.jpg',
  contentType: 'image/jpeg',
  url: '/repository/users/u-aiste/diplomas.jpg',
  kind: 'image' as const,
};
const checks = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/secure/store-management/certificates-check');

test('certificates nobody looked at say so, and the operator records the check', async () => {
  serve(
    anApplication({
      certificates: [CERTIFICATE],
      certificatesCheck: { state: 'unchecked', checkedTimestamp: null, checkedBy: null },
    }),
  );
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  expect(await screen.findByTestId('certificates-check', {}, { timeout: 5_000 })).toHaveTextContent(
    'Not checked yet.',
  );
  // Nothing to take back yet.
  expect(screen.queryByRole('button', { name: 'Take the check back' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'I have checked the certificates' }));
  await vi.waitFor(() => expect(checks()).toHaveLength(1), { timeout: 5_000 });
  expect(Object.fromEntries(new URLSearchParams(String(checks()[0]![1]!.body)))).toEqual({
    userId: 'u-aiste',
    checked: 'true',
  });
});

test('a recorded check names who and when; taking it back needs a reason', async () => {
  serve(
    anApplication({
      certificates: [CERTIFICATE],
      certificatesCheck: {
        state: 'checked',
        checkedTimestamp: Date.UTC(2026, 10, 14, 9, 30),
        checkedBy: { userId: 'u-op', email: 'operator@demo.lt' },
      },
    }),
  );
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  const status = await screen.findByTestId('certificates-check', {}, { timeout: 5_000 });
  expect(status).toHaveTextContent('Checked by operator@demo.lt, 14 Nov 2026, 11:30.');
  expect(status).toHaveTextContent('The chef’s page shows “Certificates checked”.');
  expect(screen.queryByRole('button', { name: 'I have checked the certificates' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Take the check back' }));
  expect(await screen.findByText('Write a reason first.')).toBeInTheDocument();
  expect(checks()).toEqual([]);
  await userEvent.type(screen.getByLabelText(/Why the check is taken back/), 'Not her diploma.');
  await userEvent.click(screen.getByRole('button', { name: 'Take the check back' }));
  await vi.waitFor(() => expect(checks()).toHaveLength(1), { timeout: 5_000 });
  expect(Object.fromEntries(new URLSearchParams(String(checks()[0]![1]!.body)))).toEqual({
    userId: 'u-aiste',
    checked: 'false',
    reason: 'Not her diploma.',
  });
});

test('a certificate added after the check: it says so and offers both a new check and taking it back', async () => {
  serve(
    anApplication({
      certificates: [CERTIFICATE],
      certificatesCheck: {
        state: 'outdated',
        checkedTimestamp: Date.UTC(2026, 10, 14, 9, 30),
        checkedBy: { userId: 'u-op', email: 'operator@demo.lt' },
      },
    }),
  );
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  expect(await screen.findByTestId('certificates-check', {}, { timeout: 5_000 })).toHaveTextContent(
    'but a certificate was added since',
  );
  expect(screen.getByRole('button', { name: 'I have checked the certificates' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Take the check back' })).toBeInTheDocument();
});

test('without certificates there is nothing to check', async () => {
  serve(anApplication());
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  expect(await screen.findByText('No certificate uploaded.', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.queryByTestId('certificates-check')).toBeNull();
  expect(screen.queryByRole('button', { name: 'I have checked the certificates' })).toBeNull();
});

test('the VMVT number is recorded as found in the register, and a changed number says so', async () => {
  serve(anApplication());
  const { unmount } = renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  expect(await screen.findByTestId('food-business-check', {}, { timeout: 5_000 })).toHaveTextContent(
    'Not checked yet.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'I found this number in the VMVT register' }));
  const vmvtChecks = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/secure/store-management/food-business-check');
  await vi.waitFor(() => expect(vmvtChecks()).toHaveLength(1), { timeout: 5_000 });
  expect(Object.fromEntries(new URLSearchParams(String(vmvtChecks()[0]![1]!.body)))).toEqual({
    userId: 'u-aiste',
    checked: 'true',
  });
  unmount();

  serve(
    anApplication({
      foodBusinessCheck: {
        state: 'outdated',
        checkedTimestamp: Date.UTC(2026, 4, 3, 9),
        checkedBy: { userId: 'u-op', email: 'ops@example.lt' },
      },
    }),
  );
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  expect(await screen.findByTestId('food-business-check', {}, { timeout: 5_000 })).toHaveTextContent(
    /ops@example\.lt.*the chef has changed the number since/,
  );
});

test('each badge says whether the chef holds it and why, with the figures judged', async () => {
  serve(anApplication());
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  const standing = await screen.findByTestId('badge-standing', {}, { timeout: 5_000 });
  expect(standing).toHaveTextContent('Reliable not held');
  expect(standing).toHaveTextContent('3 orders in the last 90 days; 10 are needed.');
  expect(standing).toHaveTextContent('VMVT registered not held');
  expect(screen.getByText(/not judged yet/)).toBeInTheDocument();
});

test('a single order is said as one order', async () => {
  const standing = anApplication().badgeStanding.map((badge) =>
    badge.kind === 'reliable' ? { ...badge, figures: { ...badge.figures, orders: 1 } } : badge,
  );
  serve(anApplication({ badgeStanding: standing }));
  renderWithRouter(<ApplicationDetail userId="u-aiste" onBack={() => {}} />);
  expect(await screen.findByTestId('badge-standing', {}, { timeout: 5_000 })).toHaveTextContent(
    '1 order in the last 90 days; 10 are needed.',
  );
});
