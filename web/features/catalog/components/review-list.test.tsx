import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { aPublicReview } from '../../../test/factories/catalog.ts';
import '../texts.ts';
import { ReviewList } from './review-list.tsx';

test('a review shows its reviewer, stars, comment and the chef’s reply; a nameless one reads as a customer', () => {
  render(
    <ReviewList
      showDish
      reviews={[
        aPublicReview({ reply: 'Thank you, come again!', replyTimestamp: Date.UTC(2026, 4, 13) }),
        aPublicReview({ id: 'review-2', reviewer: null, rating: 3, comment: null }),
      ]}
    />,
  );
  const [first, second] = screen.getAllByRole('listitem');
  expect(first).toHaveTextContent('Rūta');
  expect(first).toHaveTextContent('Warm and generous.');
  expect(first).toHaveTextContent("The chef's reply");
  expect(first).toHaveTextContent('Thank you, come again!');
  expect(first).toHaveTextContent('Cepelinai');
  expect(second).toHaveTextContent('A customer');
  expect(second).not.toHaveTextContent("The chef's reply");
});

afterEach(() => i18n.changeLanguage('en'));

test('an event menu’s review names its occasion, not a dish, in English and Lithuanian', async () => {
  const event = aPublicReview({ productId: null, productTitle: 'Chinkaliai, Mcvadi', occasion: 'business' });
  const { unmount } = render(<ReviewList showDish reviews={[event]} />);
  expect(screen.getByRole('listitem')).toHaveTextContent('event menu: Business lunch or dinner');
  unmount();
  await i18n.changeLanguage('lt');
  render(<ReviewList showDish reviews={[event]} />);
  expect(screen.getByRole('listitem')).toHaveTextContent('renginio meniu: Dalykiniai pietūs ar vakarienė');
});
