import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import '../texts.ts';
import '../badges/texts.ts';
import { BadgeExplanation } from './badge-explanation.tsx';

afterEach(() => i18n.changeLanguage('en'));

test("'Reliable' is explained with the rule's own thresholds, in English and Lithuanian", async () => {
  const since = Date.UTC(2026, 4, 20, 9);
  const { unmount } = render(<BadgeExplanation badge={{ kind: 'reliable', since }} />);
  expect(
    screen.getByText(
      /^At least 10 orders in the last 90 days, 95% or more of them confirmed within 12 hours/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Since 20 May 2026')).toBeInTheDocument();
  unmount();
  await i18n.changeLanguage('lt');
  render(<BadgeExplanation badge={{ kind: 'reliable', since }} />);
  expect(
    screen.getByText(/bent 10 užsakymų, ne mažiau kaip 95 % jų patvirtinta per 12 valandų/),
  ).toBeInTheDocument();
});

test("'VMVT registered' names the number the operator found", () => {
  render(<BadgeExplanation badge={{ kind: 'vmvtRegistered', since: null, number: 'LT 13-01-01 EB' }} />);
  expect(
    screen.getByText(/food-business number LT 13-01-01 EB is in the register of VMVT/),
  ).toBeInTheDocument();
  expect(screen.queryByText(/^Since/)).toBeNull();
});
