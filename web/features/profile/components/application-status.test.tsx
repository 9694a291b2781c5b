import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { aLegalInfo } from '../../../test/factories/accounts.ts';
import { ApplicationStatus } from './application-status.tsx';

describe('the application state on the chef profile', () => {
  test('submitted: awaiting operator review', () => {
    renderWithRouter(<ApplicationStatus legalInfo={aLegalInfo({ applicationStatus: 'submitted' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your application is awaiting operator review.');
  });

  test("rejected: the operator's reason is shown", () => {
    renderWithRouter(
      <ApplicationStatus
        legalInfo={aLegalInfo({
          applicationStatus: 'rejected',
          decisionReason: 'Please add a clearer certificate.',
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your application was not approved.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The operator's reason: Please add a clearer certificate.",
    );
  });

  test('not applied yet: a link to the application', () => {
    renderWithRouter(<ApplicationStatus legalInfo={null} />);
    expect(screen.getByRole('link', { name: 'Start your application' })).toHaveAttribute(
      'href',
      '/chef-registration',
    );
  });
});
