import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CalendarGrid, monthWeeks, moveFocus, shiftMonths } from './calendar-grid.tsx';

const LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  unavailable: 'not available',
  today: 'today',
};
const OPEN = new Set(['2026-11-27', '2026-12-01', '2026-12-03', '2026-12-31']);

function Harness({
  language = 'en',
  onSelect = () => {},
}: {
  language?: string;
  onSelect?: (d: string) => void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <CalendarGrid
      label="Service day"
      min="2026-11-26"
      max="2027-01-26"
      today="2026-11-26"
      isAvailable={(date) => OPEN.has(date)}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
      language={language}
      labels={LABELS}
    />
  );
}

/** Tab past the month buttons (the previous one is disabled at the first month) into the grid. */
async function tabIntoGrid(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(document.activeElement).toHaveAccessibleName('Next month');
  await user.tab();
}

const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('calendar arithmetic', () => {
  test('weeks start on Monday; days of other months are empty', () => {
    const weeks = monthWeeks('2026-12-15');
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  test('a month later keeps the day, or the last day of a shorter month', () => {
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(shiftMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  test.each([
    ['ArrowRight', false, '2026-12-04'],
    ['ArrowLeft', false, '2026-12-02'],
    ['ArrowDown', false, '2026-12-10'],
    ['ArrowUp', false, '2026-11-26'],
    ['Home', false, '2026-11-30'],
    ['End', false, '2026-12-06'],
    ['PageDown', false, '2027-01-03'],
    ['PageUp', false, '2026-11-26'],
    ['PageDown', true, '2027-01-26'],
  ])('%s (shift %s) from Thursday 3 December goes to %s, never past the ends', (key, shift, expected) => {
    expect(moveFocus('2026-12-03', key, { min: '2026-11-26', max: '2027-01-26', shift })).toBe(expected);
  });

  test('other keys do not move the focus', () => {
    expect(moveFocus('2026-12-03', 'a', { min: '2026-11-26', max: '2027-01-26' })).toBeNull();
  });
});

describe('the calendar grid (keyboard and screen readers)', () => {
  test('one tab stop; days are named by their full date, with today and unavailable days said', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Service day, November 2026' });
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    await tabIntoGrid(user);
    expect(focusedName()).toBe('Thursday, 26 November 2026, today, not available');
    const friday = within(grid).getByRole('button', { name: 'Friday, 27 November 2026' });
    expect(friday).not.toHaveAttribute('aria-disabled');
    expect(within(grid).getByRole('button', { name: /^Saturday, 28 November 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('arrow keys move the focus across the month boundary, and the month follows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await tabIntoGrid(user);
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Friday, 27 November 2026');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Friday, 4 December 2026, not available');
    expect(screen.getByRole('grid', { name: 'Service day, December 2026' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Monday, 30 November 2026, not available');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('Sunday, 6 December 2026, not available');
    await user.keyboard('{PageDown}');
    expect(focusedName()).toBe('Wednesday, 6 January 2027, not available');
    // Nothing before the first day: the focus stays on it.
    await user.keyboard('{PageUp}{PageUp}{ArrowLeft}');
    expect(focusedName()).toBe('Thursday, 26 November 2026, today, not available');
  });

  test('Enter and Space choose an open day; an unavailable day cannot be chosen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await tabIntoGrid(user);
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-27');
    const grid = screen.getByRole('grid');
    expect(
      within(grid).getByRole('button', { name: 'Friday, 27 November 2026' }).closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowLeft} ');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-03');
  });

  test('the month buttons stop at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'Service day, January 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  test('in Lithuanian the days are named in Lithuanian', () => {
    render(<Harness language="lt" />);
    expect(screen.getByRole('button', { name: '2026 m. lapkričio 27 d., penktadienis' })).toBeInTheDocument();
  });
});
