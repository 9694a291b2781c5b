import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { LegalInfo } from '#domain/chefs/merchant-info.response.ts';
import { aChefApplication, anAuthorized } from '../../../test/factories/accounts.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { aChefQuestionnaire } from '../../../test/factories/content.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ChefOnboarding } from './chef-onboarding.tsx';
import { ThankYou } from './thank-you.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// What POST /register answers for the new chef (a customer until approved).
const AUTHORIZED = anAuthorized({ verified: false });

function renderFlow(isSignedIn = false) {
  const onRegistered = vi.fn();
  renderWithRouter(<ChefOnboarding isSignedIn={isSignedIn} onRegistered={onRegistered} />, {
    path: '/chef-registration',
  });
  return { onRegistered };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, phone = '8 612 34567') {
  await user.type(screen.getByLabelText('First name'), 'Ona');
  await user.type(screen.getByLabelText('Last name'), 'Petraitė');
  await user.type(screen.getByLabelText('E-mail'), 'ona@example.lt');
  await user.type(screen.getByLabelText('Password'), 'Virtuve2026');
  await user.selectOptions(screen.getByLabelText('City'), 'Kaunas');
  await user.type(screen.getByLabelText('Phone'), phone);
  await user.click(screen.getByLabelText('I agree to the terms and conditions'));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('chef registration form (spec accounts §2, §5)', () => {
  test('an empty field says it is required when left; the phone shows its validity as it is typed', async () => {
    const user = userEvent.setup();
    renderFlow();
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '6123');
    await user.tab();
    expect(await screen.findByText('Lithuania phone numbers must be 8 digits')).toBeInTheDocument();
    await user.type(phone, '4567');
    expect(await screen.findByText('Valid Lithuania number')).toBeInTheDocument();
  });

  test('the terms are needed; the right to earn income is not asked here (question 2 of the questionnaire asks it)', async () => {
    const user = userEvent.setup();
    renderFlow();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['agreeToTerms']);
    expect(screen.queryByText(/earn income/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create chef account' }));
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.queryByText('You must acknowledge authorization to earn income')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the terms in the consent open the chefs\u2019 terms beside the form', () => {
    renderFlow();
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms).toHaveAttribute('href', '/assets/about#chefTerms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).not.toBeChecked();
  });

  test('a valid form posts /register with the chef fields, hands over the session and shows the intro', async () => {
    fetchMock.mockResolvedValue(json({ success: true, model: { authorized: AUTHORIZED } }));
    const user = userEvent.setup();
    const { onRegistered } = renderFlow();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create chef account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome! Here is how it works' }),
    ).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledWith(AUTHORIZED);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/register');
    expect(Object.fromEntries(new URLSearchParams(String(init!.body)))).toEqual({
      identityKey: 'ona@example.lt',
      type: 'email',
      password: 'Virtuve2026',
      firstName: 'Ona',
      lastName: 'Petraitė',
      city: 'Kaunas',
      phoneNumber: '37061234567',
      phoneCountry: 'lt',
      agreeToTerms: 'true',
    });
  });

  test('the right to earn income is asked once: not by the form, by question 2 after the intro', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/questionnaires/')
        ? json(okAnswer({ questionnaire: aChefQuestionnaire('en') }))
        : json({ success: true, model: { authorized: AUTHORIZED } }),
    );
    const user = userEvent.setup();
    renderFlow();
    await fillForm(user);
    expect(screen.queryByText(/earn income/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create chef account' }));
    await user.click(await screen.findByRole('button', { name: 'Start the questionnaire' }));
    await user.click(await screen.findByRole('button', { name: 'I understand' }));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Are you authorised to earn income in Lithuania?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, I am' })).toBeInTheDocument();
  });

  test('a phone that is already registered is shown on the phone field', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          messages: [
            {
              message: 'This phone number is already registered.',
              code: 'forms.validation.phoneAlreadyExists',
            },
            {
              message: 'This phone number is already registered.',
              code: 'forms.validation.phoneAlreadyExists',
              field: 'phoneNumber',
            },
          ],
          fieldErrors: { phoneNumber: 'already exists' },
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderFlow();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create chef account' }));
    expect(await screen.findByText('This phone number is already registered.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'));
  });

  test('a signed-in user who has not applied skips the form and starts at the intro', async () => {
    fetchMock.mockResolvedValue(
      json(okAnswer({ merchantInfo: aChefApplication({ applicationStatus: 'none' }) })),
    );
    renderFlow(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome! Here is how it works' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/secure/merchant-info');
  });
});

describe('a sent application', () => {
  const answer = (state: Partial<LegalInfo>) => json(okAnswer({ merchantInfo: aChefApplication(state) }));

  test('a submitted application is shown with its state and date; no "Create a dish" before approval', async () => {
    fetchMock.mockResolvedValue(
      answer({ valid: false, applicationStatus: 'submitted', submittedAt: '2026-11-20T10:00:00.000Z' }),
    );
    renderFlow(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your chef application' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Submitted: waiting for review');
    expect(screen.getByText('Submitted on 20 November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a dish' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to your chef profile' })).toHaveAttribute(
      'href',
      '/profile?source=regular_registration&chefProfile=true',
    );
    expect(screen.queryByRole('button', { name: 'Start the questionnaire' })).toBeNull();
  });

  test('an approved chef is invited to create a dish', async () => {
    fetchMock.mockResolvedValue(answer({ valid: true, applicationStatus: 'approved' }));
    renderFlow(true);
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Approved');
    expect(screen.getByRole('link', { name: 'Create a dish' })).toHaveAttribute('href', '/product');
  });

  test('a rejected application shows the operator\u2019s reason and may be answered again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer({ valid: false, applicationStatus: 'rejected', decisionReason: 'Please add your certificate.' }),
    );
    renderFlow(true);
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Not approved');
    expect(screen.getByText("The operator's reason: Please add your certificate.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a dish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome! Here is how it works' }),
    ).toBeInTheDocument();
  });

  test('the thank-you screen after submitting shows the state; "Create a dish" only once approved', () => {
    const { unmount } = renderWithRouter(
      <ThankYou legalInfo={{ valid: false, applicationStatus: 'submitted' }} />,
      { path: '/chef-registration' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you! Your application is in' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Submitted: waiting for review');
    expect(screen.queryByRole('link', { name: 'Create a dish' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to your chef profile' })).toBeInTheDocument();
    unmount();
    renderWithRouter(<ThankYou legalInfo={{ valid: true, applicationStatus: 'approved' }} />, {
      path: '/chef-registration',
    });
    expect(screen.getByRole('link', { name: 'Create a dish' })).toHaveAttribute('href', '/product');
  });
});
