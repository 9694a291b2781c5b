import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { taggedText } from './tagged-text.tsx';

const link = (words: string) => <a href="/terms">{words}</a>;

test('the marked words become the part, the rest stays text, in the order of the language', () => {
  render(<p>{taggedText('Sutinku su <terms>taisyklėmis ir sąlygomis</terms>.', { terms: link })}</p>);
  expect(screen.getByRole('link', { name: 'taisyklėmis ir sąlygomis' })).toHaveAttribute('href', '/terms');
  expect(screen.getByText(/Sutinku su/).textContent).toBe('Sutinku su taisyklėmis ir sąlygomis.');
});

test('a tag with no part given shows its words as plain text; a text without tags is unchanged', () => {
  render(<p data-testid="p">{taggedText('<b>Plain</b> and <terms>linked</terms>', { terms: link })}</p>);
  expect(screen.getByTestId('p').textContent).toBe('Plain and linked');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  render(<p data-testid="q">{taggedText('No tags here', {})}</p>);
  expect(screen.getByTestId('q').textContent).toBe('No tags here');
});
